import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef } from 'react';
import { NOTIFICATION_DRAWER_WIDTH, NOTIFICATION_DRAWER_WIDTH_SM } from '../../../../lib/constants';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import { badgeLabel } from '../../../../lib/format';
import { type ListPaging, PagingFooter } from '../../../../lib/lists/PagingFooter';
import type { NotificationNode } from '../../cache';
import type { DayGroup } from '../../grouping';
import { NotificationItem } from '../NotificationItem/NotificationItem';

export type NotificationsListState =
  | { status: 'no-app' }
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; groups: DayGroup<NotificationNode>[] };

export type NotificationsPaging = ListPaging;

export interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
  list: NotificationsListState;
  paging: NotificationsPaging;
  unread: number;
  onMarkAll: () => void;
  onOpenItem: (notification: NotificationNode) => void;
  /** The item whose opening waits on the server. */
  busyUuid: string | null;
  /** "Enable desktop notifications" while the browser has not been asked. */
  onEnableDesktop?: () => void;
}

const DAY_HEADING_PREFIX = 'notifications-day-';

function Centered({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 4, py: 8 }}>
      {children}
    </Stack>
  );
}

function ListBody({
  list,
  onOpenItem,
  busyUuid,
}: Pick<NotificationsDrawerProps, 'list' | 'onOpenItem' | 'busyUuid'>) {
  if (list.status === 'no-app') {
    return (
      <Centered>
        <Typography color="text.secondary">Open a store to see its notifications.</Typography>
      </Centered>
    );
  }
  if (list.status === 'loading') {
    return (
      <Stack spacing={1} sx={{ p: 3 }} aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  }
  if (list.status === 'error') {
    return (
      <Box sx={{ p: 3 }}>
        <RetryAlert message={list.message} onRetry={list.onRetry} />
      </Box>
    );
  }
  if (list.groups.length === 0) {
    return (
      <Centered>
        <NotificationsNoneOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography variant="h4" component="p">
          No notifications yet
        </Typography>
        <Typography variant="body2" color="text.secondary">
          New orders, customer sentiment reminders and billing notices of this store will show up here as they
          happen.
        </Typography>
      </Centered>
    );
  }
  return (
    <>
      {list.groups.map((group) => (
        <Box component="section" key={group.key}>
          <ListSubheader
            component="h3"
            id={`${DAY_HEADING_PREFIX}${group.key}`}
            sx={{
              m: 0,
              px: { xs: 2, sm: 3 },
              lineHeight: '36px',
              fontWeight: 700,
              color: 'text.secondary',
              bgcolor: 'background.default',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {group.label}
          </ListSubheader>
          <List disablePadding aria-labelledby={`${DAY_HEADING_PREFIX}${group.key}`}>
            {group.items.map((notification) => (
              <NotificationItem
                key={notification.uuid}
                notification={notification}
                onOpen={onOpenItem}
                busy={busyUuid === notification.uuid}
              />
            ))}
          </List>
        </Box>
      ))}
    </>
  );
}

/**
 * The notification drawer (document 1 §2): right side, 637 wide (450 on small screens, the whole
 * width of a phone), newest first in day groups, more pages on scrolling to the bottom.
 */
export function NotificationsDrawer({
  open,
  onClose,
  list,
  paging,
  unread,
  onMarkAll,
  onOpenItem,
  busyUuid,
  onEnableDesktop,
}: NotificationsDrawerProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const unreadText = badgeLabel(unread);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{
        paper: {
          'aria-label': 'Notifications',
          sx: {
            width: { xs: NOTIFICATION_DRAWER_WIDTH_SM, md: NOTIFICATION_DRAWER_WIDTH },
            maxWidth: '100%',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          },
        },
      }}
    >
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="h3" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            Notifications
          </Typography>
          {unreadText ? (
            <Typography
              variant="body2"
              sx={{ color: 'primary.dark', fontWeight: 600 }}
              data-testid="drawer-unread"
            >
              {unreadText} unread
            </Typography>
          ) : null}
          <IconButton aria-label="Close notifications" onClick={onClose} edge="end">
            <CloseOutlined />
          </IconButton>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DoneAllOutlined />}
            onClick={onMarkAll}
            disabled={unread <= 0 || list.status === 'no-app'}
          >
            Mark all as read
          </Button>
          {onEnableDesktop ? (
            <Button size="small" startIcon={<NotificationsActiveOutlined />} onClick={onEnableDesktop}>
              Enable desktop notifications
            </Button>
          ) : null}
        </Stack>
      </Box>
      <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
        <ListBody list={list} onOpenItem={onOpenItem} busyUuid={busyUuid} />
        {list.status === 'ready' ? (
          <PagingFooter paging={paging} rootRef={scrollRef} noun="notifications" />
        ) : null}
      </Box>
    </Drawer>
  );
}
