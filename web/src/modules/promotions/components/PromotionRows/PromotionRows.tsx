import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PromotionRowFieldsFragment } from '../../../../generated/graphql';
import { ActionRow, ActionRowList } from '../../../../lib/lists/ActionRows';
import { canDelete, canEnd, datesSummary, giftSummary, STATUS_CHIP, usesSummary } from '../../promoText';

export interface PromotionRowsProps {
  promotions: readonly PromotionRowFieldsFragment[];
  editUrl: (p: PromotionRowFieldsFragment) => string;
  onEnd: (p: PromotionRowFieldsFragment) => void;
  onDelete: (p: PromotionRowFieldsFragment) => void;
}

/** The promos of a page: title, code, what it gives, dates (Manila), uses and status, with their actions. */
export function PromotionRows({ promotions, editUrl, onEnd, onDelete }: PromotionRowsProps) {
  return (
    <ActionRowList label="Promos">
      {promotions.map((p) => {
        const chip = STATUS_CHIP[p.status];
        return (
          <ActionRow
            key={p.uuid}
            label={p.title}
            details={
              <>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{p.title}</Typography>
                  {p.code ? (
                    <Chip size="small" variant="outlined" label={p.code} sx={{ fontFamily: 'monospace' }} />
                  ) : null}
                  <Chip size="small" color={chip.color} label={chip.label} />
                </Stack>
                <Typography variant="body2">{giftSummary(p)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {datesSummary(p)} · {usesSummary(p)}
                </Typography>
              </>
            }
            actions={
              <>
                <Button size="small" component={RouterLink} to={editUrl(p)} aria-label={`Edit ${p.title}`}>
                  Edit
                </Button>
                {canEnd(p) ? (
                  <Button size="small" onClick={() => onEnd(p)} aria-label={`End ${p.title}`}>
                    End
                  </Button>
                ) : null}
                {canDelete(p) ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(p)}
                    aria-label={`Delete ${p.title}`}
                  >
                    Delete
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
