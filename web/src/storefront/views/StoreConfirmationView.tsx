import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPeso } from '../../lib/format';
import { useStore } from '../hooks/StoreContext';
import { payByText } from '../orderStatus';
import { type DiscountRow, discountRows, minusPeso } from '../promotions';
import { Link, useLocation, useParams } from '../router';
import { storeUrls } from '../urls';

const isDiscount = (d: unknown): d is { title: string; code: string | null; amount: number } =>
  typeof d === 'object' &&
  d !== null &&
  typeof (d as { title?: unknown }).title === 'string' &&
  typeof (d as { amount?: unknown }).amount === 'number';

const placedOf = (state: unknown) => {
  const placed = (state as { placed?: { total?: unknown; payBy?: unknown; discounts?: unknown } } | null)
    ?.placed;
  return {
    total: typeof placed?.total === 'number' ? placed.total : null,
    payBy: typeof placed?.payBy === 'string' ? placed.payBy : null,
    discounts: Array.isArray(placed?.discounts) ? discountRows(placed.discounts.filter(isDiscount)) : [],
  };
};

/** After checkout: the transaction number to keep, and the way to the order's status page. */
export function StoreConfirmationView() {
  const store = useStore();
  const { transactionNumber = '' } = useParams();
  const { total, payBy, discounts } = placedOf(useLocation().state);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4, maxWidth: 480, mx: 'auto' }}>
      <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1">
        Thank you for your order!
      </Typography>
      <Typography>Your transaction number is</Typography>
      <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace' }} aria-label="Transaction number">
        {transactionNumber}
      </Typography>
      {total !== null && discounts.length > 0 && (
        <Stack component="ul" aria-label="Discounts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {discounts.map((d: DiscountRow) => (
            <Typography component="li" key={d.label}>
              {d.label} {minusPeso(d.amount)}
            </Typography>
          ))}
        </Stack>
      )}
      {total !== null && <Typography>Total: {formatPeso(total)}</Typography>}
      {payBy !== null && (
        <Alert severity="warning" sx={{ textAlign: 'left' }}>
          {payByText(payBy)} You can send it from your order page.
        </Alert>
      )}
      <Typography color="text.secondary">
        Keep this number. You can check your order's status with it and your mobile number.
      </Typography>
      <Button component={Link} to={storeUrls.order(store.uuid, transactionNumber)} variant="contained">
        Track my order
      </Button>
      <Button component={Link} to={storeUrls.home(store.uuid)}>
        Continue shopping
      </Button>
    </Stack>
  );
}
