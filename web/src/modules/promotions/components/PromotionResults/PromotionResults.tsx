import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PromotionFieldsFragment } from '../../../../generated/graphql';
import { formatPeso } from '../../../../lib/format';
import { canEnd, datesSummary, STATUS_CHIP, usesSummary } from '../../promoText';

/** A saved promo's status (with End while it runs or waits) and its results: orders, revenue, discount given. */
export function PromotionResults({
  promotion,
  onEnd,
}: {
  promotion: PromotionFieldsFragment;
  onEnd: () => void;
}) {
  const chip = STATUS_CHIP[promotion.status];
  const figures: [string, string][] = [
    ['Orders', promotion.results.orders.toLocaleString('en-PH')],
    ['Revenue', formatPeso(promotion.results.revenue)],
    ['Discount given', formatPeso(promotion.results.discountGiven)],
  ];
  return (
    <Card component="section" aria-label="Results" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h3" component="h2">
              Status
            </Typography>
            <Chip size="small" color={chip.color} label={chip.label} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {datesSummary(promotion)} · {usesSummary(promotion)}
          </Typography>
        </Stack>
        {canEnd(promotion) ? (
          <Button
            variant="outlined"
            color="error"
            onClick={onEnd}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            End promo
          </Button>
        ) : null}
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
