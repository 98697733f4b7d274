import { useMutation, useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { ShippingMethodForm } from '../components/ShippingMethodForm/ShippingMethodForm';
import {
  ShippingMethodCreateMutation,
  ShippingMethodQuery,
  ShippingMethodUpdateMutation,
} from '../graphql/shippingMethods';
import { SHIPPING_METHOD_CREATED, SHIPPING_METHOD_UPDATED } from '../messages';
import {
  NEW_SHIPPING_METHOD,
  SHIPPING_METHOD_FIELDS,
  type ShippingMethodField,
  type ShippingMethodValues,
  shippingInput,
  shippingValues,
} from '../shippingForm';
import { shippingRouteNames } from '../storeSetupRoutes';

/** *-shipping-new and *-shipping-edit of every bundle: one form, created or edited by the route's :uuid. */
export default function ShippingMethodFormView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const { uuid } = useParams();
  const appUuid = route?.appUUID ?? '';
  const names = route ? shippingRouteNames(route.key) : null;
  const listUrl = route && names ? route.url(names.list) : '/';
  const navigate = useNavigate();
  const alert = useAlert();
  const editing = uuid !== undefined;
  const { data, error, refetch } = useQuery(ShippingMethodQuery, {
    variables: { uuid: uuid ?? '' },
    skip: !editing,
  });
  const [create] = useMutation(ShippingMethodCreateMutation, {
    refetchQueries: ['ShippingMethods'],
  });
  const [update] = useMutation(ShippingMethodUpdateMutation);

  const save = async (
    values: ShippingMethodValues,
  ): Promise<FormFailure<ShippingMethodField> | undefined> => {
    try {
      if (uuid) {
        await update({ variables: { input: { uuid, ...shippingInput(values) } } });
        alert.success(SHIPPING_METHOD_UPDATED);
      } else {
        await create({ variables: { input: { appUuid, ...shippingInput(values) } } });
        alert.success(SHIPPING_METHOD_CREATED);
      }
      void navigate(listUrl);
      return undefined;
    } catch (err) {
      const failure = formFailure(err, SHIPPING_METHOD_FIELDS);
      if (failure.message) alert.error(err);
      return failure.fields ? failure : {};
    }
  };

  const method = data?.shippingMethod;
  let body: ReactNode;
  if (!editing)
    body = (
      <ShippingMethodForm
        initialValues={NEW_SHIPPING_METHOD}
        submitLabel="Create"
        cancelUrl={listUrl}
        onSubmit={save}
      />
    );
  else if (error && !method)
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!method) body = <Skeleton variant="rounded" height={320} aria-label="Loading shipping method" />;
  else
    body = (
      <ShippingMethodForm
        key={method.uuid}
        initialValues={shippingValues(method)}
        submitLabel="Save"
        cancelUrl={listUrl}
        onSubmit={save}
      />
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">
        {info?.title ?? (editing ? 'Edit Shipping Method' : 'Create Shipping Method')}
      </Typography>
      {body}
    </Stack>
  );
}
