import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { Ref } from 'react';
import { useId } from 'react';
import type { OnlinePaymentChannel } from '../../generated/graphql';
import { describedBy } from '../../lib/a11y/describedBy';
import { DEPOSIT_SLIP_INSTRUCTION, takesDepositSlip } from '../depositSlip';
import type { DepositSlip } from '../hooks/useDepositSlip';
import { onlineChannelOf, paymentChoices } from '../onlinePayment';
import type { StoreAccount } from '../paymentAccounts';
import { DepositSlipPicker } from './DepositSlipPicker';
import { PaymentAccounts } from './PaymentAccounts';

export interface PaymentFieldsProps {
  methods: readonly string[];
  /** The cards and e-wallets paid online through the provider (when methods has online). */
  onlineChannels?: readonly OnlinePaymentChannel[];
  value: string;
  onChange: (method: string) => void;
  /** The first option's input: the form focuses it when the payment method is the first error. */
  inputRef?: Ref<HTMLInputElement>;
  error: string | undefined;
  /** The deposit slip for a bank transfer or e-wallet payment (optional: it can follow later). */
  slip: DepositSlip;
  /** The store's accounts (Payment Manager): where a transfer or e-wallet payment goes. */
  accounts: readonly StoreAccount[];
}

/** The payment method; for one paid outside the store, how to pay and the deposit slip's photo. */
export function PaymentFields({
  methods,
  onlineChannels = [],
  value,
  onChange,
  inputRef,
  error,
  slip,
  accounts,
}: PaymentFieldsProps) {
  const id = useId();
  const choices = paymentChoices(methods, onlineChannels);
  const online = onlineChannelOf(value) !== null;
  return (
    <Stack spacing={1.5}>
      <FormControl error={Boolean(error)}>
        <FormLabel id={`${id}-label`}>Payment</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy(error && `${id}-error`, online && `${id}-online`)}
          aria-invalid={Boolean(error)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {choices.map((c, index) => (
            <FormControlLabel
              key={c.value}
              value={c.value}
              control={<Radio slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }} />}
              label={c.label}
            />
          ))}
        </RadioGroup>
        {online && (
          <FormHelperText id={`${id}-online`}>
            Your order is placed first, then you pay on the payment provider's page.
          </FormHelperText>
        )}
        {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
      </FormControl>
      <PaymentAccounts accounts={accounts} method={value} />
      {takesDepositSlip(value) && <DepositSlipPicker slip={slip} instruction={DEPOSIT_SLIP_INSTRUCTION} />}
    </Stack>
  );
}
