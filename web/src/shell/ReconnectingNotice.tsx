import { Alert, CircularProgress, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { liveStatus } from '../app/liveStatus';

/**
 * "Reconnecting…" while the live channel has been down for 3 s: what the console shows may be behind
 * until it is back (then the missed events arrive by themselves).
 */
export function ReconnectingNotice() {
  const offline = useSyncExternalStore(liveStatus.subscribe, liveStatus.isOffline, () => false);
  return (
    <Snackbar open={offline} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="warning"
        role="status"
        icon={<CircularProgress size={18} color="inherit" aria-hidden />}
        sx={{ alignItems: 'center' }}
      >
        Reconnecting… Live updates will catch up by themselves.
      </Alert>
    </Snackbar>
  );
}
