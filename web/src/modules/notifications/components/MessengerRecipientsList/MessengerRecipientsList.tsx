import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type MessengerRecipient, optedInLabel, reachLabel } from '../../messengerRecipients';

export interface MessengerRecipientsListProps {
  recipients: readonly MessengerRecipient[];
  /** Owners and admins remove recipients; other members only read. */
  canManage: boolean;
  onRemove: (recipient: MessengerRecipient) => void;
  /** Now, for whether their 24 hours have passed. */
  now: Date;
}

/** Page admins who get the store's notifications in Messenger: when they opted in, and whether they are reached. */
export function MessengerRecipientsList({
  recipients,
  canManage,
  onRemove,
  now,
}: MessengerRecipientsListProps) {
  return (
    <List disablePadding aria-label="Messenger recipients">
      {recipients.map((recipient) => (
        <ListItem
          key={recipient.uuid}
          aria-label={recipient.name}
          divider
          sx={{ px: { xs: 2, sm: 3 } }}
          secondaryAction={
            canManage ? (
              <IconButton
                edge="end"
                size="small"
                aria-label={`Remove ${recipient.name}`}
                onClick={() => onRemove(recipient)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            ) : undefined
          }
        >
          <ListItemAvatar>
            <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
              {recipient.name.trim().charAt(0).toUpperCase() || '?'}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={recipient.name}
            secondary={
              <>
                {`${optedInLabel(recipient.optedInAt)} · PSID ${recipient.psid}`}
                <Typography
                  component="span"
                  variant="body2"
                  data-testid="messenger-reach"
                  sx={{
                    display: 'block',
                    color: reachLabel(recipient, now).warning ? 'warning.dark' : 'text.secondary',
                  }}
                >
                  {reachLabel(recipient, now).text}
                </Typography>
              </>
            }
            slotProps={{
              primary: { sx: { overflowWrap: 'anywhere' } },
              secondary: { sx: { overflowWrap: 'anywhere' } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
