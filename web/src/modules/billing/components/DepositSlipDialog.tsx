import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DIALOG_WIDTH_MD } from '../../../lib/constants';
import { errorMessage } from '../../../lib/errors';
import { formatPeso } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { PhotoUploader } from '../../photos/components/PhotoUploader/PhotoUploader';
import type { Photo } from '../../photos/upload';
import { SLIP_REQUIRED, SLIP_SENT } from '../bills';
import { BillingDepositAccountsQuery, BillingDepositSlipSubmitMutation } from '../graphql/bills';

export interface DepositSlipDialogProps {
  appUuid: string;
  bill: { uuid: string; referenceNumber: string; accumulatedAmount: number };
  onClose: () => void;
}

/**
 * Pay by deposit slip: where to transfer what the bill owes (Suki's accounts), then a photo of the
 * slip; the bill waits as Payment Submitted until Suki confirms it. Not dismissible while it sends.
 */
export function DepositSlipDialog({ appUuid, bill, onClose }: DepositSlipDialogProps) {
  const alert = useAlert();
  const accounts = useQuery(BillingDepositAccountsQuery);
  const [slip, setSlip] = useState<Photo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [submit, { loading }] = useMutation(BillingDepositSlipSubmitMutation);
  const send = async () => {
    if (!slip) {
      setProblem(SLIP_REQUIRED);
      return;
    }
    try {
      await submit({ variables: { billingUuid: bill.uuid, photoUuid: slip.uuid } });
      alert.success(SLIP_SENT);
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  const list = accounts.data?.billingDepositAccounts ?? [];
  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      aria-labelledby="deposit-slip-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_MD, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="deposit-slip-title">Pay by deposit slip</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            Transfer <strong>{formatPeso(bill.accumulatedAmount)}</strong> to one of the accounts below with
            the reference <strong>{bill.referenceNumber}</strong>, then add a photo of your deposit slip.
          </Typography>
          {accounts.loading ? (
            <Skeleton variant="rounded" height={56} aria-label="Loading the accounts" />
          ) : accounts.error ? (
            <Alert severity="error">{errorMessage(accounts.error)}</Alert>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.map((a) => (
                <Stack
                  component="li"
                  key={`${a.bank}-${a.accountNumber}`}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                >
                  <Typography sx={{ fontWeight: 700 }}>{a.bank}</Typography>
                  <Typography>{a.accountName}</Typography>
                  <Typography sx={{ fontFamily: 'monospace' }}>{a.accountNumber}</Typography>
                </Stack>
              ))}
            </Stack>
          )}
          <Stack spacing={1}>
            <PhotoUploader
              label="Deposit slip"
              appUuid={appUuid}
              value={slip ? [slip] : []}
              onChange={(photos) => {
                setSlip(photos[0] ?? null);
                setProblem(null);
              }}
              max={1}
            />
          </Stack>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={loading || list.length === 0}>
          Send deposit slip
        </Button>
      </DialogActions>
    </Dialog>
  );
}
