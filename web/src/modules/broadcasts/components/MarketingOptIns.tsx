import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { OptInList } from './OptInList';

export const META_CHARGES =
  'Meta charges for each marketing message, so a broadcast that uses them costs money per person it reaches that way.';

/**
 * Who opted in to the page's marketing messages, for every store (worth knowing before marketing
 * messages are on): a short section on the Broadcast screen, the list in a dialog so it is read only
 * when asked for.
 */
export function MarketingOptIns({ appUuid }: { appUuid: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="marketing-opt-ins-title" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Typography id="marketing-opt-ins-title" variant="subtitle1" component="h2">
            Marketing opt-ins
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Customers who opted in to your page's marketing messages can get a broadcast after their 24-hour
            window closes, as a paid marketing message, once marketing messages are on for your store. Meta
            charges for each marketing message.
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          See who opted in
        </Button>
      </Stack>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        aria-labelledby="marketing-opt-ins-dialog-title"
      >
        <DialogTitle id="marketing-opt-ins-dialog-title">Marketing opt-ins</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              People who opted in to your page's marketing messages, newest first. Active ones can get a
              broadcast outside the 24-hour window. {META_CHARGES}
            </Typography>
            <OptInList appUuid={appUuid} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
