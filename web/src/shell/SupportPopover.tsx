import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { SupportText } from './SupportContact';

/** The chat button's popover: its own chunk, loaded on the first click (the button is on the sign-in page). */
export default function SupportPopover({
  anchor,
  titleId,
  onClose,
}: {
  anchor: HTMLElement | null;
  titleId: string;
  onClose: () => void;
}) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
  );
}
