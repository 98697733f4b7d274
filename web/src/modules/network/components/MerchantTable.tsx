import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResellerMerchantsQuery } from '../../../generated/graphql';
import { TableRegion } from '../../../lib/a11y/TableRegion';
import { formatDate } from '../../../lib/format';

export type MerchantRow = ResellerMerchantsQuery['resellerMerchants']['edges'][number]['node'];

/** The merchants of one status (the page says which): who, their store, and since when. */
export function MerchantTable({ label, rows }: { label: string; rows: readonly MerchantRow[] }) {
  return (
    <TableRegion label={label}>
      <Table
        size="small"
        aria-label={label}
        sx={{ minWidth: 320, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            {['Merchant', 'Store', 'Since'].map((h) => (
              <TableCell key={h} sx={{ fontWeight: 600 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.uuid}>
              <TableCell sx={{ minWidth: 140 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {m.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 100, overflowWrap: 'anywhere' }}>
                {m.storeName ?? 'No store yet'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(m.since)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
