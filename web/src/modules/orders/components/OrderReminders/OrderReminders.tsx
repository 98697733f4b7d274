import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
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
 * Inside an app with orders: the pending-orders reminder (on days 1 and 7 of the month, when the
 * server says so) and today's advance orders, one dialog at a time, each closed until tomorrow once
 * the merchant has seen it. Failures stay quiet: a reminder is never in the way.
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
  if (!routes || !list || blocked || !data) return null;
  const url = (name: AppRouteName, params: Omit<AppUrlParams, 'key' | 'appUUID'> = {}) =>
    appUrl(name, { ...params, key: bundle.key, appUUID: appUuid });
  const close = (kind: ReminderKind) => {
    dismissForToday(localStorage, kind, appUuid, today);
    setSeen((s) => ({ ...s, [kind]: true }));
  };

  const pending = data.pendingOrdersReminder;
  if (pending && !seen.pending) {
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

  const advance = data.fetchAdvanceOrdersForToday;
  if (advance.length > 0 && !seen.advance) {
    const open = (txn: string) => `${url(list)}?${new URLSearchParams({ txn })}`;
    const all = routes.tracker ? url(routes.tracker, { status: 'pending', filter: 'advance' }) : url(list);
    return (
      <Dialog open maxWidth="xs" fullWidth aria-labelledby="advance-reminder-title">
        <DialogTitle id="advance-reminder-title">Advance orders for today</DialogTitle>
        <DialogContent>
          <Typography>
            {advance.length === 1
              ? 'This order was placed for today:'
              : `These ${advance.length} orders were placed for today:`}
          </Typography>
          <List dense>
            {advance.map((o) => (
              <ListItem key={o.uuid} disableGutters>
                <Link component={RouterLink} to={open(o.transactionNumber)} onClick={() => close('advance')}>
                  {o.transactionNumber}
                </Link>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close('advance')}>Later</Button>
          <Button variant="contained" component={RouterLink} to={all} onClick={() => close('advance')}>
            View advance orders
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return null;
}
