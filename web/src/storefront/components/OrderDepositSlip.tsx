import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DepositSlip } from '../hooks/useDepositSlip';
import { DepositSlipPicker } from './DepositSlipPicker';

export interface OrderDepositSlipProps {
  /** The slip the store has, if any. */
  depositSlipUrl: string | null | undefined;
  canUpload: boolean;
  slip: DepositSlip;
  /** Sends the uploaded slip; resolves with the refusal in plain words, or null once sent. */
  onSend: (depositSlipUuid: string) => Promise<string | null>;
}

/** The order page's deposit slip: the one the store has, and a new one when the store awaits it. */
export function OrderDepositSlip({ depositSlipUrl, canUpload, slip, onSend }: OrderDepositSlipProps) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    if (!slip.uuid) return;
    setSending(true);
    setProblem(null);
    const refusal = await onSend(slip.uuid);
    setSending(false);
    if (refusal) setProblem(refusal);
    else slip.remove();
  };
  return (
    <Stack spacing={1.5}>
      {depositSlipUrl && (
        <Box>
          <Typography variant="subtitle2">Deposit slip sent</Typography>
          <Box
            component="img"
            src={depositSlipUrl}
            alt="Deposit slip sent"
            sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
          />
        </Box>
      )}
      {canUpload && (
        <>
          <DepositSlipPicker slip={slip} />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={!slip.uuid || slip.uploading || sending}
            onClick={() => void send()}
          >
            Send deposit slip
          </Button>
        </>
      )}
    </Stack>
  );
}
