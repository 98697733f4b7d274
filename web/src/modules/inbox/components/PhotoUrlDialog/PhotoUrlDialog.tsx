import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { DIALOG_WIDTH } from '../../../../lib/constants';

export interface PhotoUrlDialogProps {
  open: boolean;
  onClose: () => void;
  /** Returns why the address cannot be added, or null once it is. */
  onAdd: (url: string) => string | null;
}

/** Attaches a photo by its web address (http or https). */
export function PhotoUrlDialog({ open, onClose, onAdd }: PhotoUrlDialogProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setUrl('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = onAdd(url);
    if (problem === null) close();
    else setError(problem);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="photo-url-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="photo-url-title">Attach photo</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Paste the address of an image on the web.</DialogContentText>
          <TextField
            label="Photo URL"
            type="url"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            autoFocus
            placeholder="https://"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={url.trim() === ''}>
            Add photo
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
