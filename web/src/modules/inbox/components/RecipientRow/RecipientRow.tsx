import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CommentOutlined from '@mui/icons-material/CommentOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../lib/a11y/visuallyHidden';
import { isUnread, type RecipientNode, recipientTime, snippetOf } from '../../recipients';
import { RecipientAvatar } from '../RecipientAvatar/RecipientAvatar';

export interface RecipientRowProps {
  recipient: RecipientNode;
  selected: boolean;
  onSelect: (recipient: RecipientNode) => void;
  now: Date;
}

/** One conversation in the list: avatar, name, latest message, when, and an unread dot. */
export function RecipientRow({ recipient, selected, onSelect, now }: RecipientRowProps) {
  const unread = isUnread(recipient);
  const latest = recipient.latestInboxMessage;
  const snippet = snippetOf(latest);
  const when = recipientTime(latest?.createdAt ?? recipient.updatedAt, now);
  const OriginIcon =
    latest?.platformOrigin === 'facebook_comment' ? CommentOutlined : ChatBubbleOutlineOutlined;
  return (
    <ListItem disablePadding data-unread={unread ? 'true' : 'false'}>
      <ListItemButton
        selected={selected}
        onClick={() => onSelect(recipient)}
        aria-current={selected ? 'true' : undefined}
        sx={{
          gap: 1.5,
          px: 2,
          py: 1.25,
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
          '&.Mui-selected': { bgcolor: 'rgba(10, 117, 119, 0.10)' },
        }}
      >
        <RecipientAvatar recipient={recipient} />
        {/* The row is named by what it shows (WCAG 2.5.3), "Unread" said first for a screen reader. */}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              {'Unread. '}
            </Box>
          ) : null}
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ fontWeight: unread ? 700 : 600, flex: 1, minWidth: 0 }}
              data-testid="recipient-name"
            >
              {recipient.name}
            </Typography>
            <Typography
              component="time"
              dateTime={latest?.createdAt ?? recipient.updatedAt}
              variant="caption"
              sx={{
                flexShrink: 0,
                color: unread ? 'primary.dark' : 'text.secondary',
                fontWeight: unread ? 600 : 400,
              }}
            >
              {when}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, mt: 0.25 }}>
            <OriginIcon sx={{ fontSize: 14, color: 'text.disabled', flexShrink: 0 }} aria-hidden />
            <Typography
              variant="body2"
              noWrap
              sx={{
                flex: 1,
                minWidth: 0,
                color: unread ? 'text.primary' : 'text.secondary',
                fontWeight: unread ? 600 : 400,
              }}
            >
              {snippet}
            </Typography>
            {recipient.dummy ? (
              <Chip
                label="Test customer"
                size="small"
                color="secondary"
                variant="outlined"
                sx={{ height: 20 }}
              />
            ) : null}
            {unread ? (
              <Box
                aria-hidden
                data-testid="unread-dot"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
              />
            ) : null}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
