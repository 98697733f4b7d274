import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { OrderStatus, PaymentStatus } from '../../../../generated/graphql';
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, STATUS_COLORS, STATUS_LABELS } from '../../orderList';

/** The order's status and payment status as two chips. */
export function OrderChips({ status, paymentStatus }: { status: OrderStatus; paymentStatus: PaymentStatus }) {
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={STATUS_COLORS[status]} label={STATUS_LABELS[status]} />
      <Chip
        size="small"
        variant="outlined"
        color={PAYMENT_STATUS_COLORS[paymentStatus]}
        label={PAYMENT_STATUS_LABELS[paymentStatus]}
      />
    </Stack>
  );
}
