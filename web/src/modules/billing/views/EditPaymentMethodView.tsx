import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { ADDRESS_FIELDS, type AddressValues, addressInput, addressValues } from '../billingAddressForm';
import { BillingAddressForm } from '../components/BillingAddressForm';
import { FetchPaymentMethodsQuery, PaymentMethodUpdateMutation } from '../graphql/paymentMethods';
import { channelLabel, METHOD_UPDATED, TYPE_LABELS } from '../paymentMethods';

/** edit-payment-method (payment-preferences/{uuid}/{from}/edit): a saved method's billing details. */
export default function EditPaymentMethodView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const { uuid, from } = useParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const appUuid = route?.appUUID ?? '';
  const backUrl = route
    ? route.url(from === 'payment-preferences' ? 'payment-preferences' : 'saved-payment-methods')
    : '/';
  const { data, error, refetch } = useQuery(FetchPaymentMethodsQuery, { variables: { appUuid } });
  const [update] = useMutation(PaymentMethodUpdateMutation, { refetchQueries: [FetchPaymentMethodsQuery] });
  const method = data?.fetchPaymentMethods.find((m) => m.uuid === uuid);

  const save = async (values: AddressValues) => {
    try {
      await update({ variables: { input: { uuid: uuid ?? '', billingAddress: addressInput(values) } } });
      alert.success(METHOD_UPDATED);
      void navigate(backUrl);
      return undefined;
    } catch (err) {
      const failure = formFailure(err, ADDRESS_FIELDS);
      if (failure.message) alert.error(err);
      return failure.fields ? failure : {};
    }
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{info?.title ?? 'Edit Payment Method'}</Typography>
      {error && !data ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading payment method" />
      ) : !method ? (
        <Alert severity="warning">This payment method was removed or does not exist.</Alert>
      ) : (
        <>
          <Typography color="text.secondary">
            {method.paymentMethodType === 'CARD'
              ? TYPE_LABELS.CARD
              : `${channelLabel(method.channelCode)} · ${TYPE_LABELS[method.paymentMethodType]}`}
            {method.isDefault ? ' · Default' : ''}
          </Typography>
          <BillingAddressForm initialValues={addressValues(method)} cancelUrl={backUrl} onSubmit={save} />
        </>
      )}
    </Stack>
  );
}
