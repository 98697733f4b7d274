import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useId, useState } from 'react';

export { SUPPORT_EMAIL } from './SupportContact';

const SupportPopover = lazy(() => import('./SupportPopover'));

/**
 * The floating chat-support button (shown only where showsChatSupport() says). The vendor chat
 * widget is third-party; until it is wired in, the button opens the support contact.
 */
export function ChatSupport() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first click on, so it closes (and gives focus back) as a Popover does.
  const [opened, setOpened] = useState(false);
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
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
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
      {opened ? (
        <Suspense fallback={null}>
          <SupportPopover anchor={anchor} titleId={titleId} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
