import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { advanceOrderRange } from '../advanceOrder';

/**
 * "Order for a later date": the phone's own date picker, from tomorrow up to 30 days ahead (Manila
 * days); empty means as soon as possible.
 */
export function AdvanceOrderField({ helperText, ...props }: Omit<TextFieldProps, 'type'>) {
  const { min, max } = advanceOrderRange();
  return (
    <TextField
      {...props}
      type="date"
      label="Order for a later date (optional)"
      fullWidth
      helperText={helperText ?? 'Leave empty to get your order as soon as possible.'}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
