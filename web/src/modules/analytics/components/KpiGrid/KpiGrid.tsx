import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Change } from '../../figures';

export interface KpiTile {
  key: string;
  label: string;
  /** The figure as shown; null while loading. */
  value: string | null;
  /** Against the previous period, in words; absent where there is nothing to compare. */
  change?: Change | undefined;
  /** A line of context ("3 orders today"). */
  note?: string | undefined;
  /** The figure's own page, where the bundle has one. */
  detailUrl?: string | undefined;
}

const CHANGE_COLOR = { up: 'success.main', down: 'error.main', same: 'text.secondary' } as const;

/** Columns on a desktop beside the menu: full rows where it can (five make 3 + 2, not 4 + 1). */
export function wideColumns(count: number): number {
  if (count === 5 || count === 6) return 3;
  return Math.max(1, Math.min(count, 4));
}

/** The key figures: one column on a phone, two on a tablet, full rows on a desktop. */
export function KpiGrid({ tiles }: { tiles: readonly KpiTile[] }) {
  return (
    <Box
      component="section"
      aria-label="Key figures"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${wideColumns(tiles.length)}, minmax(0, 1fr))`,
          xl: `repeat(${Math.min(tiles.length, 6)}, minmax(0, 1fr))`,
        },
      }}
    >
      {tiles.map((tile) => (
        <Card key={tile.key} component="article" aria-label={tile.label} aria-busy={tile.value === null}>
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {tile.label}
            </Typography>
            <Typography variant="h2" component="p" sx={{ my: 0.5 }}>
              {tile.value ?? <Skeleton width="60%" />}
            </Typography>
            {tile.note ? (
              <Typography variant="body2" color="text.secondary">
                {tile.note}
              </Typography>
            ) : null}
            {tile.change && tile.value !== null ? (
              // The arrow and the words carry the direction; the colour only repeats it.
              <Typography
                variant="body2"
                sx={{ color: CHANGE_COLOR[tile.change.direction], fontWeight: 600 }}
              >
                {tile.change.text}
              </Typography>
            ) : null}
            {tile.detailUrl ? (
              <Link
                component={RouterLink}
                to={tile.detailUrl}
                variant="body2"
                aria-label={`View details of ${tile.label.toLowerCase()}`}
                sx={{ display: 'inline-block', mt: 1 }}
              >
                View details
              </Link>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
