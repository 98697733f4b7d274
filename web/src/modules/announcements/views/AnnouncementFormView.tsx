import { useMutation, useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { StoreAnnouncementInput } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { AnnouncementForm } from '../components/AnnouncementForm';
import {
  AnnouncementCreateMutation,
  AnnouncementQuery,
  AnnouncementUpdateMutation,
} from '../graphql/announcements';
import { ANNOUNCEMENT_ROUTES } from '../routes.names';

/** Create or edit a store announcement (ecommerce-store-announcements-new / -edit). */
export function AnnouncementFormView({ mode }: { mode: 'create' | 'edit' }) {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const { uuid = '' } = useParams();
  const alert = useAlert();
  const navigate = useNavigate();
  const existing = useQuery(AnnouncementQuery, {
    variables: { appUuid, uuid },
    skip: mode === 'create' || uuid === '' || appUuid === '',
  });
  const [create] = useMutation(AnnouncementCreateMutation);
  const [update] = useMutation(AnnouncementUpdateMutation);
  const backToList = () => void navigate(route ? route.url(ANNOUNCEMENT_ROUTES.list) : '/');

  const save = async (input: StoreAnnouncementInput) => {
    if (mode === 'create') await create({ variables: { appUuid, input } });
    else await update({ variables: { appUuid, uuid, input } });
    alert.success(
      mode === 'create' ? 'Announcement Successfully created!' : 'Announcement Successfully updated!',
    );
    backToList();
  };

  const announcement = existing.data?.storeAnnouncement ?? null;
  let body: ReactNode;
  if (mode === 'create')
    body = (
      <AnnouncementForm
        appUuid={appUuid}
        announcement={null}
        submitLabel="Create"
        onSubmit={save}
        onCancel={backToList}
      />
    );
  else if (existing.error && !announcement)
    body = <RetryAlert message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  else if (!announcement)
    body = <Skeleton variant="rounded" height={360} aria-busy="true" aria-label="Loading announcement" />;
  else
    body = (
      <AnnouncementForm
        key={announcement.uuid}
        appUuid={appUuid}
        announcement={announcement}
        submitLabel="Save"
        onSubmit={save}
        onCancel={backToList}
      />
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h1">{info?.title ?? 'Store Announcement'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          A banner at the top of your store for sales, new arrivals or closing days. Dates are in Manila time.
        </Typography>
      </div>
      {body}
    </Stack>
  );
}

export const AnnouncementCreateView = () => <AnnouncementFormView mode="create" />;
export const AnnouncementEditView = () => <AnnouncementFormView mode="edit" />;
