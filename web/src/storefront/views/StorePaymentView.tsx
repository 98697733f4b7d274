import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorCode, errorMessage } from '../../lib/errors';
import { RetryAlert } from '../../lib/feedback/RetryAlert';
import { formatPeso } from '../../lib/format';
import { useMutation, useQuery } from '../../lib/graphqlFetch/react';
import { StoreOrderPaymentQuery, StoreOrderPaymentRetryMutation } from '../graphql/storefront';
import { useStore } from '../hooks/StoreContext';
import { attemptState, CHANNEL_LABELS, POLL_MS, providerPage } from '../onlinePayment';
import { Link, useNavigate, useParams } from '../router';
import { storeUrls } from '../urls';

/**
 * The return page of an online payment (/store/{appUuid}/pay/{attempt}): the provider sends the
 * customer back here, paid or not. It asks the server every 2 seconds until the provider's answer has
 * arrived, then says so in plain words; a failure offers Try again (a new attempt on the provider's page).
 */
export function StorePaymentView() {
  const store = useStore();
  const navigate = useNavigate();
  const { paymentUuid = '' } = useParams();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(StoreOrderPaymentQuery, {
    variables: { appUuid: store.uuid, uuid: paymentUuid },
    fetchPolicy: 'network-only',
  });
  const [retry, retrying] = useMutation(StoreOrderPaymentRetryMutation);
  const [retryError, setRetryError] = useState<string | null>(null);
  const payment = data?.storeOrderPayment;
  const state = payment ? attemptState(payment) : null;

  useEffect(() => {
    if (state === 'waiting') startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [state, startPolling, stopPolling]);

  if (!payment) {
    if (error && errorCode(error) === 'NOT_FOUND')
      return <Alert severity="warning">This payment was not found. Please check the link.</Alert>;
    if (error) return <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-hidden />
        <Typography>Loading your payment…</Typography>
      </Stack>
    );
  }

  const tryAgain = async () => {
    setRetryError(null);
    try {
      const { data: next } = await retry({ variables: { appUuid: store.uuid, uuid: payment.uuid } });
      const attempt = next?.storeOrderPaymentRetry;
      if (attempt?.checkoutUrl) providerPage.open(attempt.checkoutUrl);
      else if (attempt) await navigate(storeUrls.payment(store.uuid, attempt.uuid));
    } catch (err) {
      setRetryError(errorMessage(err));
    }
  };

  const channel = CHANNEL_LABELS[payment.channel];
  const orderLink = (
    <Button component={Link} to={storeUrls.order(store.uuid, payment.transactionNumber)}>
      Track my order
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto', py: 3 }}>
      <Typography variant="h5" component="h1">
        Payment for order <span style={{ whiteSpace: 'nowrap' }}>{payment.transactionNumber}</span>
      </Typography>
      <Typography>
        {formatPeso(payment.amount)} by {channel}
      </Typography>
      <div role="status" aria-live="polite">
        {state === 'paid' && (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h6" component="p">
              Payment received. Thank you!
            </Typography>
            <Typography color="text.secondary">
              Your order is paid. Keep your transaction number to check its status with your mobile number.
            </Typography>
          </Stack>
        )}
        {state === 'waiting' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Waiting for the payment provider to confirm your payment…</Typography>
          </Stack>
        )}
        {state === 'checking' && (
          <Alert severity="warning">
            <AlertTitle>We are checking your payment</AlertTitle>
            {payment.failureMessage}
          </Alert>
        )}
        {state === 'failed' && (
          <Alert severity="error">
            <AlertTitle>Your payment did not go through</AlertTitle>
            {payment.failureMessage} No money was taken for this attempt. Your order is saved.
          </Alert>
        )}
      </div>
      {retryError && <Alert severity="error">{retryError}</Alert>}
      {state === 'failed' && payment.canRetry && (
        <Button variant="contained" size="large" onClick={() => void tryAgain()} disabled={retrying.loading}>
          {retrying.loading ? 'Opening the payment page…' : 'Try again'}
        </Button>
      )}
      {state === 'waiting' && payment.checkoutUrl && (
        <Button variant="outlined" onClick={() => providerPage.open(payment.checkoutUrl ?? '')}>
          Go back to the payment page
        </Button>
      )}
      {orderLink}
    </Stack>
  );
}
