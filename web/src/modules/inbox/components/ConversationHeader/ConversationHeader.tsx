import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecipientNode } from '../../recipients';
import { RecipientAvatar } from '../RecipientAvatar/RecipientAvatar';

export interface ConversationHeaderProps {
  recipient: RecipientNode | null;
  /** On a phone: back to the list. */
  onBack?: () => void;
}

const ORIGIN_LABEL = { messenger: 'Messenger', facebook_comment: 'Facebook comment' } as const;

/** Who the conversation is with, and on which channel. */
export function ConversationHeader({ recipient, onBack }: ConversationHeaderProps) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1, sm: 2.5 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 64,
      }}
    >
      {onBack ? (
        <IconButton aria-label="Back to conversations" onClick={onBack} edge="start">
          <ArrowBackOutlined />
        </IconButton>
      ) : null}
      {recipient ? (
        <>
          <RecipientAvatar recipient={recipient} size={40} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Typography variant="h4" component="h2" noWrap sx={{ minWidth: 0 }}>
                {recipient.name}
              </Typography>
              {recipient.dummy ? (
                <Chip label="Test customer" size="small" color="secondary" variant="outlined" />
              ) : null}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {ORIGIN_LABEL[recipient.inboxPlatformOrigin]}
            </Typography>
          </Box>
        </>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flex: 1 }} aria-label="Loading customer">
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" width={160} />
        </Stack>
      )}
    </Stack>
  );
}
