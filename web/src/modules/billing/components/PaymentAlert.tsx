import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../app/session/SessionContext';
import { appUrl } from '../../../bundles';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { AppHasDefaultPaymentMethodQuery } from '../graphql/paymentMethods';
import { paymentAlertAllowed } from '../paymentAlert';
import { PaymentAlertBanner } from './PaymentAlertBanner';

/**
 * Mounted once by the shell: inside an app with no default payment method, the payment alert on every
 * page but the excluded ones (document 3 §2); checked again on each route change while it shows.
 */
export function PaymentAlert() {
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const current = useCurrentApp();
  const appUuid = current?.appUUID ?? null;
  const allowed = paymentAlertAllowed(pathname, null);
  const { data, refetch } = useQuery(AppHasDefaultPaymentMethodQuery, {
    variables: { appUuid: appUuid ?? '' },
    skip: !signedIn || appUuid === null || !allowed,
  });
  const missing = data?.fetchAppByUuid.hasDefaultPaymentMethod === false;
  useEffect(() => {
    if (missing && pathname) void refetch().catch(() => undefined);
  }, [pathname, missing, refetch]);
  const href = useMemo(() => {
    if (!current) return null;
    try {
      return appUrl('add-payment-method', { key: current.bundle.key, appUUID: current.appUUID });
    } catch {
      return null;
    }
  }, [current]);
  if (!signedIn || !current || !allowed || !missing) return null;
  return <PaymentAlertBanner href={href} />;
}

export default PaymentAlert;
