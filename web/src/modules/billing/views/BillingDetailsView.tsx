import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDateTime, formatPeso } from '../../../lib/format';
import {
  BILL_STATUS_COLORS,
  chargeFailedText,
  DEACTIVATION_NOTICE,
  PAYMENT_WAITING,
  periodText,
  SLIP_WAITING,
} from '../bills';
import { BillActions } from '../components/BillActions';
import { DepositSlips } from '../components/DepositSlips';
import { BillingDetailsQuery } from '../graphql/bills';

const POLL_MS = 2_000;

/** One line of the invoice: words on the left, an amount on the right. */
function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {formatPeso(amount)}
      </Typography>
    </Stack>
  );
}

/** billing-details: a bill as a printable invoice, with the orders its transaction fees count. */
export default function BillingDetailsView() {
  const info = useScreenInfo();
  const { uuid = '', appUUID = '' } = useParams();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(BillingDetailsQuery, {
    variables: { uuid },
  });
  const bill = data?.billing;
  // While the provider works on a payment, the bill is read again until it says how it went.
  const waiting = bill?.status === 'payment_submitted';
  useEffect(() => {
    if (waiting) startPolling(POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [waiting, startPolling, stopPolling]);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h1">
          {bill ? `Bill ${bill.referenceNumber}` : (info?.title ?? 'Billing Details')}
        </Typography>
        {bill ? <BillActions appUuid={appUUID} bill={bill} /> : null}
      </Stack>
      {error && !bill ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !bill ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading the bill" />
      ) : (
        <>
          {bill.chargeFailureCode && bill.status === 'for_payment' ? (
            <Alert severity="error">{chargeFailedText(bill.chargeFailureCode)}</Alert>
          ) : null}
          {bill.overdueSince && bill.status === 'for_payment' ? (
            <Alert severity="error">
              This bill was due on {bill.overdueSince}. {DEACTIVATION_NOTICE}
            </Alert>
          ) : null}
          {waiting ? (
            <Alert severity="info" role="status">
              {bill.depositSlips[0]?.status === 'submitted' ? SLIP_WAITING : PAYMENT_WAITING}
            </Alert>
          ) : null}
          <Card component="article" aria-label={`Bill ${bill.referenceNumber}`} sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between' }}
            >
              <Stack spacing={0.5}>
                <Typography>
                  Billing period: {periodText(bill.billingPeriodStartAt, bill.billingPeriodEndAt)}
                </Typography>
                <Typography>Due: {bill.billingPeriodDueAt}</Typography>
                <Typography>Plan: {bill.planDisplayName}</Typography>
              </Stack>
              <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
                <Chip
                  label={bill.carried ? 'Carried to next bill' : bill.statusLabel}
                  color={bill.carried ? 'default' : BILL_STATUS_COLORS[bill.status]}
                  variant={bill.carried ? 'outlined' : 'filled'}
                />
                {bill.paymentReceivedAt ? (
                  <Typography variant="body2" color="text.secondary">
                    Paid {formatDateTime(bill.paymentReceivedAt)}
                  </Typography>
                ) : null}
              </Stack>
            </Stack>
            <Divider sx={{ my: 2 }} />
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
              Charges
            </Typography>
            {bill.details.map((d) => (
              <Line key={d.uuid} label={d.description} amount={d.amount} />
            ))}
            <Divider sx={{ my: 1 }} />
            <Line label="Total" amount={bill.totalPayableAmount} strong />
            {bill.collected > 0 ? <Line label="Paid" amount={bill.collected} /> : null}
            <Line label="Amount due" amount={bill.accumulatedAmount} strong />
            <Divider sx={{ my: 2 }} />
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
              Orders charged ({bill.transactions})
            </Typography>
            {bill.ordersBaseOnConvenienceFee.length === 0 ? (
              <Typography color="text.secondary">No completed orders in this period.</Typography>
            ) : (
              <Typography
                component="p"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontSize: '0.875rem' }}
              >
                {bill.ordersBaseOnConvenienceFee.map((o) => o.transactionNumber).join(', ')}
              </Typography>
            )}
          </Card>
          <DepositSlips slips={bill.depositSlips} />
        </>
      )}
    </Stack>
  );
}
