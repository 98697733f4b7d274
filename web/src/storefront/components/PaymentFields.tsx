import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { isPaymentMethod, PAYMENT_LABELS } from '../checkout';
import { DEPOSIT_SLIP_INSTRUCTION, takesDepositSlip } from '../depositSlip';
import type { DepositSlip } from '../hooks/useDepositSlip';
import { DepositSlipPicker } from './DepositSlipPicker';

export interface PaymentFieldsProps {
  methods: readonly string[];
  value: string;
  onChange: (method: string) => void;
  error: string | undefined;
  /** The deposit slip for a bank transfer or e-wallet payment (optional: it can follow later). */
  slip: DepositSlip;
}

/** The payment method; for one paid outside the store, how to pay and the deposit slip's photo. */
export function PaymentFields({ methods, value, onChange, error, slip }: PaymentFieldsProps) {
  return (
    <Stack spacing={1.5}>
      <FormControl error={Boolean(error)}>
        <FormLabel id="payment-label">Payment</FormLabel>
        <RadioGroup aria-labelledby="payment-label" value={value} onChange={(e) => onChange(e.target.value)}>
          {methods.filter(isPaymentMethod).map((m) => (
            <FormControlLabel key={m} value={m} control={<Radio />} label={PAYMENT_LABELS[m]} />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {takesDepositSlip(value) && <DepositSlipPicker slip={slip} instruction={DEPOSIT_SLIP_INSTRUCTION} />}
    </Stack>
  );
}
