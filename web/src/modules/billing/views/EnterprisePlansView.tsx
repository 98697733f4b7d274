import { useQuery, useSubscription } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { PlanCard } from '../components/PlanCard';
import { PlanChangeDialog } from '../components/PlanChangeDialog';
import { PlanUsagePanel } from '../components/PlanUsagePanel';
import { AppEnterprisePlanSubscription, EnterprisePlansQuery } from '../graphql/plans';
import { NO_PLANS, type PlanSummary } from '../plans';

/**
 * enterprise-plans (billing/plans, Subscription Plans): the store's plan and what it uses of it (live),
 * the offered plans side by side (one column on a phone), and a change of plan with its confirmation.
 */
export default function EnterprisePlansView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const appGlobalId = useCurrentApp()?.app?.baseGlobalId ?? null;
  const { data, error, refetch } = useQuery(EnterprisePlansQuery, { variables: { appUuid } });
  // Usage pushed live (document 3 §4): merged into the cache by its id, so the bars move by themselves.
  useSubscription(AppEnterprisePlanSubscription, {
    variables: { appGlobalId: appGlobalId ?? '' },
    skip: !appGlobalId,
  });
  const [choice, setChoice] = useState<PlanSummary | null>(null);
  const usage = data?.currentAppEnterprisePlan;
  const current = usage?.enterprisePlan;
  const plans = data?.enterprisePlans ?? [];
  let msmeUrl: string | null = null;
  try {
    msmeUrl = route ? route.url('msme-extend') : null;
  } catch {
    msmeUrl = null;
  }

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }}>
      <Typography variant="h1">{info?.title ?? 'Subscription Plans'}</Typography>
      {error && !data ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data || !usage || !current ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading plans">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <>
          <PlanUsagePanel usage={usage} msmeUrl={msmeUrl} />
          <Typography variant="h2" component="h2">
            Compare plans
          </Typography>
          {plans.length === 0 ? (
            <Card sx={{ p: 3 }}>
              <Typography>{NO_PLANS}</Typography>
            </Card>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(4, minmax(0, 1fr))',
                },
              }}
            >
              {plans.map((plan) => (
                <PlanCard key={plan.uuid} plan={plan} current={current} onChoose={setChoice} />
              ))}
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            A change takes effect at once. Each monthly bill charges every plan you had in that period for the
            days you had it.
          </Typography>
        </>
      )}
      {choice && current ? (
        <PlanChangeDialog appUuid={appUuid} current={current} next={choice} onClose={() => setChoice(null)} />
      ) : null}
    </Stack>
  );
}
