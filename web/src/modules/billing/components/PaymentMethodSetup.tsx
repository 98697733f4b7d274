import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentMethodType } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { type CustomerValues, customerFieldsFromServer, customerInput } from '../customerForm';
import {
  AppHasDefaultPaymentMethodQuery,
  BillingCustomerCreateMutation,
  CustomerDetailsQuery,
  FetchPaymentMethodsQuery,
  PaymentMethodCreateMutation,
} from '../graphql/paymentMethods';
import { useAwaitedPaymentMethod } from '../hooks/useAwaitedPaymentMethod';
import {
  CUSTOMER_CREATED,
  METHOD_ACTIVE,
  METHOD_FAILED,
  METHOD_STILL_PENDING,
  providerReturnOf,
} from '../paymentMethods';
import { CustomerForm } from './CustomerForm';
import { PaymentMethodPicker } from './PaymentMethodPicker';

export interface PaymentMethodSetupProps {
  appUuid: string;
  /** connect: done once a default exists (guided setup); add: always offers another method. */
  mode: 'connect' | 'add';
  onDone?: () => void;
  doneLabel?: string;
}

const STEPS = ['Billing details', 'Payment method', 'Confirmed'];
const REFRESH = [FetchPaymentMethodsQuery, CustomerDetailsQuery, AppHasDefaultPaymentMethodQuery];

/** A fresh key per submit (crypto.randomUUID needs a secure context; getRandomValues does not). */
const submitKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Sends the browser to the provider's page (a full navigation: it is another site). */
export const openProviderPage = (url: string) => window.location.assign(url);

/** Billing customer form → add a method → the provider's page → back here, waiting for its callback. */
export function PaymentMethodSetup({
  appUuid,
  mode,
  onDone,
  doneLabel = 'Continue',
}: PaymentMethodSetupProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const alert = useAlert();
  const returned = providerReturnOf(location.search);
  const customer = useQuery(CustomerDetailsQuery, { variables: { appUuid } });
  const [createCustomer] = useMutation(BillingCustomerCreateMutation, { refetchQueries: REFRESH });
  const [createMethod] = useMutation(PaymentMethodCreateMutation, { refetchQueries: REFRESH });
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (returned) {
    return (
      <ProviderReturn
        appUuid={appUuid}
        uuid={returned.paymentMethod}
        onAgain={() => void navigate(location.pathname, { replace: true })}
        onDone={onDone}
        doneLabel={doneLabel}
      />
    );
  }
  if (customer.error && !customer.data)
    return <RetryAlert message={errorMessage(customer.error)} onRetry={() => void customer.refetch()} />;
  if (!customer.data) return <Skeleton variant="rounded" height={240} aria-label="Loading billing details" />;

  const details = customer.data.customerDetails;
  const connected = mode === 'connect' && details?.hasDefaultPaymentMethod === true;
  const step = !details ? 0 : connected ? 2 : 1;

  const saveCustomer = async (values: CustomerValues) => {
    try {
      await createCustomer({ variables: { input: customerInput(appUuid, values) } });
      alert.success(CUSTOMER_CREATED);
      return undefined;
    } catch (err) {
      const result = formFailure(err, customerFieldsFromServer);
      if (result.message) alert.error(err);
      return result.fields ? result : {};
    }
  };

  const pick = async (type: PaymentMethodType, channelCode: string) => {
    setOpening(true);
    setFailure(null);
    try {
      const result = await createMethod({
        variables: {
          input: {
            appUuid,
            type,
            channelCode,
            returnPath: location.pathname,
            idempotencyKey: submitKey(),
          },
        },
      });
      const method = result.data?.paymentMethodCreate;
      if (method?.actionUrl) {
        openProviderPage(method.actionUrl);
        return;
      }
      setOpening(false);
      if (method)
        void navigate(`${location.pathname}?paymentMethod=${method.uuid}&result=success`, { replace: true });
    } catch (err) {
      setOpening(false);
      setFailure(errorMessage(err));
    }
  };

  return (
    <Stack spacing={2.5}>
      <Stepper activeStep={step} alternativeLabel aria-label="Payment method setup">
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        {step === 0 ? (
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
              Billing details
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A payment method is required for automatic monthly billing of your subscription and transaction
              fees.
            </Typography>
            <CustomerForm onSubmit={saveCustomer} />
          </Stack>
        ) : step === 1 ? (
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
              Add a payment method
            </Typography>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <PaymentMethodPicker busy={opening} onPick={(t, c) => void pick(t, c)} />
          </Stack>
        ) : (
          <Done message={METHOD_ACTIVE} onDone={onDone} doneLabel={doneLabel} />
        )}
      </Card>
    </Stack>
  );
}

function Done({ message, onDone, doneLabel }: { message: string; onDone?: () => void; doneLabel: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" sx={{ width: '100%' }}>
        {message}
      </Alert>
      {onDone ? (
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      ) : null}
    </Stack>
  );
}

interface ProviderReturnProps {
  appUuid: string;
  uuid: string;
  onAgain: () => void;
  onDone?: () => void;
  doneLabel: string;
}

/** Back from the provider's page: waits for the callback's verdict, then says it in plain words. */
function ProviderReturn({ appUuid, uuid, onAgain, onDone, doneLabel }: ProviderReturnProps) {
  const state = useAwaitedPaymentMethod(appUuid, uuid);
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      {state.kind === 'error' ? (
        <RetryAlert message={errorMessage(state.error)} onRetry={state.retry} />
      ) : state.kind === 'waiting' ? (
        <Stack spacing={2} role="status" aria-live="polite">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Waiting for the payment provider to confirm your payment method…</Typography>
          </Stack>
          {state.late ? <Alert severity="info">{METHOD_STILL_PENDING}</Alert> : null}
        </Stack>
      ) : state.kind === 'active' ? (
        <Done
          message={state.method.isDefault ? METHOD_ACTIVE : 'Your payment method is connected.'}
          onDone={onDone}
          doneLabel={doneLabel}
        />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" sx={{ width: '100%' }}>
            {METHOD_FAILED}
          </Alert>
          <Button variant="contained" onClick={onAgain}>
            Try again
          </Button>
        </Stack>
      )}
    </Card>
  );
}
