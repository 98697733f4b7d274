import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changeWord, feeText, formatLimit, PLAN_FEATURES, type PlanSummary } from '../plans';

export interface PlanCardProps {
  plan: PlanSummary;
  current: PlanSummary;
  /** Asks to change to this plan (absent: the viewer may not change plans). */
  onChoose?: (plan: PlanSummary) => void;
}

/** One offered plan: its monthly fee and limits, and the action to move to it. */
export function PlanCard({ plan, current, onChoose }: PlanCardProps) {
  const isCurrent = plan.name === current.name;
  const titleId = `plan-${plan.name}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        borderColor: isCurrent ? 'primary.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h3" component="h3">
          {plan.displayedName}
        </Typography>
        {isCurrent ? <Chip size="small" color="primary" label="Current plan" /> : null}
      </Stack>
      <Typography variant="h4" component="p" sx={{ mt: 1 }}>
        {feeText(plan.subscriptionFee)}
      </Typography>
      <Stack component="dl" spacing={0.75} sx={{ mt: 2, mb: 1 }}>
        {PLAN_FEATURES.map((f) => (
          <Stack key={f.key} direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {formatLimit(plan[f.key], f.unit)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 2, flex: 1 }}>
        {plan.accelerator ? (
          <>
            <CheckOutlined fontSize="small" color="success" aria-hidden />
            <Typography variant="body2">Onboarding accelerator: two guided sessions</Typography>
          </>
        ) : null}
      </Stack>
      {isCurrent ? null : onChoose ? (
        <Button
          variant={changeWord(current, plan) === 'Upgrade' ? 'contained' : 'outlined'}
          onClick={() => onChoose(plan)}
        >
          {changeWord(current, plan)} to {plan.displayedName}
        </Button>
      ) : null}
    </Card>
  );
}
