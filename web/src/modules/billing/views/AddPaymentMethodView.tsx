import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { PaymentMethodSetup } from '../components/PaymentMethodSetup';

/** add-payment-method: billing details when missing, a method, the provider's page, the callback's verdict. */
export default function AddPaymentMethodView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const navigate = useNavigate();
  const listUrl = route ? route.url('saved-payment-methods') : '/';
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{info?.title ?? 'Add Payment Method'}</Typography>
      {route ? (
        <PaymentMethodSetup
          appUuid={route.appUUID}
          mode="add"
          onDone={() => void navigate(listUrl)}
          doneLabel="Back to saved payment methods"
        />
      ) : null}
    </Stack>
  );
}
