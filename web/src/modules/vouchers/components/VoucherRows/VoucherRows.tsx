import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoucherFieldsFragment } from '../../../../generated/graphql';
import { formatPeso } from '../../../../lib/format';
import { ActionRow, ActionRowList } from '../../../../lib/lists/ActionRows';
import { mobileLabel, VOUCHER_CHIP, voucherDates } from '../../voucherText';

export interface VoucherRowsProps {
  vouchers: readonly VoucherFieldsFragment[];
  /** Give an issued code to a customer; absent where nobody may give one (the counter). */
  onGive?: (v: VoucherFieldsFragment) => void;
}

/** The codes of a page: code, its batch, the customer (+63), the dates (Manila) and the amount taken off. */
export function VoucherRows({ vouchers, onGive }: VoucherRowsProps) {
  return (
    <ActionRowList label="Vouchers">
      {vouchers.map((v) => {
        const chip = VOUCHER_CHIP[v.status];
        return (
          <ActionRow
            key={v.uuid}
            label={v.code}
            details={
              <>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: '1rem' }}>
                    {v.code}
                  </Typography>
                  <Chip size="small" color={chip.color} label={chip.label} />
                  {v.amount !== null && v.amount > 0 ? (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatPeso(v.amount)} off
                    </Typography>
                  ) : null}
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {v.promotion.title} · Customer: {mobileLabel(v)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {voucherDates(v)}
                </Typography>
              </>
            }
            actions={
              onGive && v.status === 'ISSUED' ? (
                <Button size="small" onClick={() => onGive(v)} aria-label={`Give ${v.code} to a customer`}>
                  Give to customer
                </Button>
              ) : null
            }
          />
        );
      })}
    </ActionRowList>
  );
}
