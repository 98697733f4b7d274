import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { SavedPaymentMethodFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { BillingCustomerDialog } from '../components/BillingCustomerDialog';
import { PaymentMethodList } from '../components/PaymentMethodList';
import {
  AppHasDefaultPaymentMethodQuery,
  CustomerDetailsQuery,
  FetchPaymentMethodsQuery,
  PaymentMethodMakeDefaultMutation,
  PaymentMethodRemoveMutation,
} from '../graphql/paymentMethods';
import { METHOD_DEFAULT, METHOD_REMOVED, REMOVE_CONFIRM } from '../paymentMethods';

const REFRESH = [FetchPaymentMethodsQuery, CustomerDetailsQuery, AppHasDefaultPaymentMethodQuery];

/** payment-preferences and saved-payment-methods: the saved methods, the default first. */
export default function SavedPaymentMethodsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const alert = useAlert();
  const appUuid = route?.appUUID ?? '';
  const customer = useQuery(CustomerDetailsQuery, { variables: { appUuid } });
  const methods = useQuery(FetchPaymentMethodsQuery, { variables: { appUuid } });
  const [makeDefault] = useMutation(PaymentMethodMakeDefaultMutation, { refetchQueries: REFRESH });
  const [remove] = useMutation(PaymentMethodRemoveMutation, {
    refetchQueries: REFRESH,
    awaitRefetchQueries: true,
  });
  const [busyUuid, setBusyUuid] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SavedPaymentMethodFieldsFragment | null>(null);
  const [dialogClosed, setDialogClosed] = useState(false);
  const from = info?.name === 'saved-payment-methods' ? 'saved-payment-methods' : 'payment-preferences';
  const addUrl = route ? route.url('add-payment-method') : '/';
  const editUrl = (uuid: string) => (route ? route.url('edit-payment-method', { uuid, from }) : '/');

  const run = async (uuid: string, work: () => Promise<unknown>, done: string) => {
    setBusyUuid(uuid);
    try {
      await work();
      alert.success(done);
    } catch (err) {
      alert.error(err);
    } finally {
      setBusyUuid(null);
    }
  };

  const noCustomer = customer.data !== undefined && customer.data.customerDetails === null;
  const error = customer.error ?? methods.error;
  const list = methods.data?.fetchPaymentMethods;
  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">{info?.title ?? 'Saved Payment Methods'}</Typography>
        {noCustomer ? (
          <Button variant="contained" onClick={() => setDialogClosed(false)}>
            Add billing details
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={addUrl}>
            Add payment method
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary">
        Your subscription and any applicable convenience fees are billed automatically to the default method.
      </Typography>
      {error && !list ? (
        <RetryAlert
          message={errorMessage(error)}
          onRetry={() => {
            void customer.refetch();
            void methods.refetch();
          }}
        />
      ) : !list || !customer.data ? (
        <Stack spacing={1.5} aria-label="Loading payment methods">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : list.length === 0 ? (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>No saved payment methods yet.</Typography>
          {noCustomer ? null : (
            <Button variant="outlined" component={RouterLink} to={addUrl}>
              Add payment method
            </Button>
          )}
        </Card>
      ) : (
        <PaymentMethodList
          methods={list}
          busyUuid={busyUuid}
          editUrl={editUrl}
          onMakeDefault={(uuid) =>
            void run(uuid, () => makeDefault({ variables: { input: { uuid } } }), METHOD_DEFAULT)
          }
          onRemove={setRemoving}
        />
      )}
      <BillingCustomerDialog
        appUuid={appUuid}
        open={noCustomer && !dialogClosed}
        onClose={() => setDialogClosed(true)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove payment method"
        message={REMOVE_CONFIRM}
        busy={busyUuid !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          if (!target) return;
          void run(
            target.uuid,
            () => remove({ variables: { input: { uuid: target.uuid } } }),
            METHOD_REMOVED,
          ).then(() => setRemoving(null));
        }}
      />
    </Stack>
  );
}
