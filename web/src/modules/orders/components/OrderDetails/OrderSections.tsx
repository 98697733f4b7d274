import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderDetailsFieldsFragment } from '../../../../generated/graphql';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import { formatDateTime, formatPeso } from '../../../../lib/format';
import { itemName } from '../../orderActions';
import { timelineLines } from '../../orderTimeline';

type Order = OrderDetailsFieldsFragment;

/** The lines as sold: product and variant, add-ons, unit price, quantity, line total. */
export function OrderItems({ items }: { items: Order['items'] }) {
  if (items.length === 0) return <Typography color="text.secondary">This order has no items.</Typography>;
  return (
    <TableRegion label="Items">
      <Table size="small" aria-label="Items">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.uuid}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {itemName(item)}
                </Typography>
                {item.addOns.map((a) => (
                  <Typography key={a.name} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    + {a.name} × {a.quantity} ({formatPeso(a.price)})
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right">{formatPeso(item.unitPrice)}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatPeso(item.lineTotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

/** Subtotal, fees, tax and discounts (those that apply, one line per promotion), and the total. */
export function OrderTotals({ order }: { order: Order }) {
  const rows: [string, number][] = [
    ['Subtotal', order.subtotal],
    ['Delivery fee', order.deliveryFee],
    ['Tax', order.tax],
  ];
  // Each promotion the order took (title, code), else the one discount figure.
  if (order.discounts.length > 0)
    for (const d of order.discounts) rows.push([d.code ? `${d.title} (${d.code})` : d.title, -d.amount]);
  else if (order.discount > 0) rows.push(['Discount', -order.discount]);
  if (order.convenienceFee > 0) rows.push(['Convenience fee', order.convenienceFee]);
  return (
    <Stack spacing={0.5} sx={{ alignSelf: 'flex-end', width: { xs: '100%', sm: 300 } }} aria-label="Totals">
      {rows.map(([label, amount]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2">{formatPeso(amount)}</Typography>
        </Stack>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatPeso(order.total)}</Typography>
      </Stack>
    </Stack>
  );
}

/**
 * When the order entered each status and what became of each Messenger update to the customer, oldest
 * first; an update that did not reach them reads as a warning.
 */
export function OrderTimeline({
  timeline,
  autoConfirmedAt,
  expiredAt,
}: {
  timeline: Order['timeline'];
  autoConfirmedAt: string | null;
  expiredAt: string | null;
}) {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }} aria-label="Order timeline">
      {timelineLines(timeline, { autoConfirmedAt, expiredAt }).map((line) => (
        <li key={line.key} data-tone={line.tone}>
          {line.tone === 'status' ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {line.text}
            </Typography>
          ) : (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
              {line.tone === 'warning' ? (
                <WarningAmberOutlined fontSize="small" color="warning" aria-hidden />
              ) : (
                <ChatBubbleOutlineOutlined fontSize="small" color="action" aria-hidden />
              )}
              <Typography
                variant="body2"
                sx={{ color: line.tone === 'warning' ? 'warning.dark' : 'text.secondary' }}
              >
                {line.text}
              </Typography>
            </Stack>
          )}
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(line.at)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
