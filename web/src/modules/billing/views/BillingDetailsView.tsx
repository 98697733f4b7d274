import { useMutation, useQuery } from '@apollo/client/react';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDateTime, formatPeso } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import {
  BILL_STATUS_COLORS,
  chargeFailedText,
  EXTEND_TOOLTIP,
  EXTENDED,
  PAYMENT_SENT,
  PAYMENT_WAITING,
  periodText,
} from '../bills';
import { BillingDetailsQuery, BillingPayMutation, ExtendPaymentMutation } from '../graphql/bills';

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
  const alert = useAlert();
  const { uuid = '' } = useParams();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(BillingDetailsQuery, {
    variables: { uuid },
  });
  const bill = data?.billing;
  const [pay, { loading: paying }] = useMutation(BillingPayMutation);
  const [extend, { loading: extending }] = useMutation(ExtendPaymentMutation);
  const extendNow = async () => {
    try {
      await extend({ variables: { billingUuid: uuid } });
      alert.success(EXTENDED);
    } catch (err) {
      alert.error(err);
    }
  };
  // While the provider works on a payment, the bill is read again until it says how it went.
  const waiting = bill?.status === 'payment_submitted';
  useEffect(() => {
    if (waiting) startPolling(POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [waiting, startPolling, stopPolling]);
  const payNow = async () => {
    try {
      await pay({ variables: { billingUuid: uuid } });
      alert.success(PAYMENT_SENT);
    } catch (err) {
      alert.error(err);
    }
  };
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
        {bill ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ displayPrint: 'none', flexWrap: 'wrap' }}>
            {bill.payable && !bill.extended ? (
              <Tooltip title={EXTEND_TOOLTIP} describeChild>
                <Button variant="outlined" onClick={() => void extendNow()} disabled={extending}>
                  Extend Payment
                </Button>
              </Tooltip>
            ) : null}
            {bill.payable && bill.status === 'for_payment' ? (
              <Button variant="contained" onClick={() => void payNow()} disabled={paying}>
                Pay now
              </Button>
            ) : null}
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              onClick={() => window.print()}
              sx={{ displayPrint: 'none' }}
            >
              Print
            </Button>
          </Stack>
        ) : null}
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
          {waiting ? (
            <Alert severity="info" role="status">
              {PAYMENT_WAITING}
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
        </>
      )}
    </Stack>
  );
}
