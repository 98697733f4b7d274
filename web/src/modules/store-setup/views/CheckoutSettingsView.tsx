import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { useManagerAccess } from '../../apps/hooks/useManagerAccess';
import {
  CHECKOUT_SETTINGS_FIELDS,
  type CheckoutSettingsField,
  type CheckoutSettingsValues,
  checkoutInput,
  checkoutValues,
} from '../checkoutForm';
import { CheckoutSettingsForm } from '../components/CheckoutSettingsForm/CheckoutSettingsForm';
import { CartSettingQuery, CartSettingUpdateMutation } from '../graphql/cartSetting';
import { CHECKOUT_SETTINGS_SAVED, CHECKOUT_SETTINGS_SUBTITLE } from '../messages';

/** *-cart-settings (Checkout Settings) of every bundle: how customers check out. */
export default function CheckoutSettingsView() {
  const info = useScreenInfo();
  const appUuid = useAppRoute()?.appUUID ?? '';
  const alert = useAlert();
  const { readOnly } = useManagerAccess(appUuid);
  const { data, loading, error, refetch } = useQuery(CartSettingQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(CartSettingUpdateMutation);
  const setting = data?.cartSetting;

  const save = async (
    values: CheckoutSettingsValues,
  ): Promise<FormFailure<CheckoutSettingsField> | undefined> => {
    try {
      await update({
        variables: { input: checkoutInput(appUuid, values) },
        update: (cache, { data: answer }) => {
          const saved = answer?.cartSettingUpdate;
          if (saved)
            cache.writeQuery({
              query: CartSettingQuery,
              variables: { appUuid },
              data: { cartSetting: saved },
            });
        },
      });
      alert.success(CHECKOUT_SETTINGS_SAVED);
      return undefined;
    } catch (err) {
      const failure = formFailure(err, CHECKOUT_SETTINGS_FIELDS);
      if (failure.message) alert.error(err);
      return failure.fields ? failure : {};
    }
  };

  let body: ReactNode;
  if (error && !setting) body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (loading && !setting)
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading checkout settings">
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  else if (setting)
    body = (
      <CheckoutSettingsForm
        key={setting.appUuid}
        initialValues={checkoutValues(setting)}
        onSubmit={save}
        readOnly={readOnly}
      />
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h1">{info?.title ?? 'Checkout Settings'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {CHECKOUT_SETTINGS_SUBTITLE}
        </Typography>
      </Box>
      {readOnly ? (
        <Alert severity="info">Only the store owner and admins can change the checkout settings.</Alert>
      ) : null}
      {body}
    </Stack>
  );
}
