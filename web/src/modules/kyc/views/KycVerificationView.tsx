import { useMutation, useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { KycDocuments } from '../components/KycDocuments';
import { KycForm, type KycFormValues } from '../components/KycForm';
import { KycSubmitMutation, KycVerificationQuery } from '../graphql/kyc';
import {
  KYC_FIELDS,
  KYC_STATUS_COLORS,
  KYC_SUBMITTED,
  type KycField,
  kycEditable,
  kycStatusText,
} from '../kyc';

/**
 * KYC Verification and Merchant Registration (store setup → payment): the store's business, its
 * representative and their documents, sent for review; online payment waits for the verification.
 */
export default function KycVerificationView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const { data, error, refetch } = useQuery(KycVerificationQuery, { variables: { appUuid }, skip: !appUuid });
  const kyc = data?.kycVerification;
  const [submit, { loading }] = useMutation(KycSubmitMutation);
  const [errors, setErrors] = useState<Partial<Record<KycField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  const send = async (values: KycFormValues) => {
    setErrors({});
    setMessage(null);
    try {
      await submit({
        variables: {
          input: {
            appUuid,
            businessType: values.businessType,
            businessName: values.businessName,
            tin: values.tin,
            businessAddress: values.businessAddress,
            firstName: values.firstName,
            lastName: values.lastName,
            mobileNumber: values.mobileNumber,
            idType: values.idType,
            idPhotoUuid: values.idPhoto?.uuid ?? '',
            selfiePhotoUuid: values.selfiePhoto?.uuid ?? '',
            registrationPhotoUuid: values.registrationPhoto?.uuid ?? null,
          },
        },
      });
      alert.success(KYC_SUBMITTED);
      window.scrollTo?.({ top: 0 });
    } catch (err) {
      const failure = formFailure(err, KYC_FIELDS);
      setErrors(failure.fields ?? {});
      setMessage(failure.message ?? null);
    }
  };

  let body = null;
  if (error && !kyc) body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!kyc || !data)
    body = <Skeleton variant="rounded" height={320} aria-label="Loading the verification" />;
  else {
    const docs = [
      { label: 'ID photo', photo: kyc.idPhoto },
      { label: 'Selfie with ID', photo: kyc.selfiePhoto },
      { label: 'Business registration', photo: kyc.registrationPhoto },
    ];
    body = (
      <>
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <Chip
              label={kyc.statusLabel}
              color={KYC_STATUS_COLORS[kyc.status]}
              sx={{ alignSelf: 'flex-start' }}
            />
            <Typography role="status">{kycStatusText(kyc.status, kyc.rejectionReason)}</Typography>
          </Stack>
        </Card>
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          {kycEditable(kyc.status) ? (
            <KycForm
              appUuid={appUuid}
              options={data.kycOptions}
              busy={loading}
              errors={errors}
              message={message}
              onSubmit={(values) => void send(values)}
              initial={{
                businessType: kyc.businessType ?? '',
                businessName: kyc.businessName ?? '',
                tin: kyc.tin ?? '',
                businessAddress: kyc.businessAddress ?? '',
                firstName: kyc.firstName ?? '',
                lastName: kyc.lastName ?? '',
                mobileNumber: kyc.mobileNumber ?? '',
                idType: kyc.idType ?? '',
                idPhoto: kyc.idPhoto ?? null,
                selfiePhoto: kyc.selfiePhoto ?? null,
                registrationPhoto: kyc.registrationPhoto ?? null,
              }}
            />
          ) : (
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 700 }}>{kyc.businessName}</Typography>
              <Typography>TIN {kyc.tin}</Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{kyc.businessAddress}</Typography>
              <Typography>
                {kyc.firstName} {kyc.lastName} · {kyc.mobileNumber}
              </Typography>
              <KycDocuments docs={docs} />
            </Stack>
          )}
        </Card>
      </>
    );
  }
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">{info?.title ?? 'KYC Verification'}</Typography>
      {body}
    </Stack>
  );
}
