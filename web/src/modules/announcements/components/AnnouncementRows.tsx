import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AnnouncementFieldsFragment } from '../../../generated/graphql';
import { STATUS_CHIP, whenShown } from '../announcementText';

export interface AnnouncementRowsProps {
  announcements: readonly AnnouncementFieldsFragment[];
  editUrl: (a: AnnouncementFieldsFragment) => string;
  onEnd: (a: AnnouncementFieldsFragment) => void;
  onDelete: (a: AnnouncementFieldsFragment) => void;
}

/** Each announcement: its message, the product it opens, when it shows (Manila time), status and actions. */
export function AnnouncementRows({ announcements, editUrl, onEnd, onDelete }: AnnouncementRowsProps) {
  return (
    <Box component="ul" aria-label="Announcements" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {announcements.map((a) => {
        const chip = STATUS_CHIP[a.status];
        return (
          <Box
            component="li"
            key={a.uuid}
            aria-label={a.message}
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
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{a.message}</Typography>
                <Chip size="small" label={chip.label} color={chip.color} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {whenShown(a)}
                {a.product ? ` · opens ${a.product.name}` : ''}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              {a.status !== 'ENDED' && (
                <Button component={RouterLink} to={editUrl(a)} aria-label={`Edit ${a.message}`}>
                  Edit
                </Button>
              )}
              {a.status === 'ACTIVE' && (
                <Button onClick={() => onEnd(a)} aria-label={`End ${a.message}`}>
                  End
                </Button>
              )}
              <Button color="error" onClick={() => onDelete(a)} aria-label={`Delete ${a.message}`}>
                Delete
              </Button>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
