import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Fab from '@mui/material/Fab';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export const SUPPORT_EMAIL = 'support@suki.ph';

function SupportText() {
  return (
    <Typography variant="body2" color="text.secondary">
      Our support team replies within business hours. Write to{' '}
      <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
    </Typography>
  );
}

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

/**
 * The floating chat-support button (shown only where showsChatSupport() says). The vendor chat
 * widget is third-party; until it is wired in, the button opens the support contact.
 */
export function ChatSupport() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <Fab
        color="secondary"
        variant="extended"
        size="medium"
        aria-label="Chat with us"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          position: 'fixed',
          right: { xs: 12, sm: 24 },
          bottom: { xs: 12, sm: 24 },
          zIndex: (t) => t.zIndex.speedDial,
        }}
      >
        <ChatBubbleOutlined sx={{ mr: { xs: 0, sm: 1 } }} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Chat with us
        </Box>
      </Fab>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // A dialog (focus moves in, Escape closes it, focus returns to the button), named by its title.
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 2, maxWidth: 280 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            Need a hand?
          </Typography>
          <SupportText />
        </Box>
      </Popover>
    </>
  );
}
