import { useQuery } from '@apollo/client/react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PaymentMethodType } from '../../../generated/graphql';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { PaymentMethodTypesQuery } from '../graphql/paymentMethods';
import { CHANNELS, channelLabel, TYPE_LABELS } from '../paymentMethods';

export interface PaymentMethodPickerProps {
  busy: boolean;
  onPick: (type: PaymentMethodType, channelCode: string) => void;
}

const TYPES = Object.keys(TYPE_LABELS) as PaymentMethodType[];

/**
 * Choose a card, an e-wallet or direct debit, as far as the provider takes them (paymentMethodTypes:
 * no cards on Xendit yet; e-wallets until it answers); the provider's page does the rest.
 */
export function PaymentMethodPicker({ busy, onPick }: PaymentMethodPickerProps) {
  const offered = useQuery(PaymentMethodTypesQuery).data?.paymentMethodTypes;
  const types = TYPES.filter((t) => (offered ? offered.includes(t) : t === 'EWALLET'));
  const [type, setType] = useState<PaymentMethodType>('EWALLET');
  const [channel, setChannel] = useState('GCASH');
  const channels = CHANNELS[type];
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label="Add payment method"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onPick(type, channel);
      }}
    >
      <FormControl>
        <FormLabel id="payment-method-type">Payment method</FormLabel>
        <RadioGroup
          aria-labelledby="payment-method-type"
          value={type}
          onChange={(e) => {
            const next = e.target.value as PaymentMethodType;
            setType(next);
            setChannel(CHANNELS[next][0] ?? '');
          }}
        >
          {types.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={TYPE_LABELS[t]} disabled={busy} />
          ))}
        </RadioGroup>
      </FormControl>
      {channels.length > 1 ? (
        <FormControl>
          <FormLabel id="payment-channel">{type === 'EWALLET' ? 'E-wallet' : 'Bank'}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="payment-channel"
            value={channel}
            onChange={(e) => setChannel(e.target.value)}
          >
            {channels.map((c) => (
              <FormControlLabel
                key={c}
                value={c}
                control={<Radio />}
                label={channelLabel(c)}
                disabled={busy}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        You will authorize it on the payment provider&apos;s page, then come back here. Suki never sees your
        card number or wallet PIN.
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <SubmitButton submitting={busy} submittingLabel="Opening the provider…">
          Continue
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
