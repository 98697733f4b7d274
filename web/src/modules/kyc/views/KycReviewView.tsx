import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { ReasonDialog } from '../../../lib/feedback/ReasonDialog';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDateTime } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { KycDocuments } from '../components/KycDocuments';
import { KycReviewMutation, KycToReviewQuery } from '../graphql/kyc';
import { KYC_REJECTED, KYC_VERIFIED, NO_KYC_REVIEWS } from '../kyc';

const labelOf = (options: { value: string; label: string }[], value: string | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? '';

/**
 * /ops/kyc-reviews (ops-kyc-reviews), operators only: stores' registrations waiting for review, oldest
 * first, with their documents; Verify turns the store's online payment on, Reject needs a reason the
 * merchant reads. Anyone else reads the server's FORBIDDEN message.
 */
export default function KycReviewView() {
  const alert = useAlert();
  const { data, error, loading, refetch } = useQuery(KycToReviewQuery, { fetchPolicy: 'cache-and-network' });
  const [review, { loading: reviewing }] = useMutation(KycReviewMutation);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const decide = async (appUuid: string, approve: boolean, why?: string) => {
    try {
      await review({ variables: { appUuid, approve, reason: why ?? null } });
      alert.success(approve ? KYC_VERIFIED : KYC_REJECTED);
      setRejecting(null);
      await refetch();
    } catch (err) {
      alert.error(err);
    }
  };
  const queue = data?.kycToReview;
  const options = data?.kycOptions ?? { businessTypes: [], idTypes: [] };
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 900 }}>
      <Typography variant="h1">KYC Reviews</Typography>
      {error && !queue ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !queue || (loading && queue.length === 0) ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading the verifications" />
      ) : queue.length === 0 ? (
        <Typography color="text.secondary">{NO_KYC_REVIEWS}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {queue.map((kyc) => (
            <Card component="li" key={kyc.appUuid} sx={{ p: 2 }}>
              <Stack spacing={1.5}>
                <Stack spacing={0.5}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {kyc.businessName} · {kyc.appName}
                  </Typography>
                  <Typography variant="body2">
                    {labelOf(options.businessTypes, kyc.businessType)} · TIN {kyc.tin}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {kyc.businessAddress}
                  </Typography>
                  <Typography variant="body2">
                    {kyc.firstName} {kyc.lastName} · {kyc.mobileNumber} ·{' '}
                    {labelOf(options.idTypes, kyc.idType)}
                  </Typography>
                  {kyc.submittedAt ? (
                    <Typography variant="body2" color="text.secondary">
                      Sent {formatDateTime(kyc.submittedAt)}
                    </Typography>
                  ) : null}
                </Stack>
                <KycDocuments
                  docs={[
                    { label: `ID of ${kyc.businessName}`, photo: kyc.idPhoto },
                    { label: `Selfie of ${kyc.businessName}`, photo: kyc.selfiePhoto },
                    { label: `Registration of ${kyc.businessName}`, photo: kyc.registrationPhoto },
                  ]}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={reviewing}
                    onClick={() => setRejecting(kyc.appUuid)}
                  >
                    Reject
                  </Button>
                  <Button
                    variant="contained"
                    disabled={reviewing}
                    onClick={() => void decide(kyc.appUuid, true)}
                  >
                    Verify
                  </Button>
                </Stack>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {rejecting ? (
        <ReasonDialog
          title="Reject verification"
          action="Reject"
          helperText="The merchant reads this in their notifications and on the form."
          busy={reviewing}
          onCancel={() => setRejecting(null)}
          onSubmit={(reason) => void decide(rejecting, false, reason)}
        />
      ) : null}
    </Stack>
  );
}
