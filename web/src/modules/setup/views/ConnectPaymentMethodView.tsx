import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate } from 'react-router';
import { dashboardUrl } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { ConnectPaymentMethod } from '../../billing';
import { SetupLayout } from '../components/SetupLayout';
import { useSetupApp } from '../hooks';

/**
 * Step 4: a payment method for automatic monthly billing of the subscription and transaction fees
 * (document 2 §2.2). Once one is the default, its Continue opens the store, where Launch waits.
 */
export default function ConnectPaymentMethodView() {
  const { appUuid, app, error } = useSetupApp();
  const navigate = useNavigate();
  return (
    <SetupLayout
      app={app}
      current="connect-payment-method"
      title="Connect Payment Method"
      intro="Suki bills your plan and transaction fees to it each month. You can change it later in Payment Preferences."
    >
      {error && !app ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!app && !error ? <LinearProgress aria-label="Loading your store" /> : null}
      {app ? (
        <ConnectPaymentMethod
          appUuid={appUuid}
          onDone={() => navigate(dashboardUrl(app.bundleKey, app.uuid))}
        />
      ) : null}
    </SetupLayout>
  );
}
