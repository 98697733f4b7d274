import Drawer from '@mui/material/Drawer';
import { PREVIEW_DRAWER_WIDTH } from '../../../../lib/constants';
import { ChatbotTestTool } from './ChatbotTestTool';

export interface ChatbotTestToolDrawerProps {
  appUuid: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The test tool in a right-hand drawer, 500 px wide (the full width on phones). The tool mounts on
 * every opening, so its simulated customer is fetched fresh each time.
 */
export function ChatbotTestToolDrawer({ appUuid, open, onClose }: ChatbotTestToolDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Chatbot test tool',
          sx: { width: { xs: '100%', sm: PREVIEW_DRAWER_WIDTH }, maxWidth: '100%' },
        },
      }}
    >
      <ChatbotTestTool appUuid={appUuid} onClose={onClose} />
    </Drawer>
  );
}
