import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { appUrl, type BundleKey } from '../../../../bundles';
import { errorMessage } from '../../../../lib/errors';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { LaunchAppMutation } from '../../graphql/launch';
import { LaunchDialog } from './LaunchDialog';

export interface LaunchDialogContainerProps {
  open: boolean;
  onClose: () => void;
  bundleKey: BundleKey;
  appUUID: string;
  storeName: string;
  pageName: string | null;
  hasDefaultPaymentMethod: boolean;
}

/**
 * Runs the launch (document 3 §4): on success the app in the cache is the launched one, a success
 * message shows, any error is cleared and the merchant lands on mini-app-launched-success; on failure
 * the server's message shows in the dialog.
 */
export function LaunchDialogContainer({
  open,
  onClose,
  bundleKey,
  appUUID,
  storeName,
  pageName,
  hasDefaultPaymentMethod,
}: LaunchDialogContainerProps) {
  const navigate = useNavigate();
  const alert = useAlert();
  const [termsAgreed, setTermsAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [launch, { loading }] = useMutation(LaunchAppMutation);

  const onLaunch = async () => {
    setError(null);
    try {
      await launch({
        variables: {
          input: {
            appUuid: appUUID,
            termsAgreed: true,
            pageUrl: window.location.href,
            userAgent: navigator.userAgent.slice(0, 500),
          },
        },
      });
      alert.success(`${storeName} is live!`);
      onClose();
      navigate(appUrl('mini-app-launched-success', { key: bundleKey, appUUID }));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <LaunchDialog
      open={open}
      storeName={storeName}
      pageName={pageName}
      hasDefaultPaymentMethod={hasDefaultPaymentMethod}
      termsAgreed={termsAgreed}
      onTermsAgreedChange={setTermsAgreed}
      busy={loading}
      error={error}
      onLaunch={() => void onLaunch()}
      onClose={() => {
        setError(null);
        onClose();
      }}
    />
  );
}

export default LaunchDialogContainer;
