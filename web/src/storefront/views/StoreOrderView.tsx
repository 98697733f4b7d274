import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { StoreOrderFieldsFragment } from '../../generated/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { formatDateTime, formatPeso } from '../../lib/format';
import { PhMobileField } from '../../lib/forms/PhMobileField';
import { useLazyQuery, useMutation } from '../../lib/graphqlFetch/react';
import { isValidPhMobile, toContactNumber } from '../../lib/phone';
import { invalid, required } from '../../lib/validation';
import { PAYMENT_LABELS } from '../checkout';
import { OrderDepositSlip } from '../components/OrderDepositSlip';
import { StoreOrderCourier } from '../components/StoreOrderCourier';
import { StoreOrderDepositSlipMutation, StoreOrderQuery } from '../graphql/storefront';
import { useStore } from '../hooks/StoreContext';
import { useDepositSlip } from '../hooks/useDepositSlip';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, paymentNote } from '../orderStatus';
import { discountRows, minusPeso } from '../promotions';
import { Link, useParams } from '../router';
import { storeUrls } from '../urls';

/**
 * The customer's order page: the order's mobile number opens its status and payment status, and
 * the deposit slip the store awaits (a first one, or a new one) can be sent from here.
 */
export function StoreOrderView() {
  const store = useStore();
  const { transactionNumber = '' } = useParams();
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [load, { data, loading, error, variables }] = useLazyQuery(StoreOrderQuery);
  const [sendSlip] = useMutation(StoreOrderDepositSlipMutation);
  const slip = useDepositSlip(store.uuid);
  // The order as the deposit slip left it (the store's answer to storeOrderDepositSlip).
  const [updated, setUpdated] = useState<StoreOrderFieldsFragment | null>(null);
  const order = updated ?? data?.storeOrder;

  const send = async (depositSlipUuid: string): Promise<string | null> => {
    try {
      const { data: sent } = await sendSlip({
        variables: {
          appUuid: store.uuid,
          transactionNumber,
          mobileNumber: variables?.mobile ?? toContactNumber(mobile),
          depositSlipUuid,
        },
      });
      if (sent) setUpdated(sent.storeOrderDepositSlip);
      return null;
    } catch (failure) {
      return errorMessage(failure);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message =
      mobile.trim() === ''
        ? required('Mobile Number')
        : isValidPhMobile(mobile)
          ? null
          : invalid('Mobile Number');
    setProblem(message);
    if (!message)
      void load({
        variables: { appUuid: store.uuid, transactionNumber, mobile: toContactNumber(mobile) },
      }).catch(() => undefined);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Order {transactionNumber}
      </Typography>
      {!order && (
        <Card component="form" noValidate onSubmit={submit} sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography>Enter the mobile number you ordered with to see this order.</Typography>
            <PhMobileField
              required
              fullWidth
              value={mobile}
              onChange={setMobile}
              error={Boolean(problem)}
              helperText={problem}
            />
            {error && (
              <Alert severity={errorCode(error) === 'NOT_FOUND' ? 'warning' : 'error'}>
                {errorCode(error) === 'NOT_FOUND'
                  ? 'We could not find an order with this number and mobile number.'
                  : errorMessage(error)}
              </Alert>
            )}
            <Button type="submit" variant="contained" disabled={loading}>
              Show my order
            </Button>
          </Stack>
        </Card>
      )}
      {order && (
        <Card sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip
                label={`Order: ${ORDER_STATUS_LABELS[order.status]}`}
                color="primary"
                aria-label="Order status"
              />
              <Chip
                label={`Payment: ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`}
                aria-label="Payment status"
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Placed {formatDateTime(order.createdAt)} · {PAYMENT_LABELS[order.paymentMethod]} ·{' '}
              {order.fulfillment === 'pickup' ? 'Pickup' : 'Delivery'}
            </Typography>
            {order.advanceOrderDate && (
              <Typography variant="body2">Ordered for {order.advanceOrderDate}</Typography>
            )}
            {paymentNote(order) && (
              <Alert role="status" severity={order.paymentStatus === 'for_reupload' ? 'warning' : 'info'}>
                {paymentNote(order)}
              </Alert>
            )}
            <OrderDepositSlip
              depositSlipUrl={order.depositSlipUrl}
              canUpload={order.canUploadDepositSlip}
              slip={slip}
              onSend={send}
            />
            {order.latestPayment && order.paymentStatus === 'pay_pending' && (
              <Button
                component={Link}
                to={storeUrls.payment(store.uuid, order.latestPayment.uuid)}
                variant="contained"
              >
                {order.latestPayment.canRetry ? 'Pay now' : 'See my payment'}
              </Button>
            )}
            <Divider />
            {order.items.map((item) => (
              <Stack key={item.uuid} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">
                  {item.variantName === 'Default'
                    ? item.productName
                    : `${item.productName} (${item.variantName})`}{' '}
                  × {item.quantity}
                  {item.addOns.map((a) => ` + ${a.name} × ${a.quantity}`).join('')}
                </Typography>
                <Typography variant="body2">{formatPeso(item.lineTotal)}</Typography>
              </Stack>
            ))}
            <Divider />
            {(
              [
                ['Subtotal', formatPeso(order.subtotal)],
                ...(order.discounts.length > 0
                  ? discountRows(order.discounts).map((d) => [d.label, minusPeso(d.amount)] as const)
                  : order.discount > 0
                    ? [['Discount', minusPeso(order.discount)] as const]
                    : []),
                ...(order.deliveryFee !== 0
                  ? [['Delivery fee', formatPeso(order.deliveryFee)] as const]
                  : []),
                ...(order.tax !== 0 ? [['Tax', formatPeso(order.tax)] as const] : []),
                ['Total', formatPeso(order.total)],
              ] as const
            ).map(([label, amount]) => (
              <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: label === 'Total' ? 600 : 400 }}>{label}</Typography>
                <Typography sx={{ fontWeight: label === 'Total' ? 600 : 400 }} aria-label={label}>
                  {amount}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
      {order && order.fulfillment === 'delivery' && variables?.mobile ? (
        <StoreOrderCourier
          appUuid={store.uuid}
          transactionNumber={transactionNumber}
          mobile={variables.mobile}
        />
      ) : null}
    </Stack>
  );
}
