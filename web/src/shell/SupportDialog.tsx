import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SupportText } from './SupportContact';

/** The same support contact as a dialog: from the user menu's "Chat with us" inside a store. */
export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      <Box sx={{ px: 3, pt: 2.5 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
          Need a hand?
        </Typography>
      </Box>
      <DialogContent sx={{ pt: 1 }}>
        <SupportText />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
