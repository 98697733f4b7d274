import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation, useParams } from 'react-router';
import { formatPeso } from '../../lib/format';
import { useStore } from '../hooks/StoreContext';
import { storeUrls } from '../urls';

const placedTotal = (state: unknown): number | null => {
  const placed = (state as { placed?: { total?: unknown } } | null)?.placed;
  return typeof placed?.total === 'number' ? placed.total : null;
};

/** After checkout: the transaction number to keep, and the way to the order's status page. */
export function StoreConfirmationView() {
  const store = useStore();
  const { transactionNumber = '' } = useParams();
  const total = placedTotal(useLocation().state);
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
      {total !== null && <Typography>Total: {formatPeso(total)}</Typography>}
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
