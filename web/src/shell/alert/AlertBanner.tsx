import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ALERT_AUTO_HIDE_MS } from '../../lib/constants';
import { useAlert, useCurrentAlert } from './AlertContext';

/** Success or error banner at the top; hides itself after ALERT_AUTO_HIDE_MS (document 1 §2). */
export function AlertBanner() {
  const current = useCurrentAlert();
  const { clear } = useAlert();
  if (current === null) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={ALERT_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') clear();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 70, sm: 80 } }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={clear}
        role={current.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 560, alignItems: 'center' }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
