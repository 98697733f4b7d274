import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BroadcastFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../lib/format';
import { audienceOf } from '../broadcastRules';

export interface BroadcastListProps {
  broadcasts: readonly BroadcastFieldsFragment[];
  onOpen: (broadcast: BroadcastFieldsFragment) => void;
  onDelete: (broadcast: BroadcastFieldsFragment) => void;
}

const when = (b: BroadcastFieldsFragment) =>
  b.startedAt ? `Sent ${formatDateTime(b.startedAt)}` : `Saved ${formatDateTime(b.updatedAt)}`;

/** The store's broadcasts, newest first: drafts to edit or delete, the others to see how they did. */
export function BroadcastList({ broadcasts, onOpen, onDelete }: BroadcastListProps) {
  return (
    <Stack component="ul" spacing={1} aria-label="Broadcasts" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {broadcasts.map((b) => {
        const draft = b.status === 'DRAFT';
        const r = b.results;
        return (
          <Paper component="li" variant="outlined" key={b.uuid} aria-label={b.name} sx={{ p: 1.5 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {b.name}
                  </Typography>
                  <Chip
                    size="small"
                    label={b.statusLabel}
                    color={b.status === 'SENDING' ? 'info' : b.status === 'SENT' ? 'success' : 'default'}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  To {audienceOf(b)}
                </Typography>
                {!draft && (
                  <Typography variant="body2">
                    Sent {r.sent.toLocaleString('en-PH')} · Delivered {r.delivered.toLocaleString('en-PH')} ·
                    Read {r.read.toLocaleString('en-PH')}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {when(b)}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button
                  onClick={() => onOpen(b)}
                  aria-label={`${draft ? 'Edit' : 'See results of'} ${b.name}`}
                >
                  {draft ? 'Edit' : 'Results'}
                </Button>
                {draft && (
                  <Button color="error" onClick={() => onDelete(b)} aria-label={`Delete ${b.name}`}>
                    Delete
                  </Button>
                )}
              </Stack>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
