import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { AnnouncementFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { CatalogListCard } from '../../catalog/components/CatalogListCard/CatalogListCard';
import { useKeysetPages } from '../../catalog/hooks/useKeysetPages';
import { rangeLabel } from '../../catalog/productList';
import { AnnouncementRows } from '../components/AnnouncementRows';
import {
  AnnouncementDeleteMutation,
  AnnouncementEndMutation,
  AnnouncementsQuery,
} from '../graphql/announcements';
import { ANNOUNCEMENT_ROUTES } from '../routes.names';

type Action = { kind: 'end' | 'delete'; announcement: AnnouncementFieldsFragment };

/** Store Announcement Manager: the store's banners, newest first, with Edit, End and Delete. */
export default function AnnouncementsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const pages = useKeysetPages();
  const [action, setAction] = useState<Action | null>(null);
  const { data, loading, error, refetch } = useQuery(AnnouncementsQuery, {
    variables: { appUuid, first: pages.size, after: pages.after },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [end, ending] = useMutation(AnnouncementEndMutation);
  const [remove, removing] = useMutation(AnnouncementDeleteMutation);
  if (!route) return null;
  const connection = data?.storeAnnouncements;
  const announcements = (connection?.edges ?? []).map((e) => e.node);
  const createUrl = route.url(ANNOUNCEMENT_ROUTES.create);
  const broadcastUrl = `${route.url(ANNOUNCEMENT_ROUTES.broadcast)}?broadcast=new`;

  const confirm = async () => {
    if (!action) return;
    const variables = { appUuid, uuid: action.announcement.uuid };
    try {
      if (action.kind === 'end') await end({ variables });
      else await remove({ variables });
      alert.success(action.kind === 'end' ? 'Announcement ended' : 'Announcement deleted');
      setAction(null);
      void refetch();
    } catch (err) {
      alert.error(errorMessage(err));
    }
  };

  return (
    <Stack spacing={2}>
      <CatalogListCard
        title={info?.title ?? 'Store Announcement Manager'}
        createLabel="Create Store Announcement"
        createUrl={connection && announcements.length === 0 ? null : createUrl}
        loading={loading && !connection}
        error={error && !connection ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        isEmpty={announcements.length === 0}
        empty={
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography>No announcements yet.</Typography>
            <Typography color="text.secondary">
              Put a banner at the top of your store: a sale, new arrivals, or the days you are closed.
              Schedule it ahead; it shows from its start until its end.
            </Typography>
            <Button component={RouterLink} to={createUrl} variant="contained" startIcon={<AddOutlined />}>
              Create your first announcement
            </Button>
          </Stack>
        }
        pageSize={pages.size}
        onPageSizeChange={pages.setSize}
        page={pages.page}
        summary={
          connection
            ? rangeLabel(pages.page, pages.size, announcements.length, connection.totalCount)
            : undefined
        }
        hasPrevious={pages.hasPrevious}
        hasNext={connection?.pageInfo.hasNextPage ?? false}
        onPrevious={pages.previous}
        onNext={() => pages.next(connection?.pageInfo.endCursor)}
      >
        <AnnouncementRows
          announcements={announcements}
          editUrl={(a) => route.url(ANNOUNCEMENT_ROUTES.edit, { uuid: a.uuid })}
          onEnd={(a) => setAction({ kind: 'end', announcement: a })}
          broadcastUrl={broadcastUrl}
          onDelete={(a) => setAction({ kind: 'delete', announcement: a })}
        />
      </CatalogListCard>
      <ConfirmDialog
        open={action !== null}
        title={action?.kind === 'end' ? 'End this announcement?' : 'Delete this announcement?'}
        message={
          action?.kind === 'end'
            ? 'Your store stops showing the banner now.'
            : 'It is removed for good; if it is showing, your store stops showing it.'
        }
        confirmLabel={action?.kind === 'end' ? 'End' : 'Delete'}
        busyLabel={action?.kind === 'end' ? 'Ending…' : 'Deleting…'}
        busy={ending.loading || removing.loading}
        onCancel={() => setAction(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
