import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { OrderAppQuery } from '../graphql/orders';
import { useOrderRoute } from '../hooks/useOrderRoute';
import { OrderDetailsPanel } from './OrderDetailsPanel';
import { OrderListPanel } from './OrderListPanel';

/**
 * Every bundle's order tracker (orders/:status/:filter?), order history and mall orders list. With
 * ?txn= the order's details open in place (the notification drawer links here); the list stays
 * mounted behind them, so Back returns to the same page, search and dates.
 */
export default function OrdersView() {
  const route = useOrderRoute();
  const app = useQuery(OrderAppQuery, { variables: { appUuid: route?.appUuid ?? '' }, skip: !route });
  if (!route) return null;
  const store = app.data?.fetchAppByUuid;
  return (
    <>
      <Box hidden={route.txn !== null}>
        <OrderListPanel route={route} exportable={store?.ordersExportable ?? false} />
      </Box>
      {route.txn ? <OrderDetailsPanel route={route} txn={route.txn} storeName={store?.name ?? ''} /> : null}
    </>
  );
}
