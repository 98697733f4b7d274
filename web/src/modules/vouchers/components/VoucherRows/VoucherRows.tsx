import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoucherFieldsFragment } from '../../../../generated/graphql';
import { formatPeso } from '../../../../lib/format';
import { mobileLabel, VOUCHER_CHIP, voucherDates } from '../../voucherText';

export interface VoucherRowsProps {
  vouchers: readonly VoucherFieldsFragment[];
  /** Give an issued code to a customer; absent where nobody may give one (the counter). */
  onGive?: (v: VoucherFieldsFragment) => void;
}

/** The codes of a page: code, its batch, the customer (+63), the dates (Manila) and the amount taken off. */
export function VoucherRows({ vouchers, onGive }: VoucherRowsProps) {
  return (
    <Box component="ul" aria-label="Vouchers" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {vouchers.map((v) => {
        const chip = VOUCHER_CHIP[v.status];
        return (
          <Box
            component="li"
            key={v.uuid}
            aria-label={v.code}
            sx={{
              px: { xs: 2, sm: 3 },
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
              alignItems: 'center',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
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
            </Box>
            {onGive && v.status === 'ISSUED' ? (
              <Stack direction="row" sx={{ justifyContent: { md: 'flex-end' } }}>
                <Button size="small" onClick={() => onGive(v)} aria-label={`Give ${v.code} to a customer`}>
                  Give to customer
                </Button>
              </Stack>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
