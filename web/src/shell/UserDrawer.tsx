import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { USER_DRAWER_WIDTH } from '../lib/constants';
import { badgeLabel } from '../lib/format';
import type { UserDrawerItem } from './rules/userDrawer';

const LABELS: Record<UserDrawerItem, string> = {
  apps: 'My In-App Stores',
  notifications: 'Notifications',
  'sales-partner-manager': 'Sales Partner Manager',
  'reseller-network': 'Reseller Network',
  'background-jobs': 'Background Jobs',
  'deposit-slips': 'Deposit Slips',
  'kyc-reviews': 'KYC Reviews',
  support: 'Chat with us',
  account: 'My Account',
  logout: 'Logout',
};

const ICONS: Record<UserDrawerItem, ReactNode> = {
  apps: <StorefrontOutlined />,
  notifications: <NotificationsOutlined />,
  'sales-partner-manager': <HandshakeOutlined />,
  'reseller-network': <HubOutlined />,
  'background-jobs': <ManageHistoryOutlined />,
  'deposit-slips': <ReceiptLongOutlined />,
  'kyc-reviews': <VerifiedUserOutlined />,
  support: <ChatBubbleOutlined />,
  account: <AccountCircleOutlined />,
  logout: <LogoutOutlined />,
};

export interface UserDrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly UserDrawerItem[];
  onSelect: (item: UserDrawerItem) => void;
  userName: string;
  userEmail: string;
  notificationsUnread: number;
}

/** The user settings drawer (right, width 230; document 1 §2). */
export function UserDrawer({
  open,
  onClose,
  items,
  onSelect,
  userName,
  userEmail,
  notificationsUnread,
}: UserDrawerProps) {
  const unread = badgeLabel(notificationsUnread);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{ paper: { sx: { width: USER_DRAWER_WIDTH }, 'aria-label': 'User settings' } }}
    >
      <Box sx={{ px: 2, py: 2.5 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {userName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {userEmail}
        </Typography>
      </Box>
      <Divider />
      <List component="nav" aria-label="User settings">
        {items.map((item) => (
          <ListItemButton
            key={item}
            onClick={() => onSelect(item)}
            sx={item === 'logout' ? { color: 'error.main', mt: 1 } : undefined}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              {item === 'notifications' ? (
                <Badge color="error" badgeContent={unread} invisible={unread === ''}>
                  {ICONS[item]}
                </Badge>
              ) : (
                ICONS[item]
              )}
            </ListItemIcon>
            <ListItemText primary={LABELS[item]} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
