import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { usePsgcBrowser } from '../../../lib/psgc/usePsgcBrowser';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import {
  AREA_FIELDS,
  type AreaField,
  type AreaValues,
  areaInput,
  areaRouteNames,
  areaValues,
  CREATED,
  EMPTY_AREA,
  UPDATED,
} from '../areaForm';
import { DeliveryAreaForm } from '../components/DeliveryAreaForm/DeliveryAreaForm';
import {
  DeliveryAreaCreateMutation,
  DeliveryAreaQuery,
  DeliveryAreaUpdateMutation,
} from '../graphql/deliveryAreas';

/** Create (no :uuid) or edit (…/:uuid/edit) a delivery area; back to the list when saved. */
export function DeliveryAreaFormView({ mode }: { mode: 'create' | 'edit' }) {
  const info = useScreenInfo();
  const route = useAppRoute();
  const names = areaRouteNames(info?.name);
  const appUuid = route?.appUUID ?? '';
  const { uuid = '' } = useParams();
  const alert = useAlert();
  const navigate = useNavigate();
  const browser = usePsgcBrowser();
  const existing = useQuery(DeliveryAreaQuery, {
    variables: { uuid },
    skip: mode === 'create' || uuid === '',
  });
  const [create] = useMutation(DeliveryAreaCreateMutation);
  const [update] = useMutation(DeliveryAreaUpdateMutation);
  const backToList = () => route && names && void navigate(route.url(names.list));

  const save = async (values: AreaValues): Promise<FormFailure<AreaField> | undefined> => {
    try {
      if (mode === 'create') await create({ variables: { input: { appUuid, ...areaInput(values) } } });
      else await update({ variables: { input: { uuid, ...areaInput(values) } } });
      alert.success(mode === 'create' ? CREATED : UPDATED);
      backToList();
      return undefined;
    } catch (err) {
      return formFailure(err, AREA_FIELDS);
    }
  };

  const area = existing.data?.deliveryArea;
  let body: ReactNode;
  if (mode === 'create') {
    body = (
      <DeliveryAreaForm
        initialValues={EMPTY_AREA}
        browser={browser}
        submitLabel="Create"
        onSubmit={save}
        onCancel={backToList}
      />
    );
  } else if (existing.error && !area) {
    body = <RetryAlert message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  } else if (!area) {
    body = <Skeleton variant="rounded" height={420} aria-busy="true" aria-label="Loading delivery area" />;
  } else {
    body = (
      <DeliveryAreaForm
        key={area.uuid}
        initialValues={areaValues(area)}
        browser={browser}
        submitLabel="Save"
        onSubmit={save}
        onCancel={backToList}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h1">
          {info?.title ?? (mode === 'create' ? 'Create Delivery Area' : 'Edit Delivery Area')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Choose whole regions or provinces, or single cities and municipalities.
        </Typography>
      </Box>
      {browser.error ? (
        <RetryAlert message={errorMessage(browser.error)} onRetry={() => window.location.reload()} />
      ) : null}
      {body}
    </Stack>
  );
}
