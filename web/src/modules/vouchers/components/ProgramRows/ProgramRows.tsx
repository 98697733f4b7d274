import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoucherBatchFieldsFragment } from '../../../../generated/graphql';
import { ActionRow, ActionRowList } from '../../../../lib/lists/ActionRows';
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
    <ActionRowList label="Programs">
      {programs.map((p) => {
        const chip = PROGRAM_CHIP[p.status];
        return (
          <ActionRow
            key={p.uuid}
            label={p.title}
            details={
              <>
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
              </>
            }
            actions={
              <>
                <Button size="small" onClick={() => onEdit(p)} aria-label={`Edit ${p.title}`}>
                  Edit
                </Button>
                {canEnd(p) ? (
                  <Button size="small" color="error" onClick={() => onEnd(p)} aria-label={`End ${p.title}`}>
                    End
                  </Button>
                ) : null}
              </>
            }
          />
        );
      })}
    </ActionRowList>
  );
}
