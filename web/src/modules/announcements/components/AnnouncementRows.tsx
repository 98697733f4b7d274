import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AnnouncementFieldsFragment } from '../../../generated/graphql';
import { ActionRow, ActionRowList } from '../../../lib/lists/ActionRows';
import { broadcastStartState } from '../../broadcasts/broadcastStart';
import { STATUS_CHIP, whenShown } from '../announcementText';

export interface AnnouncementRowsProps {
  announcements: readonly AnnouncementFieldsFragment[];
  editUrl: (a: AnnouncementFieldsFragment) => string;
  /** The store's Broadcast screen, opening a new broadcast (null: the bundle has none). */
  broadcastUrl: string | null;
  onEnd: (a: AnnouncementFieldsFragment) => void;
  onDelete: (a: AnnouncementFieldsFragment) => void;
}

/** Each announcement: its message, the product it opens, when it shows (Manila time), status and actions. */
export function AnnouncementRows({
  announcements,
  editUrl,
  broadcastUrl,
  onEnd,
  onDelete,
}: AnnouncementRowsProps) {
  return (
    <ActionRowList label="Announcements">
      {announcements.map((a) => {
        const chip = STATUS_CHIP[a.status];
        return (
          <ActionRow
            key={a.uuid}
            label={a.message}
            details={
              <>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{a.message}</Typography>
                  <Chip size="small" label={chip.label} color={chip.color} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {whenShown(a)}
                  {a.product ? ` · opens ${a.product.name}` : ''}
                </Typography>
              </>
            }
            actions={
              <>
                {a.status !== 'ENDED' && (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={editUrl(a)}
                    aria-label={`Edit ${a.message}`}
                  >
                    Edit
                  </Button>
                )}
                {a.status !== 'ENDED' && broadcastUrl && (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={broadcastUrl}
                    state={broadcastStartState({
                      name: `Announcement: ${a.message}`.slice(0, 80),
                      message: a.message,
                      product: a.product ? { uuid: a.product.uuid, name: a.product.name } : null,
                    })}
                    aria-label={`Broadcast ${a.message}`}
                  >
                    Broadcast
                  </Button>
                )}
                {a.status === 'ACTIVE' && (
                  <Button size="small" onClick={() => onEnd(a)} aria-label={`End ${a.message}`}>
                    End
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDelete(a)}
                  aria-label={`Delete ${a.message}`}
                >
                  Delete
                </Button>
              </>
            }
          />
        );
      })}
    </ActionRowList>
  );
}
