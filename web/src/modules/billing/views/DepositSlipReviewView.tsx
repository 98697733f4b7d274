import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { ReasonDialog } from '../../../lib/feedback/ReasonDialog';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDateTime, formatPeso } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { NO_SLIPS, SLIP_CONFIRMED, SLIP_REFUSED } from '../bills';
import { DepositSlipReviewMutation, DepositSlipsToReviewQuery } from '../graphql/bills';

/**
 * /ops/deposit-slips (ops-deposit-slips), operators only: the deposit slips merchants sent for their
 * bills, oldest first; Confirm marks the bill paid (a deactivated store reopens), Refuse sends it back
 * to For Payment with a reason the merchant reads. Anyone else reads the server's FORBIDDEN message.
 */
export default function DepositSlipReviewView() {
  const alert = useAlert();
  const { data, error, loading, refetch } = useQuery(DepositSlipsToReviewQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [review, { loading: reviewing }] = useMutation(DepositSlipReviewMutation);
  const [refusing, setRefusing] = useState<string | null>(null);
  const decide = async (slipUuid: string, approve: boolean, why?: string) => {
    try {
      await review({ variables: { slipUuid, approve, reason: why ?? null } });
      alert.success(approve ? SLIP_CONFIRMED : SLIP_REFUSED);
      setRefusing(null);
      await refetch();
    } catch (err) {
      alert.error(err);
    }
  };
  const slips = data?.billingDepositSlipsToReview;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 900 }}>
      <Typography variant="h1">Deposit Slips</Typography>
      {error && !slips ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !slips || (loading && slips.length === 0) ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading the deposit slips" />
      ) : slips.length === 0 ? (
        <Typography color="text.secondary">{NO_SLIPS}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {slips.map(({ slip, billing }) => (
            <Card component="li" key={slip.uuid} sx={{ p: 2 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                {slip.photo ? (
                  <Link href={slip.photo.url} target="_blank" rel="noopener" sx={{ flex: 'none' }}>
                    <img
                      src={slip.photo.thumbnailUrl}
                      alt={`Deposit slip for bill ${billing.referenceNumber}`}
                      width={96}
                      height={96}
                      style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
                    />
                  </Link>
                ) : null}
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {billing.referenceNumber}
                  </Typography>
                  <Typography>Amount due: {formatPeso(billing.accumulatedAmount)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Sent {formatDateTime(slip.submittedAt)} · due {billing.billingPeriodDueAt}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={reviewing}
                    onClick={() => setRefusing(slip.uuid)}
                  >
                    Refuse
                  </Button>
                  <Button
                    variant="contained"
                    disabled={reviewing}
                    onClick={() => void decide(slip.uuid, true)}
                  >
                    Confirm
                  </Button>
                </Stack>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {refusing ? (
        <ReasonDialog
          title="Refuse deposit slip"
          action="Refuse"
          helperText="The merchant reads this in their notifications."
          busy={reviewing}
          onCancel={() => setRefusing(null)}
          onSubmit={(reason) => void decide(refusing, false, reason)}
        />
      ) : null}
    </Stack>
  );
}
