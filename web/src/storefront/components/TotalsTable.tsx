import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPeso } from '../../lib/money';
import type { Totals } from '../checkout';

/** Subtotal, delivery fee, tax and total. */
export function TotalsTable({ totals, deliveryNote }: { totals: Totals; deliveryNote?: string | undefined }) {
  const row = (label: string, amount: number, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 600 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 600 : 400 }} aria-label={label}>
        {formatPeso(amount)}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={0.5}>
      {row('Subtotal', totals.subtotal)}
      {row('Delivery fee', totals.deliveryFee)}
      {deliveryNote && (
        <Typography variant="caption" color="text.secondary">
          {deliveryNote}
        </Typography>
      )}
      {totals.tax > 0 && row('Tax', totals.tax)}
      {row('Total', totals.total, true)}
    </Stack>
  );
}
