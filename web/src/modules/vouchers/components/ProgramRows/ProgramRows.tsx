import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoucherBatchFieldsFragment } from '../../../../generated/graphql';
import { canEnd, countsSummary, datesSummary, PROGRAM_CHIP, programSummary } from '../../voucherText';

export interface ProgramRowsProps {
  programs: readonly VoucherBatchFieldsFragment[];
  /** Show each row's kind (a list of both kinds). */
  showKind?: boolean;
  onEdit: (p: VoucherBatchFieldsFragment) => void;
  onEnd: (p: VoucherBatchFieldsFragment) => void;
}

/** Voucher batches and rebates: title, what it gives, dates (Manila), codes by status, with Edit and End. */
export function ProgramRows({ programs, showKind = false, onEdit, onEnd }: ProgramRowsProps) {
  return (
    <Box component="ul" aria-label="Programs" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {programs.map((p) => {
        const chip = PROGRAM_CHIP[p.status];
        return (
          <Box
            component="li"
            key={p.uuid}
            aria-label={p.title}
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
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.title}</Typography>
                {showKind ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={p.kind === 'REBATE' ? 'Rebate' : 'Voucher batch'}
                  />
                ) : null}
                <Chip size="small" color={chip.color} label={chip.label} />
              </Stack>
              <Typography variant="body2">{programSummary(p)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {datesSummary(p)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {countsSummary(p.voucherCounts)}
                {p.kind === 'VOUCHER' && p.usageLimit
                  ? ` of ${p.usageLimit.toLocaleString('en-PH')} codes`
                  : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ justifyContent: { md: 'flex-end' } }}>
              <Button size="small" onClick={() => onEdit(p)} aria-label={`Edit ${p.title}`}>
                Edit
              </Button>
              {canEnd(p) ? (
                <Button size="small" color="error" onClick={() => onEnd(p)} aria-label={`End ${p.title}`}>
                  End
                </Button>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
