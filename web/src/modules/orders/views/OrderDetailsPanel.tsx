import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { OrderDetailsFieldsFragment } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatPeso } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useManagerAccess } from '../../apps/hooks/useManagerAccess';
import { CourierSection } from '../components/Courier/CourierSection';
import { OrderDetails } from '../components/OrderDetails/OrderDetails';
import { PackingSlip } from '../components/OrderDetails/PackingSlip';
import {
  OrderByTransactionNumberQuery,
  OrderPaymentStatusUpdateMutation,
  OrderRefundMutation,
  OrderStatusUpdateMutation,
} from '../graphql/orders';
import type { OrderRoute } from '../hooks/useOrderRoute';
import { ORDER_UPDATED, REFUND_ASKED } from '../messages';
import { type OrderAction, orderActions } from '../orderActions';

const REFRESH = ['Orders', 'OrderCounts'];

/** The order of ?txn=: its details, the allowed moves (cancel and refunds asked first), the packing slip. */
export function OrderDetailsPanel({
  route,
  txn,
  storeName,
}: {
  route: OrderRoute;
  txn: string;
  storeName: string;
}) {
  const alert = useAlert();
  const { readOnly } = useManagerAccess(route.appUuid);
  const [confirming, setConfirming] = useState<OrderAction | null>(null);
  const [printing, setPrinting] = useState(false);
  const variables = { appUuid: route.appUuid, transactionNumber: txn };
  const { data, loading, error, refetch } = useQuery(OrderByTransactionNumberQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  // Orders are not normalised (no id field): the moved order replaces the one this screen shows.
  const show = (cache: ApolloCache, moved: OrderDetailsFieldsFragment | undefined) => {
    if (moved)
      cache.writeQuery({
        query: OrderByTransactionNumberQuery,
        variables,
        data: { orderByTransactionNumber: moved },
      });
  };
  const [moveStatus, statusState] = useMutation(OrderStatusUpdateMutation, {
    refetchQueries: REFRESH,
    update: (cache, result) => show(cache, result.data?.orderStatusUpdate),
  });
  const [movePayment, paymentState] = useMutation(OrderPaymentStatusUpdateMutation, {
    refetchQueries: REFRESH,
    update: (cache, result) => show(cache, result.data?.orderPaymentStatusUpdate),
  });
  const [refund, refundState] = useMutation(OrderRefundMutation, {
    refetchQueries: REFRESH,
    update: (cache, result) => show(cache, result.data?.orderRefund),
  });
  const busy = statusState.loading || paymentState.loading || refundState.loading;
  const order = data?.orderByTransactionNumber;
  const backUrl = route.detailsUrl(null);

  const run = async (action: OrderAction) => {
    setConfirming(null);
    if (!order) return;
    try {
      if (action.kind === 'status')
        await moveStatus({ variables: { input: { uuid: order.uuid, status: action.to } } });
      else if (action.kind === 'refund') {
        await refund({ variables: { input: { uuid: order.uuid } } });
        alert.success(REFUND_ASKED);
        return;
      } else await movePayment({ variables: { input: { uuid: order.uuid, paymentStatus: action.to } } });
      alert.success(ORDER_UPDATED);
    } catch (e) {
      alert.error(e);
      void refetch();
    }
  };

  if (!order) {
    if (error)
      return (
        <Card sx={{ maxWidth: 1100, p: { xs: 2, sm: 3 } }}>
          {errorCode(error) === 'NOT_FOUND' ? (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                We could not find order {txn} in this store. Check the transaction number, or look for it in
                the list.
              </Typography>
              <Button component={RouterLink} to={backUrl} variant="outlined">
                Back to orders
              </Button>
            </Stack>
          ) : (
            <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
          )}
        </Card>
      );
    return (
      <Card sx={{ maxWidth: 1100, p: 3 }} aria-busy={loading} aria-label="Loading order">
        <Stack spacing={1.5}>
          <Skeleton variant="text" width="40%" height={40} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </Card>
    );
  }

  return (
    <>
      <OrderDetails
        order={order}
        actions={orderActions({
          ...order,
          refundable: order.canRefund ? formatPeso(order.total) : null,
        })}
        busy={busy}
        onAction={(action) => (action.confirm ? setConfirming(action) : void run(action))}
        onPrint={() => setPrinting(true)}
        backUrl={backUrl}
      />
      {order.fulfillment === 'delivery' ? (
        <CourierSection
          orderUuid={order.uuid}
          appUuid={route.appUuid}
          canBook={!readOnly && order.status !== 'cancelled' && order.status !== 'completed'}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.confirm?.title ?? ''}
        message={confirming?.confirm?.message ?? ''}
        confirmLabel={confirming?.confirm?.confirmLabel}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
      <PackingSlip
        open={printing}
        storeName={storeName}
        order={order}
        onPrint={() => window.print()}
        onClose={() => setPrinting(false)}
      />
    </>
  );
}
