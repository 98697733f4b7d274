import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DIALOG_WIDTH_MD } from '../../../lib/constants';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatPeso } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { AppPlanChangeMutation, PlanChangePreviewQuery } from '../graphql/plans';
import { changeTerms, changeWord, PLAN_CHANGED, type PlanSummary } from '../plans';

export interface PlanChangeDialogProps {
  appUuid: string;
  current: PlanSummary;
  next: PlanSummary;
  onClose: () => void;
}

/**
 * The confirmation of a plan change: it takes effect now, and the period's bill charges each plan for
 * its days (the server's preview, to the centavo). A change the server would refuse says why and
 * cannot be confirmed. Not dismissible while it is being made.
 */
export function PlanChangeDialog({ appUuid, current, next, onClose }: PlanChangeDialogProps) {
  const alert = useAlert();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useQuery(PlanChangePreviewQuery, {
    variables: { appUuid, plan: next.name },
    fetchPolicy: 'network-only',
  });
  const [change, { loading }] = useMutation(AppPlanChangeMutation);
  const word = changeWord(current, next);
  const data = preview.data?.appPlanChangePreview;
  const refused = data?.problem ?? problem;
  const confirm = async () => {
    try {
      await change({ variables: { appUuid, plan: next.name } });
      alert.success(PLAN_CHANGED(next.displayedName));
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      aria-labelledby="plan-change-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_MD, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="plan-change-title">
        {word} to {next.displayedName}?
      </DialogTitle>
      <DialogContent>
        {preview.error && !data ? (
          <RetryAlert message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
        ) : !data ? (
          <Stack spacing={1} aria-busy="true" aria-label="Working out the change">
            <Skeleton variant="text" />
            <Skeleton variant="rounded" height={96} />
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            {refused ? <Alert severity="error">{refused}</Alert> : null}
            {changeTerms(data, next).map((text) => (
              <Typography key={text} variant="body2">
                {text}
              </Typography>
            ))}
            {data.lines.length > 0 ? (
              <Stack
                component="ul"
                aria-label="This period's subscription"
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {data.lines.map((line) => (
                  <Stack
                    component="li"
                    key={line.description}
                    direction="row"
                    spacing={2}
                    sx={{ justifyContent: 'space-between', py: 0.5 }}
                  >
                    <Typography variant="body2">{line.description}</Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPeso(line.amount)}
                    </Typography>
                  </Stack>
                ))}
                <Divider component="li" aria-hidden />
                <Stack
                  component="li"
                  direction="row"
                  spacing={2}
                  sx={{ justifyContent: 'space-between', py: 0.5 }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    Subscription this period
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatPeso(data.subscriptionFee)}
                  </Typography>
                </Stack>
              </Stack>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              Transaction fees (₱10.00 per successful transaction) do not change.
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!data || Boolean(refused) || loading}
        >
          {word} now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
