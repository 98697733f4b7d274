import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { DIALOG_WIDTH_MD } from '../constants';

export const REASON_REQUIRED = 'Reason is required';
export const REASON_MAX = 300;

export interface ReasonDialogProps {
  title: string;
  /** The refusing button's words (Refuse, Reject...). */
  action: string;
  /** Who reads the reason, under the field. */
  helperText: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** An operator's refusal: a required reason (at most 300 characters) the merchant reads. */
export function ReasonDialog({ title, action, helperText, busy, onCancel, onSubmit }: ReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_MD, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          label="Reason"
          required
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? helperText}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            if (!reason.trim()) setError(REASON_REQUIRED);
            else onSubmit(reason.trim());
          }}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
