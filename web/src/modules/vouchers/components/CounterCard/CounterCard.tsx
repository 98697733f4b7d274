import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { VoucherCheckQuery, VoucherRedeemMutation } from '../../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../../lib/errors';
import { formatDateTime, formatPeso } from '../../../../lib/format';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { parsePesos } from '../../../../lib/money';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../../apps/components/ConfirmDialog/ConfirmDialog';
import { counterProblems, normalizeCode } from '../../counter';
import {
  VoucherCheckQuery as CheckQuery,
  VoucherRedeemMutation as RedeemMutation,
} from '../../graphql/vouchers';
import { REDEEMED } from '../../voucherText';

type Check = VoucherCheckQuery['voucherCheck'];
type Redemption = VoucherRedeemMutation['voucherRedeem'];

export interface CounterCardProps {
  appUuid: string;
  /** After a redemption (e.g. refetch the redeemed vouchers). */
  onRedeemed: () => void;
}

/** The store's counter: Check what a voucher takes off a purchase, then Redeem it (once, after asking). */
export function CounterCard({ appUuid, onRedeemed }: CounterCardProps) {
  const client = useApolloClient();
  const alert = useAlert();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<{ code?: string; amount?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Redemption | null>(null);
  const [redeem, { loading: redeeming }] = useMutation(RedeemMutation);

  const edit = (next: { code?: string; amount?: string }) => {
    if (next.code !== undefined) setCode(next.code);
    if (next.amount !== undefined) setAmount(next.amount);
    setProblems({});
    setCheck(null);
    setFailure(null);
  };
  const request = () => ({ appUuid, code: normalizeCode(code), purchaseAmount: parsePesos(amount) ?? 0 });
  const showFailure = (err: unknown) => {
    const fields = fieldErrors(err);
    if (fields.code || fields.purchaseAmount)
      setProblems({ code: fields.code, amount: fields.purchaseAmount });
    else setFailure(errorMessage(err));
  };

  const runCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const found = counterProblems(code, amount);
    setProblems(found);
    setFailure(null);
    setDone(null);
    if (found.code || found.amount) return;
    setChecking(true);
    try {
      const { data } = await client.query({
        query: CheckQuery,
        variables: request(),
        fetchPolicy: 'network-only',
      });
      setCheck(data?.voucherCheck ?? null);
    } catch (err) {
      showFailure(err);
    } finally {
      setChecking(false);
    }
  };

  const runRedeem = async () => {
    try {
      const result = await redeem({ variables: { input: request() } });
      setDone(result.data?.voucherRedeem ?? null);
      setCheck(null);
      setCode('');
      setAmount('');
      alert.success(REDEEMED);
      onRedeemed();
    } catch (err) {
      setCheck(null);
      showFailure(err);
    } finally {
      setConfirming(false);
    }
  };

  const usable = check !== null && check.refusal === null;
  return (
    <Card sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Redeem a voucher
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Type the code the customer shows and what they are buying; Check tells you what they pay.
      </Typography>
      <Stack
        component="form"
        noValidate
        aria-label="Redeem a voucher"
        onSubmit={(e) => void runCheck(e)}
        spacing={2}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Voucher code"
            required
            fullWidth
            value={code}
            onChange={(e) => edit({ code: e.target.value.toUpperCase() })}
            error={Boolean(problems.code)}
            helperText={problems.code ?? ' '}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
          />
          <TextField
            label="Purchase amount"
            required
            fullWidth
            inputMode="decimal"
            value={amount}
            onChange={(e) => edit({ amount: e.target.value })}
            error={Boolean(problems.amount)}
            helperText={problems.amount ?? ' '}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } }}
          />
        </Stack>
        <Box>
          <SubmitButton submitting={checking} variant={usable ? 'outlined' : 'contained'}>
            Check
          </SubmitButton>
        </Box>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {check?.refusal ? (
          <Alert severity="warning" aria-label="Check result">
            {check.refusal}
          </Alert>
        ) : null}
        {usable && check ? (
          <Alert
            severity="info"
            aria-label="Check result"
            action={
              <Button
                variant="contained"
                size="small"
                onClick={() => setConfirming(true)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Redeem
              </Button>
            }
          >
            <Typography sx={{ fontWeight: 600 }}>{check.title}</Typography>
            <Typography>
              Discount {formatPeso(check.discount)} · The customer pays {formatPeso(check.payable)}
            </Typography>
          </Alert>
        ) : null}
        {done ? (
          <Alert severity="success" aria-label="Redemption">
            <Typography sx={{ fontWeight: 600 }}>{done.code} redeemed</Typography>
            <Typography>
              Discount {formatPeso(done.discount)} · The customer pays {formatPeso(done.payable)} ·{' '}
              {formatDateTime(done.redeemedAt)}
            </Typography>
          </Alert>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Redeem voucher"
        message={
          check
            ? `Redeem ${check.code}? The customer pays ${formatPeso(check.payable)}. A voucher can be used once.`
            : ''
        }
        detail={check?.title ?? undefined}
        confirmLabel="Redeem"
        busy={redeeming}
        onConfirm={() => void runRedeem()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
