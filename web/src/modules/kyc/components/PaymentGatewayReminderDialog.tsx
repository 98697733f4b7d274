import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DIALOG_WIDTH } from '../../../lib/constants';
import { gatewayLater } from '../gateway';
import { PaymentGatewayReminderQuery } from '../graphql/gateway';

/**
 * The payment-gateway reminder dialog (document 3 §2 screen 6, §4): checked on each store change; its
 * words and button follow the phase-out's state; "Later" closes it until the next Manila day. Fetch
 * errors are logged only (§8: the reminder simply does not show).
 */
export function PaymentGatewayReminderDialog({ appUuid, href }: { appUuid: string; href: string | null }) {
  const { data } = useQuery(PaymentGatewayReminderQuery, {
    variables: { appUuid },
    fetchPolicy: 'network-only',
  });
  const [closed, setClosed] = useState<string | null>(null);
  const reminder = data?.fetchAppByUuid.paymentGatewayReminder ?? null;
  const id = reminder ? `${appUuid}:${reminder.stage}` : null;
  if (!reminder || !id || closed === id || gatewayLater.closed(`${appUuid}.${reminder.stage}`)) return null;
  const later = () => {
    gatewayLater.close(`${appUuid}.${reminder.stage}`);
    setClosed(id);
  };
  return (
    <Dialog
      open
      onClose={later}
      aria-labelledby="gateway-reminder-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="gateway-reminder-title">Payment gateway</DialogTitle>
      <DialogContent>
        <DialogContentText>{reminder.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={later}>Later</Button>
        {href ? (
          <Button variant="contained" component={RouterLink} to={href} onClick={later}>
            {reminder.buttonLabel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

export default PaymentGatewayReminderDialog;
