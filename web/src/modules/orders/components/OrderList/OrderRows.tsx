import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { OrderListFieldsFragment } from '../../../../generated/graphql';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import { formatDate, formatDateTime, formatPeso } from '../../../../lib/format';
import { displayMobile } from '../../orderActions';
import { OrderChips } from './OrderChips';

export interface OrderRowsProps {
  orders: readonly OrderListFieldsFragment[];
  /** The order's details (?txn=). */
  detailsUrl: (txn: string) => string;
}

function TxnLink({
  order,
  detailsUrl,
}: {
  order: OrderListFieldsFragment;
  detailsUrl: OrderRowsProps['detailsUrl'];
}) {
  return (
    <Link
      component={RouterLink}
      to={detailsUrl(order.transactionNumber)}
      underline="hover"
      sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: '0.95rem' }}
    >
      {order.transactionNumber}
    </Link>
  );
}

const advanceNote = (order: OrderListFieldsFragment) =>
  order.advanceOrderDate
    ? `Advance order for ${formatDate(`${order.advanceOrderDate}T00:00:00+08:00`)}`
    : null;

/** The orders on a wide screen: transaction number, date, customer, total, status and payment. */
export function OrderTable({ orders, detailsUrl }: OrderRowsProps) {
  return (
    <TableRegion label="Orders">
      <Table size="small" aria-label="Orders">
        <TableHead>
          <TableRow>
            <TableCell>Transaction No.</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.uuid} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TxnLink order={order} detailsUrl={detailsUrl} />
                {advanceNote(order) ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {advanceNote(order)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdAt)}</TableCell>
              <TableCell sx={{ maxWidth: 180 }}>
                {/* One line a row: a long name is cut, whole in its tooltip. */}
                <Typography variant="body2" noWrap title={order.customerName}>
                  {order.customerName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {displayMobile(order.mobileNumber)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPeso(order.total)}
              </TableCell>
              {/* Both chips on one line: a row stays one row tall. */}
              <TableCell sx={{ '& > .MuiStack-root': { flexWrap: 'nowrap' } }}>
                <OrderChips status={order.status} paymentStatus={order.paymentStatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

/** The orders on a phone (390 px): one card per order, the same facts as the table. */
export function OrderCards({ orders, detailsUrl }: OrderRowsProps) {
  return (
    <List disablePadding aria-label="Orders">
      {orders.map((order) => (
        <ListItem key={order.uuid} divider sx={{ px: 2, py: 1.5 }}>
          <Stack spacing={0.75} sx={{ width: '100%', minWidth: 0 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
            >
              <TxnLink order={order} detailsUrl={detailsUrl} />
              <Typography sx={{ fontWeight: 600 }}>{formatPeso(order.total)}</Typography>
            </Stack>
            <Typography variant="body2" noWrap>
              {order.customerName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(order.createdAt)}
              {advanceNote(order) ? ` · ${advanceNote(order)}` : ''}
            </Typography>
            <Box>
              <OrderChips status={order.status} paymentStatus={order.paymentStatus} />
            </Box>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
