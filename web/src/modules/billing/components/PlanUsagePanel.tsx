import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { feeText, msmeText, type PlanUsage, usageRows } from '../plans';

export interface PlanUsagePanelProps {
  usage: PlanUsage & {
    msmeStartAt?: string | null;
    msmeEndAt?: string | null;
    eligibleMsmeExtension: boolean;
    enterprisePlan: PlanUsage['enterprisePlan'] & { displayedName: string; subscriptionFee: number };
  };
  /** Where msme-extend is (null where the bundle has no such route). */
  msmeUrl: string | null;
}

/** The store's plan and what it uses of it this month, one labelled bar per limit. */
export function PlanUsagePanel({ usage, msmeUrl }: PlanUsagePanelProps) {
  const plan = usage.enterprisePlan;
  const msme = msmeText(usage);
  return (
    <Card component="section" aria-labelledby="plan-usage-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="plan-usage-title" variant="h2" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            Your plan: {plan.displayedName}
          </Typography>
          <Chip label={feeText(plan.subscriptionFee)} />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {usageRows(usage).map((row) => (
            <Stack key={row.label} spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.label}
                </Typography>
                <Typography variant="body2" color={row.near ? 'warning.main' : 'text.secondary'}>
                  {row.text}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={row.percent ?? 0}
                color={row.near ? 'warning' : 'primary'}
                aria-label={`${row.label}: ${row.text}`}
              />
            </Stack>
          ))}
        </Box>
        {msme ? (
          <Typography variant="body2">
            MSME programme: no subscription fee from {msme}.{' '}
            {usage.eligibleMsmeExtension && msmeUrl ? (
              <Link component={RouterLink} to={msmeUrl}>
                Extend your MSME window
              </Link>
            ) : null}
          </Typography>
        ) : null}
      </Stack>
    </Card>
  );
}
