import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MarketingOptInsQuery } from '../../../generated/graphql';
import { TableRegion } from '../../../lib/a11y/TableRegion';
import { formatDate } from '../../../lib/format';

export type OptIn = MarketingOptInsQuery['marketingOptIns']['edges'][number]['node'];

const CHIP_COLOR = { ACTIVE: 'success', STOPPED: 'default', EXPIRED: 'warning' } as const;

/** The inbox may not know them (no conversation with the page). */
export const nameOf = (o: OptIn) => o.name ?? 'Name not known';
const expiry = (o: OptIn) => (o.expiresAt ? formatDate(o.expiresAt) : 'No expiry');

function StatusCell({ optIn }: { optIn: OptIn }) {
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color={CHIP_COLOR[optIn.status]} label={optIn.statusLabel} />
      {optIn.status !== 'ACTIVE' && (
        <Typography variant="caption" color="text.secondary">
          Since {formatDate(optIn.statusChangedAt)}
          {optIn.endedReason ? `: ${optIn.endedReason}` : ''}
        </Typography>
      )}
    </Stack>
  );
}

/** The opt-ins on a wide screen: a table with its headers. */
export function OptInTable({ optIns }: { optIns: readonly OptIn[] }) {
  return (
    <TableRegion label="Marketing opt-ins">
      <Table size="small" aria-label="Marketing opt-ins">
        <TableHead>
          <TableRow>
            <TableCell>Customer</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Opted in</TableCell>
            <TableCell>Expires</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {optIns.map((o) => (
            <TableRow key={o.uuid}>
              <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{nameOf(o)}</TableCell>
              <TableCell sx={{ maxWidth: 280 }}>
                <StatusCell optIn={o} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(o.optedInAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{expiry(o)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

/** The opt-ins on a phone (390 px): one row each, the same facts as the table. */
export function OptInCards({ optIns }: { optIns: readonly OptIn[] }) {
  return (
    <List disablePadding aria-label="Marketing opt-ins">
      {optIns.map((o) => (
        <ListItem key={o.uuid} divider aria-label={nameOf(o)} sx={{ px: 0, py: 1.25 }}>
          <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{nameOf(o)}</Typography>
            <StatusCell optIn={o} />
            <Typography variant="body2" color="text.secondary">
              Opted in {formatDate(o.optedInAt)} · {o.expiresAt ? `Expires ${expiry(o)}` : 'No expiry'}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
