import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPeso } from '../../../../lib/format';
import { formatCount } from '../../figures';
import { DAY_COLUMNS, type DayRow } from '../../tables';
import { FigureTable } from '../FigureTable/FigureTable';

/** ₱1,234.56 → '₱1.2k' for the axis, where room is short. */
export function shortPeso(centavos: number): string {
  const pesos = centavos / 100;
  if (Math.abs(pesos) >= 1_000_000) return `₱${(pesos / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (Math.abs(pesos) >= 1_000) return `₱${(pesos / 1_000).toFixed(1).replace(/\.0$/, '')}k`;
  return `₱${Math.round(pesos)}`;
}

/** The days in a sentence: the total and the best day, for a glance and for screen readers. */
export function salesSummary(days: readonly DayRow[]): string {
  const total = days.reduce((sum, d) => sum + d.netSales, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const best = days.reduce<DayRow | null>(
    (top, d) => (top === null || d.netSales > top.netSales ? d : top),
    null,
  );
  const span = days.length === 1 ? '1 day' : `${days.length} days`;
  const head = `${formatPeso(total)} from ${formatCount(orders)} ${orders === 1 ? 'order' : 'orders'} over ${span}.`;
  return best && best.netSales > 0 && days.length > 1
    ? `${head} Best day: ${dayjs(best.day).format('MMM D')} (${formatPeso(best.netSales)}).`
    : head;
}

export interface SalesChartProps {
  days: readonly DayRow[];
  /** The table shows from the start (a figure's own page). */
  tableOpen?: boolean;
}

/** Net sales by day as bars, with the same figures as a table behind a toggle. */
export function SalesChart({ days, tableOpen = false }: SalesChartProps) {
  const theme = useTheme();
  const tableId = useId();
  const [showTable, setShowTable] = useState(tableOpen);
  const data = days.map((d) => ({ ...d, label: dayjs(d.day).format('MMM D') }));
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {salesSummary(days)}
      </Typography>
      <Box component="figure" aria-label="Chart of net sales by day" sx={{ m: 0, height: 240, minWidth: 0 }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 240 }}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={theme.palette.divider} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis tickFormatter={(v: number) => shortPeso(v)} width={56} tick={{ fontSize: 12 }} />
            <Tooltip
              formatter={(value) => [formatPeso(Number(value)), 'Net sales']}
              labelFormatter={(label) => String(label)}
            />
            <Bar
              dataKey="netSales"
              name="Net sales"
              fill={theme.palette.primary.main}
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Button
        size="small"
        onClick={() => setShowTable((open) => !open)}
        aria-expanded={showTable}
        aria-controls={tableId}
        sx={{ mt: 1 }}
      >
        {showTable ? 'Hide table' : 'Show as table'}
      </Button>
      <Box id={tableId} hidden={!showTable} sx={{ mt: 1 }}>
        {showTable ? (
          <FigureTable label="Net sales by day" columns={DAY_COLUMNS} rows={days} rowKey={(r) => r.day} />
        ) : null}
      </Box>
    </Box>
  );
}
