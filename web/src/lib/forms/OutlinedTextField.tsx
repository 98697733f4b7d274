import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';

export interface OutlinedTextFieldProps {
  label?: string;
  name?: string;
  type?: string;
  autoComplete?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** On the root, as a TextField's ref (a form library's registration). */
  ref?: Ref<HTMLDivElement>;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  endAdornment?: ReactNode;
}

/**
 * The outlined TextField of the sign-in forms, built from its parts (FormControl, InputLabel,
 * OutlinedInput, FormHelperText) with the same markup, ids and styles: MUI's TextField also imports
 * Select, and with it Menu, Popover and Modal, which the sign-in page would download for nothing.
 */
export function OutlinedTextField({
  label,
  ref,
  error = false,
  helperText,
  disabled,
  required,
  endAdornment,
  ...input
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl ref={ref} variant="outlined" fullWidth error={error} disabled={disabled} required={required}>
      {label ? (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        endAdornment={endAdornment}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
