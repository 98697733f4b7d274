import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DIALOG_WIDTH_LG } from '../../../../lib/constants';

/** The guide behind "Watch Guide Here": making Suki the page's primary app in Meta Business Suite. */
export function PrimaryAppGuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="primary-app-guide-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_LG, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="primary-app-guide-title">Make Suki the primary app of your page</DialogTitle>
      <DialogContent>
        <Typography component="ol" sx={{ pl: 2, '& li': { mb: 1 } }}>
          <li>Open Meta Business Suite and choose your page.</li>
          <li>Go to Settings, then Advanced messaging (Messenger conversation routing).</li>
          <li>Under the apps that receive your page's messages, set Suki as the primary app and save.</li>
          <li>Come back here and press Save menu again.</li>
        </Typography>
        <Link href="https://www.facebook.com/business/help/1542367672650627" target="_blank" rel="noopener">
          Meta's help on conversation routing (opens in a new tab)
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
