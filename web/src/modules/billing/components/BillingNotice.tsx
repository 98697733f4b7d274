import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../app/session/SessionContext';
import { appUrl } from '../../../bundles';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { totalBalanceText } from '../billingWidget';
import { DEACTIVATION_NOTICE, GRACE_ACTIVATED, GRACE_HELP, LAST_DAY_NOTICE } from '../bills';
import { BillingNoticeQuery, GracePeriodActivateMutation } from '../graphql/bills';

const noticeSx = {
  mb: 2,
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  alignItems: { sm: 'center' },
  '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
  '& .MuiAlert-action': {
    width: { xs: '100%', sm: 'auto' },
    ml: { xs: 0, sm: 'auto' },
    pl: { xs: 0, sm: 2 },
  },
} as const;

/**
 * Mounted once by the shell, inside a store: the deactivation notice for an unpaid balance with the
 * total and the grace-period option (document 3 §2 screens 3 and 5), and the grace period's last-day
 * notice (screen 4). Errors are logged only (§8): the notice simply does not show.
 */
export function BillingNotice() {
  const { signedIn } = useSession();
  const current = useCurrentApp();
  const billUrl = useMemo(
    () =>
      current
        ? (uuid: string) => {
            try {
              return appUrl('billing-details', { key: current.bundle.key, appUUID: current.appUUID, uuid });
            } catch {
              return null;
            }
          }
        : null,
    [current],
  );
  if (!signedIn || !current || !billUrl) return null;
  return <AppBillingNotice appUuid={current.appUUID} billUrl={billUrl} />;
}

/** The notices of one store; `billUrl` opens a bill (billing-details). */
export function AppBillingNotice({
  appUuid,
  billUrl,
}: {
  appUuid: string;
  billUrl: (billingUuid: string) => string | null;
}) {
  const alert = useAlert();
  const { data } = useQuery(BillingNoticeQuery, {
    variables: { appUuid },
    fetchPolicy: 'cache-and-network',
  });
  const [grace, { loading }] = useMutation(GracePeriodActivateMutation, {
    refetchQueries: [{ query: BillingNoticeQuery, variables: { appUuid } }],
  });
  const bill = data?.appLatestBilling ?? null;
  const app = data?.fetchAppByUuid;
  if (!app) return null;
  const href = bill ? billUrl(bill.uuid) : null;
  const payButton = href ? (
    <Button color="inherit" size="small" component={RouterLink} to={href} sx={{ whiteSpace: 'nowrap' }}>
      Pay now
    </Button>
  ) : null;
  if (app.deactivated && app.billingPaymentStatus.withOutstandingBalance) {
    const graceOffered = bill !== null && !bill.disabled && !bill.gracePeriodActivated && bill.payable;
    const activate = async () => {
      if (!bill) return;
      try {
        await grace({ variables: { billingUuid: bill.uuid } });
        alert.success(GRACE_ACTIVATED);
      } catch (err) {
        alert.error(err);
      }
    };
    return (
      <Alert
        severity="error"
        sx={noticeSx}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {graceOffered ? (
              <Tooltip title={GRACE_HELP} describeChild>
                <Button color="inherit" size="small" disabled={loading} onClick={() => void activate()}>
                  Activate grace period
                </Button>
              </Tooltip>
            ) : null}
            {payButton}
          </Stack>
        }
      >
        {DEACTIVATION_NOTICE} {totalBalanceText(app.billingPaymentStatus.totalBalance)}
      </Alert>
    );
  }
  if (app.lastDayGracePeriod)
    return (
      <Alert severity="warning" role="status" sx={noticeSx} action={payButton}>
        {LAST_DAY_NOTICE}
      </Alert>
    );
  return null;
}

export default BillingNotice;
