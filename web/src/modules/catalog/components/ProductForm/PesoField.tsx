import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A peso amount as typed (lib/money reads it): ₱ in front, the decimal keyboard on phones. */
export function PesoField({ inputLabel, ...props }: TextFieldProps & { inputLabel?: string }) {
  return (
    <TextField
      {...props}
      slotProps={{
        htmlInput: { inputMode: 'decimal', ...(inputLabel ? { 'aria-label': inputLabel } : {}) },
        input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
      }}
    />
  );
}
