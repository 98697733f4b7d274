import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { type BroadcastPlan, planLines, type Tone } from '../broadcastRules';

export interface PlanCardProps {
  audience: string;
  plan: BroadcastPlan | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The bundle's page connection screen, when it has one. */
  connectHref: string | null;
}

const COLOR: Record<Tone, string> = {
  success: 'success.dark',
  warning: 'warning.dark',
  muted: 'text.primary',
};

/** Who the audience reaches now under Messenger's 24-hour window, before anything is sent. */
export function PlanCard({ audience, plan, loading, error, onRetry, connectHref }: PlanCardProps) {
  let body: React.ReactNode;
  if (error && !plan) body = <RetryAlert message={error} onRetry={onRetry} />;
  else if (!plan) body = <Typography role="status">Counting who this reaches…</Typography>;
  else if (!plan.pageConnected)
    body = (
      <Alert severity="warning">
        Connect your Facebook page first: broadcasts go out on Messenger from your page.
        {connectHref && (
          <>
            {' '}
            <Link component={RouterLink} to={connectHref}>
              Connect your page
            </Link>
          </>
        )}
      </Alert>
    );
  else
    body = (
      <Stack component="ul" spacing={1} aria-label="Who it reaches" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {planLines(plan).map((line) => (
          <li key={line.key} aria-label={`${line.label}: ${line.count}`}>
            <Typography sx={{ fontWeight: 600, color: COLOR[line.tone] }}>
              {line.label}: {line.count.toLocaleString('en-PH')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {line.note}
            </Typography>
          </li>
        ))}
      </Stack>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="broadcast-plan-title" sx={{ p: 2 }}>
      <Typography id="broadcast-plan-title" variant="subtitle2" component="h2">
        Who it reaches now
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {audience}
        {loading && plan ? ' · updating…' : ''}
      </Typography>
      {body}
    </Paper>
  );
}
