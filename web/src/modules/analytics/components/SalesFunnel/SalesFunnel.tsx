import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { conversionRate, type FunnelCounts, formatCount, formatPercent, funnelSteps } from '../../figures';
import { FUNNEL_COLUMNS } from '../../tables';
import { FigureTable } from '../FigureTable/FigureTable';

export interface SalesFunnelProps {
  funnel: FunnelCounts;
  /** The steps as a table too (a figure's own page). */
  withTable?: boolean;
}

/**
 * Visits → product views → add to cart → checkout → orders: each step's count, a bar against the
 * visits, and its rate against the step before, in words. The bars are drawn with boxes: the words
 * beside them carry every figure, so the list reads the same without them.
 */
export function SalesFunnel({ funnel, withTable = false }: SalesFunnelProps) {
  const steps = funnelSteps(funnel);
  const conversion = conversionRate(funnel);
  return (
    <Box>
      <Box component="ol" aria-label="Sales funnel steps" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step) => (
          <Box component="li" key={step.key} sx={{ mb: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {step.label}: {formatCount(step.count)}
              </Typography>
              {step.rateText ? (
                <Typography variant="body2" color="text.secondary">
                  {step.rateText}
                </Typography>
              ) : null}
            </Stack>
            <Box sx={{ height: 10, borderRadius: 1, bgcolor: 'action.hover', mt: 0.5 }} aria-hidden>
              <Box
                sx={{
                  height: '100%',
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  width: `${Math.max(step.share * 100, step.count > 0 ? 1 : 0)}%`,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {conversion === null
          ? 'No visits to compare orders with yet.'
          : `${formatPercent(conversion)} of visits ended in an order.`}
      </Typography>
      {withTable ? (
        <Box sx={{ mt: 2 }}>
          <FigureTable label="Sales funnel" columns={FUNNEL_COLUMNS} rows={steps} rowKey={(r) => r.key} />
        </Box>
      ) : null}
    </Box>
  );
}
