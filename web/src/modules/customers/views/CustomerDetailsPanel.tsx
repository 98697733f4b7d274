import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { softDisabled } from '../../../lib/a11y/softDisabled';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useManagerAccess } from '../../apps/hooks/useManagerAccess';
import { useKeysetPages } from '../../catalog/hooks/useKeysetPages';
import { rangeLabel } from '../../catalog/productList';
import { OrderCards, OrderTable } from '../../orders/components/OrderList/OrderRows';
import { CustomerProfile } from '../components/CustomerDetails/CustomerProfile';
import { CustomerTagsDialog } from '../components/CustomerTags/CustomerTagsDialog';
import { CustomerQuery } from '../graphql/customers';
import type { CustomerRoute } from '../hooks/useCustomerRoute';

export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

/** The customer of ?customer=: profile and totals, their orders (paged), and their conversation. */
export function CustomerDetailsPanel({ route, uuid }: { route: CustomerRoute; uuid: string }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pages = useKeysetPages(CUSTOMER_ORDERS_PAGE_SIZE);
  const [editingTags, setEditingTags] = useState(false);
  // Tags are the owner's and admins' to change (the server refuses anyone else).
  const { readOnly } = useManagerAccess(route.appUuid);
  const { data, loading, error, refetch } = useQuery(CustomerQuery, {
    variables: { appUuid: route.appUuid, uuid, first: pages.size, after: pages.after },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const customer = data?.customer;
  if (error && !customer) return <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!customer)
    return (
      <Stack spacing={2} aria-busy={loading} aria-label="Loading customer">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  const orders = customer.orders.edges.map((e) => e.node);
  const orderUrl = route.orderUrl ?? (() => route.detailsUrl(uuid));
  return (
    <Stack component="section" aria-label="Customer details" spacing={2} sx={{ maxWidth: 1100 }}>
      <CustomerProfile
        customer={customer}
        backUrl={route.detailsUrl(null)}
        conversationUrl={route.conversationUrl}
        onEditTags={readOnly ? undefined : () => setEditingTags(true)}
      />
      {editingTags && (
        <CustomerTagsDialog
          appUuid={route.appUuid}
          customer={customer}
          onClose={() => setEditingTags(false)}
        />
      )}
      <Card>
        <Typography variant="h4" component="h3" sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2 }}>
          Orders
        </Typography>
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          {orders.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
              No orders yet.
            </Typography>
          ) : phone ? (
            <OrderCards orders={orders} detailsUrl={orderUrl} />
          ) : (
            <OrderTable orders={orders} detailsUrl={orderUrl} />
          )}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}
        >
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" color="text.secondary" aria-label="Orders page">
            {rangeLabel(pages.page, pages.size, orders.length, customer.orders.totalCount)}
          </Typography>
          <Button size="small" {...softDisabled(!pages.hasPrevious || loading, pages.previous)}>
            Previous
          </Button>
          <Button
            size="small"
            {...softDisabled(!customer.orders.pageInfo.hasNextPage || loading, () =>
              pages.next(customer.orders.pageInfo.endCursor),
            )}
          >
            Next
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
