import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { DeliveryAreaFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { areaRouteNames, REMOVE_QUESTION, REMOVED } from '../areaForm';
import { DeliveryAreaList } from '../components/DeliveryAreaList/DeliveryAreaList';
import { DeliveryAreaDeleteMutation, DeliveryAreasQuery } from '../graphql/deliveryAreas';

export const PAGE_SIZE = 20;

/** store-setup delivery-areas (every bundle's "…-delivery-areas"): where the store delivers, at what fee. */
export default function DeliveryAreasView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const names = areaRouteNames(info?.name);
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<DeliveryAreaFieldsFragment | null>(null);
  const [moreBusy, setMoreBusy] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(DeliveryAreasQuery, {
    variables: { appUuid, first: PAGE_SIZE },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [remove, { loading: removeBusy }] = useMutation(DeliveryAreaDeleteMutation);
  const connection = data?.deliveryAreas;
  const areas = connection?.edges.map((e) => e.node) ?? [];
  const create = () => route && names && void navigate(route.url(names.create));

  const confirmRemove = async () => {
    if (removing === null) return;
    try {
      await remove({ variables: { input: { uuid: removing.uuid } } });
      alert.success(REMOVED);
      await refetch();
    } catch (err) {
      alert.error(err);
    } finally {
      setRemoving(null);
    }
  };

  const loadMore = async () => {
    if (!connection?.pageInfo.endCursor) return;
    setMoreBusy(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          deliveryAreas: {
            ...fetchMoreResult.deliveryAreas,
            edges: [...(previous.deliveryAreas?.edges ?? []), ...fetchMoreResult.deliveryAreas.edges],
          },
        }),
      });
    } catch (err) {
      alert.error(err);
    } finally {
      setMoreBusy(false);
    }
  };

  let body: ReactNode;
  if (error && !connection) {
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (loading && !connection) {
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading delivery areas">
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={88} />
      </Stack>
    );
  } else if (areas.length === 0) {
    body = (
      <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <MapOutlined color="action" sx={{ fontSize: 40 }} />
        <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
          No delivery areas yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          Add the regions, provinces or cities you deliver to, with their fee and lead time. Customers outside
          every area cannot check out.
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={create}>
          Add delivery area
        </Button>
      </Card>
    );
  } else {
    body = (
      <>
        <DeliveryAreaList
          areas={areas}
          onEdit={(area) => route && names && void navigate(route.url(names.edit, { uuid: area.uuid }))}
          onRemove={setRemoving}
        />
        {connection?.pageInfo.hasNextPage ? (
          <Button onClick={() => void loadMore()} disabled={moreBusy} sx={{ alignSelf: 'center' }}>
            {moreBusy ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h1">{info?.title ?? 'Delivery Areas'}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Where you deliver, what it costs and how long it takes.
          </Typography>
        </Box>
        {areas.length > 0 ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={create} sx={{ flexShrink: 0 }}>
            Add
          </Button>
        ) : null}
      </Stack>
      {body}
      <ConfirmDialog
        open={removing !== null}
        title="Remove delivery area"
        message={REMOVE_QUESTION}
        detail={removing?.name}
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
