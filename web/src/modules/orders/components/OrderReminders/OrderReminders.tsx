import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type AppRouteName, type AppUrlParams, appUrl, type BundleDef } from '../../../../bundles';
import { OrderRemindersQuery } from '../../graphql/orders';
import {
  dayText,
  dismissedToday,
  dismissForToday,
  manilaToday,
  orderRoutesOf,
  PENDING_RULE,
  pendingText,
  type ReminderKind,
} from '../../orderReminders';

export interface OrderRemindersProps {
  appUuid: string;
  bundle: BundleDef;
  /** Another dialog is open (profile, merchant category): the reminders wait their turn. */
  blocked?: boolean;
}

/**
 * Inside an app with orders: the pending-orders reminder dialog (document 3 §2; on days 1 and 7 of
 * the month, when the server says so, and after any other dialog) and a notice of today's advance
 * orders, each closed until tomorrow once the merchant has seen it. Failures stay quiet: a reminder
 * is never in the way.
 */
export function OrderReminders({ appUuid, bundle, blocked = false }: OrderRemindersProps) {
  const routes = orderRoutesOf(bundle.routes.map((r) => r.name));
  const today = manilaToday();
  const [seen, setSeen] = useState<Record<ReminderKind, boolean>>(() => ({
    pending: dismissedToday(localStorage, 'pending', appUuid, today),
    advance: dismissedToday(localStorage, 'advance', appUuid, today),
  }));
  const { data } = useQuery(OrderRemindersQuery, {
    variables: { appUuid },
    skip: routes === null || (seen.pending && seen.advance),
  });
  // The list an order opens on (?txn=): the history, or the tracker where a bundle has no history.
  const list = routes?.history ?? routes?.tracker;
  if (!routes || !list || !data) return null;
  const url = (name: AppRouteName, params: Omit<AppUrlParams, 'key' | 'appUUID'> = {}) =>
    appUrl(name, { ...params, key: bundle.key, appUUID: appUuid });
  const close = (kind: ReminderKind) => {
    dismissForToday(localStorage, kind, appUuid, today);
    setSeen((s) => ({ ...s, [kind]: true }));
  };

  const pending = data.pendingOrdersReminder;
  if (pending && !seen.pending && !blocked) {
    const to = routes.tracker ? url(routes.tracker, { status: 'pending' }) : url(list);
    return (
      <Dialog open maxWidth="xs" fullWidth aria-labelledby="pending-reminder-title">
        <DialogTitle id="pending-reminder-title">Pending orders</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>
            {pendingText(pending.pendingCount)} Please complete or cancel them before{' '}
            {dayText(pending.completeBy)}.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PENDING_RULE}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close('pending')}>Later</Button>
          <Button variant="contained" component={RouterLink} to={to} onClick={() => close('pending')}>
            View pending orders
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  // Today's advance orders are news, not a question: a notice above the page, never in the way.
  const advance = data.fetchAdvanceOrdersForToday;
  if (advance.length > 0 && !seen.advance && !(pending && !seen.pending)) {
    const open = (txn: string) => `${url(list)}?${new URLSearchParams({ txn })}`;
    const all = routes.tracker ? url(routes.tracker, { status: 'pending', filter: 'advance' }) : url(list);
    return (
      <Alert
        severity="info"
        role="status"
        aria-labelledby="advance-reminder-title"
        sx={{ mb: 2 }}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={all}
              onClick={() => close('advance')}
            >
              View advance orders
            </Button>
            <Button color="inherit" size="small" onClick={() => close('advance')}>
              Dismiss
            </Button>
          </Stack>
        }
      >
        <AlertTitle id="advance-reminder-title">Advance orders for today</AlertTitle>
        {advance.length === 1
          ? 'This order was placed for today: '
          : `These ${advance.length} orders were placed for today: `}
        {advance.map((o, i) => (
          <span key={o.uuid}>
            {i > 0 ? ', ' : null}
            <Link component={RouterLink} to={open(o.transactionNumber)} onClick={() => close('advance')}>
              {o.transactionNumber}
            </Link>
          </span>
        ))}
      </Alert>
    );
  }
  return null;
}
