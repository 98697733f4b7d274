import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { dateRangeProblem, type OrderFilters } from '../../orderList';

export interface OrderDateRangeProps {
  from: string;
  to: string;
  onChange: (patch: Partial<Pick<OrderFilters, 'from' | 'to'>>) => void;
}

/** From / To days (Asia/Manila, inclusive); an inverted range is said in words and not applied. */
export function OrderDateRange({ from, to, onChange }: OrderDateRangeProps) {
  const problem = dateRangeProblem({ from, to });
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        type="date"
        size="small"
        label="From"
        value={from}
        onChange={(e) => onChange({ from: e.target.value })}
        error={problem !== null}
        helperText={problem ?? ' '}
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
        helperText=" "
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 180 } }}
      />
    </Stack>
  );
}
