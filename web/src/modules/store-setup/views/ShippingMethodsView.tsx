import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { findAppRoute } from '../../../bundles';
import type { ShippingMethodFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { useManagerAccess } from '../../apps/hooks/useManagerAccess';
import { ShippingCreditWidget, shippingTopUpKey, shippingTopUpRoute } from '../../billing';
import { ShippingMethodList } from '../components/ShippingMethodList/ShippingMethodList';
import { ShippingMethodDeleteMutation, ShippingMethodsQuery } from '../graphql/shippingMethods';
import { REMOVE_SHIPPING_METHOD_QUESTION, SHIPPING_METHOD_REMOVED } from '../messages';
import { shippingRouteNames } from '../storeSetupRoutes';

export const SHIPPING_PAGE_SIZE = 20;

/** *-shipping (Shipping Manager) of every bundle: the store's shipping methods. */
export default function ShippingMethodsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const names = route ? shippingRouteNames(route.key) : null;
  const editRoute = names?.edit;
  const alert = useAlert();
  const { readOnly } = useManagerAccess(appUuid);
  const [removing, setRemoving] = useState<ShippingMethodFieldsFragment | null>(null);
  const { data, loading, error, refetch, fetchMore } = useQuery(ShippingMethodsQuery, {
    variables: { appUuid, first: SHIPPING_PAGE_SIZE },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [remove, { loading: busy }] = useMutation(ShippingMethodDeleteMutation);
  const connection = data?.shippingMethods;
  const methods = connection?.edges.map((e) => e.node) ?? [];
  const canEdit = !readOnly && route !== null;
  // Shipping Credit (document 3 §2 screen 12) where the bundle has the courier top-up route.
  const topUp = route && names ? findAppRoute(route.key, shippingTopUpRoute(names.list)) : undefined;
  const topUpUrl =
    canEdit && topUp ? route.url(topUp.name, { uuid: shippingTopUpKey(appUuid, Date.now()) }) : undefined;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({
        variables: { input: { uuid: removing.uuid } },
        update: (cache) => {
          // Drop it from the loaded pages (fetchMore keeps them all under the first page's variables).
          cache.updateQuery(
            { query: ShippingMethodsQuery, variables: { appUuid, first: SHIPPING_PAGE_SIZE } },
            (current) =>
              current && {
                shippingMethods: {
                  ...current.shippingMethods,
                  edges: current.shippingMethods.edges.filter((e) => e.node.uuid !== removing.uuid),
                },
              },
          );
        },
      });
      alert.success(SHIPPING_METHOD_REMOVED);
    } catch (err) {
      alert.error(err);
    } finally {
      setRemoving(null);
    }
  };

  const loadMore = () =>
    void fetchMore({
      variables: { after: connection?.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        shippingMethods: {
          ...fetchMoreResult.shippingMethods,
          edges: [...prev.shippingMethods.edges, ...fetchMoreResult.shippingMethods.edges],
        },
      }),
    });

  let body: ReactNode;
  if (error && !connection)
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (loading && !connection)
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading shipping methods">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  else if (connection)
    body = (
      <>
        <ShippingMethodList
          methods={methods}
          {...(canEdit && editRoute ? { editUrl: (uuid: string) => route.url(editRoute, { uuid }) } : {})}
          {...(canEdit ? { onRemove: setRemoving } : {})}
        />
        {connection.pageInfo.hasNextPage ? (
          <Button onClick={loadMore} disabled={loading} sx={{ alignSelf: 'center' }}>
            Show more
          </Button>
        ) : null}
      </>
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1">{info?.title ?? 'Shipping Manager'}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            How customers get their orders: store pickup, a flat rate, per-area rates or a courier.
          </Typography>
        </Box>
        {canEdit && names?.create ? (
          <Button component={RouterLink} to={route.url(names.create)} variant="contained" startIcon={<Add />}>
            Add shipping method
          </Button>
        ) : null}
      </Stack>
      {topUp && appUuid ? (
        <ShippingCreditWidget appUuid={appUuid} {...(topUpUrl ? { topUpUrl } : {})} />
      ) : null}
      {body}
      <ConfirmDialog
        open={removing !== null}
        title="Remove shipping method"
        message={REMOVE_SHIPPING_METHOD_QUESTION}
        {...(removing ? { detail: removing.name } : {})}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
