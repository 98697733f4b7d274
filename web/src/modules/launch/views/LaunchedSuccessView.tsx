import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { dashboardUrl } from '../../../bundles';
import { appUrl } from '../../../bundles/urls';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDate } from '../../../lib/format';
import { useCurrentApp } from '../../../shell/CurrentApp';

/** mini-app-launched-success: the store is live; open it, announce it, or go back to the dashboard. */
export default function LaunchedSuccessView() {
  const current = useCurrentApp();
  const app = current?.app;
  if (!current) return null;
  if (!app && current.error)
    return <RetryAlert message={errorMessage(current.error)} onRetry={current.refetch} />;
  if (!app)
    return (
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
        <Skeleton width="60%" height={40} />
        <Skeleton width="90%" />
      </Paper>
    );
  // The announcement lives under the ecommerce overview (document 2 §2.3).
  const announce =
    current.bundle.key === 'ecommerce-b2c'
      ? appUrl('ecommerce-store-launch', { key: 'ecommerce-b2c', appUUID: current.appUUID })
      : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', mt: { xs: 1, sm: 3 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CelebrationOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
        {app.launchedAt ? (
          <>
            <Typography variant="h1">{app.name} is live</Typography>
            <Typography color="text.secondary">
              Launched on {formatDate(app.launchedAt)}. Customers can now open your store in Messenger and
              place orders.
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="h1">{app.name} has not launched yet</Typography>
            <Alert severity="info">Use Launch at the top of the page when your store is ready.</Alert>
          </>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          <Button
            variant="contained"
            href={`/store/${current.appUUID}`}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewOutlined />}
          >
            Open your store
          </Button>
          {announce && app.launchedAt ? (
            <Button variant="outlined" component={RouterLink} to={announce} startIcon={<CampaignOutlined />}>
              Announce your launch
            </Button>
          ) : null}
          <Button component={RouterLink} to={dashboardUrl(app.bundleKey, current.appUUID)}>
            Go to dashboard
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
