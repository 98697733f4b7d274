import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface EmailChipsFieldProps {
  label: string;
  emails: readonly string[];
  onEmailsChange: (emails: string[]) => void;
  text: string;
  onTextChange: (text: string) => void;
  /** Turn the typed text into chips (Enter, comma or leaving the field). */
  onCommit: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A multi-chip e-mail field: type an address and press Enter or comma (or leave the field) to add it. */
export function EmailChipsField({
  label,
  emails,
  onEmailsChange,
  text,
  onTextChange,
  onCommit,
  onBlur,
  error,
  helperText,
  disabled = false,
  autoFocus = false,
}: EmailChipsFieldProps) {
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={[...emails]}
      inputValue={text}
      disabled={disabled}
      onChange={(_event, next, reason) => {
        // Enter on typed text: validate it first (the typed value is the last item).
        if (reason === 'createOption') onCommit(text);
        else onEmailsChange(next.filter((email) => emails.includes(email)));
      }}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return;
        if (/[,;]/.test(next)) onCommit(next);
        else onTextChange(next);
      }}
      onBlur={() => {
        if (text.trim() !== '') onCommit(text);
        onBlur?.();
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'email', autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}
