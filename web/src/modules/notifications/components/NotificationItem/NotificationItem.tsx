import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import SpeakerNotesOffOutlined from '@mui/icons-material/SpeakerNotesOffOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../../lib/a11y/visuallyHidden';
import { formatDateTime } from '../../../../lib/format';
import type { NotificationNode } from '../../cache';
import { customerOf, initialsOf } from '../../rules';

export interface NotificationItemProps {
  notification: NotificationNode;
  onOpen: (notification: NotificationNode) => void;
  /** True while opening it waits on the server (the inbox's app status check). */
  busy?: boolean;
}

/** A notification without a customer (catalog sync, payment notices, tests) shows what it is about. */
function categoryIcon(category: string): ReactNode {
  if (category === 'fb_catalog_sync') return <SyncOutlined fontSize="small" />;
  if (category === 'payment_option_deactivation') return <PaymentsOutlined fontSize="small" />;
  if (category === 'order_created') return <ShoppingBagOutlined fontSize="small" />;
  if (category === 'customer_unreachable') return <SpeakerNotesOffOutlined fontSize="small" />;
  return <CampaignOutlined fontSize="small" />;
}

/**
 * One notification (document 1 §2): the customer's avatar (initials without a picture) and name;
 * limit notices without either; unread ones bold with a dot.
 */
export function NotificationItem({ notification, onOpen, busy = false }: NotificationItemProps) {
  const unread = notification.readAt === null;
  const customer = customerOf(notification);
  const when = formatDateTime(notification.createdAt);
  let leading: ReactNode = null;
  if (customer) {
    leading = (
      <Avatar
        src={customer.profilePic ?? undefined}
        alt=""
        aria-hidden
        data-testid="notification-avatar"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15, fontWeight: 600 }}
      >
        {initialsOf(customer.name)}
      </Avatar>
    );
  } else if (!notification.limitNotice) {
    leading = (
      <Avatar
        aria-hidden
        data-testid="notification-icon"
        sx={{ bgcolor: 'action.selected', color: 'text.secondary' }}
      >
        {categoryIcon(notification.category)}
      </Avatar>
    );
  }

  return (
    <ListItem disablePadding data-unread={unread ? 'true' : 'false'}>
      <ListItemButton
        onClick={() => onOpen(notification)}
        disabled={busy}
        alignItems="flex-start"
        sx={{
          gap: 1.5,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: unread ? 'rgba(10, 117, 119, 0.06)' : undefined,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {leading ? <ListItemAvatar sx={{ minWidth: 0, mt: 0.25 }}>{leading}</ListItemAvatar> : null}
        {/* Named by what it shows (WCAG 2.5.3), "Unread" said first for a screen reader. */}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              {'Unread. '}
            </Box>
          ) : null}
          {customer ? (
            <Typography
              variant="body2"
              sx={{ fontWeight: unread ? 700 : 600, overflowWrap: 'anywhere' }}
              data-testid="notification-name"
            >
              {customer.name}
            </Typography>
          ) : null}
          <Typography
            variant="body2"
            sx={{
              fontWeight: unread ? 600 : 400,
              color: unread ? 'text.primary' : 'text.secondary',
              overflowWrap: 'anywhere',
            }}
          >
            {notification.message}
          </Typography>
          <Typography
            component="time"
            dateTime={notification.createdAt}
            variant="caption"
            sx={{ color: unread ? 'primary.dark' : 'text.secondary', fontWeight: unread ? 600 : 400 }}
          >
            {when}
          </Typography>
        </Box>
        {busy ? <CircularProgress size={16} sx={{ mt: 0.5 }} aria-label="Opening" /> : null}
        {unread && !busy ? (
          <Box
            aria-hidden
            data-testid="unread-dot"
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              mt: 0.75,
              flexShrink: 0,
            }}
          />
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}
