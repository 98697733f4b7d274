import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { AppMsmeExtendMutation, EnterprisePlansQuery } from '../graphql/plans';
import { MSME_EXTENDED, MSME_HELP, msmeText } from '../plans';

/** Why the window cannot be extended, in the words the server would use. */
function notEligible(usage: { msmeStartAt?: string | null; msmeExtended: boolean }): string {
  if (!usage.msmeStartAt) return 'Your store is not in the MSME programme.';
  if (usage.msmeExtended) return 'Your MSME programme window was already extended once.';
  return 'Your MSME programme window has ended and can no longer be extended.';
}

/** msme-extend (enterprise-plan/msme-extend): the store's MSME programme window and its one extension. */
export default function MsmeExtendView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const alert = useAlert();
  const appUuid = route?.appUUID ?? '';
  const { data, error, refetch } = useQuery(EnterprisePlansQuery, { variables: { appUuid } });
  const [extend, { loading }] = useMutation(AppMsmeExtendMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const usage = data?.currentAppEnterprisePlan;
  const span = usage ? msmeText(usage) : null;
  const run = async () => {
    setProblem(null);
    try {
      await extend({ variables: { appUuid } });
      alert.success(MSME_EXTENDED);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">{info?.title ?? 'MSME Extension'}</Typography>
      {error && !data ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !usage ? (
        <Skeleton variant="rounded" height={180} aria-label="Loading your MSME window" />
      ) : (
        <Card component="section" aria-label="MSME programme" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography>{MSME_HELP}</Typography>
            {span ? <Typography sx={{ fontWeight: 600 }}>Your window: {span}</Typography> : null}
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            {usage.eligibleMsmeExtension ? (
              <Button
                variant="contained"
                onClick={() => void run()}
                disabled={loading}
                sx={{ alignSelf: 'flex-start' }}
              >
                Extend by 90 days
              </Button>
            ) : (
              <Alert severity="info">{notEligible(usage)}</Alert>
            )}
            {route ? (
              <Link component={RouterLink} to={route.url('enterprise-plans')}>
                Back to Subscription Plans
              </Link>
            ) : null}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
