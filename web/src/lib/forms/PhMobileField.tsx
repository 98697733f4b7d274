import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { caretAfterFormat, formatPhMobileInput, PH_MOBILE_MAX_LENGTH } from '../phone';

export type PhMobileFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  /** 16 by default, '+63 NNN NNN NNNN' (the security dialog's); the spec's default elsewhere is 13 (document 1 §5). */
  maxLength?: number;
};

/**
 * The Philippine phone input (document 1 §5): Philippines only, valid characters only, formatted
 * as +63 NNN NNN NNNN while typing ('09171234567' and '9171234567' both become
 * '+63 917 123 4567'), at most ten digits; the caret stays put when editing inside the number.
 */
export function PhMobileField({
  value,
  onChange,
  label = 'Mobile Number',
  maxLength = PH_MOBILE_MAX_LENGTH,
  slotProps,
  ...props
}: PhMobileFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const formatted = formatPhMobileInput(raw);
    onChange(formatted);
    if (caret < raw.length) {
      const position = caretAfterFormat(raw, caret, formatted);
      requestAnimationFrame(() => {
        if (document.activeElement === input) input.setSelectionRange(position, position);
      });
    }
  };
  return (
    <TextField
      autoComplete="tel"
      {...props}
      label={label}
      type="tel"
      value={value}
      onChange={handleChange}
      placeholder="+63 9XX XXX XXXX"
      slotProps={{ ...slotProps, htmlInput: { maxLength, inputMode: 'tel' } }}
    />
  );
}
