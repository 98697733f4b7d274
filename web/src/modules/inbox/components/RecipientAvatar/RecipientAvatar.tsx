import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../../../notifications/rules';
import { type RecipientNode, recipientPicture } from '../../recipients';

export interface RecipientAvatarProps {
  recipient: Pick<RecipientNode, 'name' | 'profilePic' | 'photo'>;
  size?: number;
}

/**
 * The customer's picture, or their initials on the brand colour (white on teal, 5.5:1). Decorative:
 * the customer's name is always written beside it.
 */
export function RecipientAvatar({ recipient, size = 44 }: RecipientAvatarProps) {
  return (
    <Avatar
      src={recipientPicture(recipient) ?? undefined}
      alt=""
      aria-hidden
      data-testid="recipient-avatar"
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: size * 0.36,
        fontWeight: 600,
      }}
    >
      {initialsOf(recipient.name)}
    </Avatar>
  );
}
