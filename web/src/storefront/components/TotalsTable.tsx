import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPeso } from '../../lib/money';
import type { Totals } from '../checkout';
import { type DiscountRow, minusPeso } from '../promotions';

export interface TotalsTableProps {
  totals: Totals;
  /** Each discount the server priced ("Discount · PAYDAY", an automatic one by its title). */
  discounts?: readonly DiscountRow[];
  deliveryNote?: string | undefined;
  /** Said under the total when these are the page's own estimate (the quote is loading or failed). */
  estimateNote?: string | null | undefined;
  /** The delivery fee as text when it is not known yet ("At checkout"). */
  deliveryText?: string | undefined;
}

/** Subtotal, each discount, delivery fee, tax and total (never below zero). */
export function TotalsTable({
  totals,
  discounts = [],
  deliveryNote,
  estimateNote,
  deliveryText,
}: TotalsTableProps) {
  const row = (label: string, amount: string, strong = false) => (
    <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Typography sx={{ fontWeight: strong ? 600 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 600 : 400, whiteSpace: 'nowrap' }} aria-label={label}>
        {amount}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={0.5}>
      {row('Subtotal', formatPeso(totals.subtotal))}
      {discounts.map((d) => row(d.label, minusPeso(d.amount)))}
      {row('Delivery fee', deliveryText ?? formatPeso(totals.deliveryFee))}
      {deliveryNote && (
        <Typography variant="caption" color="text.secondary">
          {deliveryNote}
        </Typography>
      )}
      {totals.tax > 0 && row('Tax', formatPeso(totals.tax))}
      {row('Total', formatPeso(Math.max(0, totals.total)), true)}
      {estimateNote && (
        <Typography variant="body2" color="text.secondary">
          {estimateNote}
        </Typography>
      )}
    </Stack>
  );
}
