import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PaymentStatus } from '../../../../generated/graphql';
import { dateRangeProblem, type OrderFilters, PAYMENT_STATUS_LABELS } from '../../orderList';

export interface OrderFilterFieldsProps {
  paymentStatus: PaymentStatus | '';
  from: string;
  to: string;
  onChange: (patch: Partial<Pick<OrderFilters, 'paymentStatus' | 'from' | 'to'>>) => void;
}

/**
 * The payment status (e.g. For Confirmation: slips to check) and From / To days (Asia/Manila,
 * inclusive); an inverted range is said in words and not applied.
 */
export function OrderFilterFields({ paymentStatus, from, to, onChange }: OrderFilterFieldsProps) {
  const problem = dateRangeProblem({ from, to });
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Payment"
        value={paymentStatus}
        onChange={(e) => onChange({ paymentStatus: e.target.value as PaymentStatus | '' })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">All payments</MenuItem>
        {(Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[]).map((s) => (
          <MenuItem key={s} value={s}>
            {PAYMENT_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="From"
        value={from}
        onChange={(e) => onChange({ from: e.target.value })}
        error={problem !== null}
        // Room for a message only when there is one: the list starts right under the filters.
        helperText={problem ?? undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 180 } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={problem !== null}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 180 } }}
      />
    </Stack>
  );
}
