import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PromotionRowFieldsFragment } from '../../../../generated/graphql';
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
    <Box component="ul" aria-label="Promos" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {promotions.map((p) => {
        const chip = STATUS_CHIP[p.status];
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
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
              alignItems: 'center',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
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
            </Box>
            <Stack direction="row" spacing={1} sx={{ justifyContent: { md: 'flex-end' } }}>
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
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
