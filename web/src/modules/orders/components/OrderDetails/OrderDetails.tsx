import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { OrderDetailsFieldsFragment } from '../../../../generated/graphql';
import { formatDate, formatDateTime, formatPeso } from '../../../../lib/format';
import {
  displayMobile,
  FULFILLMENT_LABELS,
  type OrderAction,
  PAYMENT_METHOD_LABELS,
} from '../../orderActions';
import { OrderChips } from '../OrderList/OrderChips';
import { DepositSlip } from './DepositSlip';
import { OrderItems, OrderTimeline, OrderTotals } from './OrderSections';

export interface OrderDetailsProps {
  order: OrderDetailsFieldsFragment;
  actions: readonly OrderAction[];
  busy: boolean;
  onAction: (action: OrderAction) => void;
  onPrint: () => void;
  backUrl: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Typography variant="h4" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Where a refund of an online payment stands, in the merchant's words. */
export function refundText(refund: {
  amount: number;
  status: string;
  failureMessage?: string | null;
}): string {
  const amount = formatPeso(refund.amount);
  if (refund.status === 'succeeded') return `${amount} refunded`;
  if (refund.status === 'failed')
    return `${amount} not refunded: ${refund.failureMessage ?? 'the provider refused it'}`;
  return `${amount} on its way back to the customer (waiting for the payment provider)`;
}

/** Suki's fee for the order, on the store's monthly bill (never the customer's): ₱0.00 until completed. */
export function transactionFeeText(fee: number): string {
  return fee > 0
    ? `${formatPeso(fee)} on your monthly Suki bill`
    : `${formatPeso(0)} (charged once completed)`;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 130, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** One order: who, what, how much, where it is, and the moves it may make next. */
export function OrderDetails({ order, actions, busy, onAction, onPrint, backUrl }: OrderDetailsProps) {
  return (
    <Card sx={{ maxWidth: 1100 }}>
      <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Button
              component={RouterLink}
              to={backUrl}
              size="small"
              startIcon={<ArrowBackOutlined />}
              sx={{ alignSelf: 'flex-start', ml: -1 }}
            >
              Back to orders
            </Button>
            <Typography variant="h3" component="h2">
              Order {order.transactionNumber}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Placed {formatDateTime(order.createdAt)}
              {order.advanceOrderDate
                ? ` · Advance order for ${formatDate(`${order.advanceOrderDate}T00:00:00+08:00`)}`
                : ''}
            </Typography>
            <OrderChips status={order.status} paymentStatus={order.paymentStatus} />
          </Stack>
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={onPrint} sx={{ flexShrink: 0 }}>
            Print packing slip
          </Button>
        </Stack>

        {actions.length > 0 ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            aria-label="Order actions"
            role="group"
          >
            {actions.map((action) => (
              <Button
                key={`${action.kind}-${action.to}`}
                variant={action.danger ? 'outlined' : 'contained'}
                color={action.danger ? 'error' : 'primary'}
                disabled={busy}
                onClick={() => onAction(action)}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            This order is closed: there is nothing more to do with it.
          </Typography>
        )}

        <Divider />
        <Section title="Items">
          <OrderItems items={order.items} />
          <OrderTotals order={order} />
        </Section>
        <Divider />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
            <Section title="Customer">
              <Fact label="Name" value={order.customerName} />
              <Fact label="Mobile number" value={displayMobile(order.mobileNumber)} />
            </Section>
            <Section title="Delivery">
              <Fact label="Method" value={FULFILLMENT_LABELS[order.fulfillment]} />
              {order.fulfillment === 'delivery' ? (
                <Fact label="Address" value={order.deliveryAddress || 'No address given'} />
              ) : null}
              {order.remarks ? <Fact label="Remarks" value={order.remarks} /> : null}
            </Section>
            <Section title="Payment">
              <Fact label="Method" value={PAYMENT_METHOD_LABELS[order.paymentMethod]} />
              {order.paymentStatusUpdatedAt ? (
                <Fact label="Last updated" value={formatDateTime(order.paymentStatusUpdatedAt)} />
              ) : null}
              {order.payBy ? (
                <Fact label="Cancelled if unpaid by" value={formatDateTime(order.payBy)} />
              ) : null}
              {order.depositSlipUrl ? <DepositSlip url={order.depositSlipUrl} /> : null}
              {order.refund ? <Fact label="Refund" value={refundText(order.refund)} /> : null}
              <Fact label="Transaction fee" value={transactionFeeText(order.transactionFee)} />
            </Section>
          </Stack>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Section title="Timeline">
              <OrderTimeline
                timeline={order.timeline}
                autoConfirmedAt={order.autoConfirmedAt}
                expiredAt={order.expiredAt}
              />
            </Section>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
