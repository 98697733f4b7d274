import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

export interface EmailRecipient {
  email: string;
  verified: boolean;
}

export interface EmailRecipientsListProps {
  recipients: readonly EmailRecipient[];
  /** Owners and admins add, remove and resend; other members only read. */
  canManage: boolean;
  /** The address whose verification email is being resent. */
  resending: string | null;
  onResend: (email: string) => void;
  onRemove: (email: string) => void;
}

/** The app's notification email recipients with their verification status (document 2, Notification Manager). */
export function EmailRecipientsList({
  recipients,
  canManage,
  resending,
  onResend,
  onRemove,
}: EmailRecipientsListProps) {
  return (
    <List disablePadding aria-label="Email recipients">
      {recipients.map(({ email, verified }) => (
        <ListItem
          key={email}
          aria-label={email}
          divider
          sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 2, sm: 3 }, py: 1.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 240px', minWidth: 0 }}>
            <MailOutlined sx={{ color: 'text.secondary' }} />
            <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{email}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
            <Chip
              size="small"
              label={verified ? 'Verified' : 'Unverified'}
              color={verified ? 'success' : 'warning'}
              variant={verified ? 'filled' : 'outlined'}
            />
            {canManage && !verified ? (
              <Button size="small" onClick={() => onResend(email)} disabled={resending === email}>
                {resending === email ? 'Sending…' : 'Resend'}
              </Button>
            ) : null}
            {canManage ? (
              <IconButton aria-label={`Remove ${email}`} onClick={() => onRemove(email)} size="small">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
