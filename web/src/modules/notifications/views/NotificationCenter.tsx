import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { inboxBlockedMessage } from '../../../lib/appStatus';
import { NOTIFICATIONS_MARK_FAILED, NOTIFICATIONS_MARKED_READ } from '../../../lib/constants';
import { errorMessage } from '../../../lib/errors';
import { useAlert } from '../../../shell/alert/AlertContext';
import { AppStatusQuery } from '../../apps/graphql/apps';
import { changeUnreadCount, firstPageVariables, markAllReadInCache, type NotificationNode } from '../cache';
import { MarkAllDialog } from '../components/MarkAllDialog/MarkAllDialog';
import {
  NotificationsDrawer,
  type NotificationsListState,
  type NotificationsPaging,
} from '../components/NotificationsDrawer/NotificationsDrawer';
import {
  NotificationMarkAllAsReadMutation,
  NotificationMarkAsReadMutation,
  NotificationsQuery,
} from '../graphql/notifications';
import { groupByDay } from '../grouping';
import { useDesktopNotifications } from '../hooks/useDesktopNotifications';
import { useLiveNotifications } from '../hooks/useLiveNotifications';
import { useUnreadNotificationsCount } from '../hooks/useUnreadNotificationsCount';
import { showPaymentReminder } from '../paymentReminder';
import { type NotificationApp, notificationTarget } from '../target';

export interface NotificationCenterProps {
  open: boolean;
  onClose: () => void;
  /** Opens the drawer (a desktop notification was clicked). */
  onOpen: () => void;
  /** The app the console is inside of; null elsewhere (nothing is fetched or subscribed). */
  app: NotificationApp | null;
  /** After a payment_option_deactivation notification raised the reminder (the shell reveals the nav drawer). */
  onPaymentReminder?: () => void;
  /** The clock the day groups are computed against (tests pin it). */
  now?: () => Date;
}

const systemNow = () => new Date();

/**
 * The notification centre, mounted by the shell for the whole signed-in session: live arrivals and
 * desktop notifications while inside an app, and the drawer with its list, mark read and routing.
 */
export function NotificationCenter({
  open,
  onClose,
  onOpen,
  app,
  onPaymentReminder,
  now = systemNow,
}: NotificationCenterProps) {
  const appUuid = app?.appUUID ?? null;
  const client = useApolloClient();
  const navigate = useNavigate();
  const alert = useAlert();
  const [confirming, setConfirming] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const [busyUuid, setBusyUuid] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const loadingMoreRef = useRef(false);
  const readsInFlight = useRef(new Set<string>());

  useLiveNotifications(appUuid);
  const desktop = useDesktopNotifications(appUuid, onOpen);
  const unread = useUnreadNotificationsCount(appUuid);
  const { data, error, refetch, fetchMore } = useQuery(NotificationsQuery, {
    variables: firstPageVariables(appUuid ?? ''),
    skip: !open || appUuid === null,
    fetchPolicy: 'cache-and-network',
  });
  const [markAsRead] = useMutation(NotificationMarkAsReadMutation);
  const [markAllAsRead] = useMutation(NotificationMarkAllAsReadMutation);

  const connection = data?.notifications;
  const groups = useMemo(
    () =>
      connection
        ? groupByDay(
            connection.edges.map((edge) => edge.node),
            now(),
          )
        : [],
    [connection, now],
  );

  const loadMore = async () => {
    const pageInfo = connection?.pageInfo;
    if (!pageInfo?.hasNextPage || !pageInfo.endCursor || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } catch (err) {
      console.error(err);
      setMoreFailed(true);
    } finally {
      loadingMoreRef.current = false;
      setLoadingMore(false);
    }
  };

  const markRead = async (notification: NotificationNode) => {
    if (appUuid === null || readsInFlight.current.has(notification.uuid)) return;
    readsInFlight.current.add(notification.uuid);
    try {
      await markAsRead({
        variables: { input: { notificationUuid: notification.uuid } },
        update: (cache, { data: answer }) => {
          if (answer?.notificationMarkAsRead.readAt) changeUnreadCount(cache, appUuid, (count) => count - 1);
        },
        // Document 1 §7: the unread count is refetched after marking one read.
        refetchQueries: ['UnreadNotificationsCount'],
      });
    } catch (err) {
      alert.error(err);
    } finally {
      readsInFlight.current.delete(notification.uuid);
    }
  };

  const openInbox = async (url: string) => {
    if (appUuid === null) return;
    try {
      const { data: status } = await client.query({
        query: AppStatusQuery,
        variables: { appUuid },
        fetchPolicy: 'network-only',
      });
      if (!status) return;
      const blocked = inboxBlockedMessage(status.appStatus);
      if (blocked !== null) {
        alert.error(blocked);
        return;
      }
      onClose();
      navigate(url);
    } catch (err) {
      alert.error(err);
    }
  };

  const openItem = async (notification: NotificationNode) => {
    if (app === null || busyUuid !== null) return;
    if (notification.readAt === null) void markRead(notification);
    const target = notificationTarget(notification, app);
    if (target.kind === 'navigate') {
      onClose();
      navigate(target.url);
    } else if (target.kind === 'inbox') {
      setBusyUuid(notification.uuid);
      await openInbox(target.url);
      setBusyUuid(null);
    } else if (target.kind === 'payment-reminder') {
      showPaymentReminder(app.appUUID);
      onClose();
      onPaymentReminder?.();
    }
  };

  const confirmMarkAll = async () => {
    if (appUuid === null) return;
    setMarkingAll(true);
    try {
      const { data: answer } = await markAllAsRead({ variables: { appUuid } });
      if (answer?.notificationMarkAllAsRead.success) {
        markAllReadInCache(client.cache, appUuid, new Date().toISOString());
        alert.success(NOTIFICATIONS_MARKED_READ);
      } else {
        alert.error(NOTIFICATIONS_MARK_FAILED);
      }
    } catch (err) {
      console.error(err);
      alert.error(NOTIFICATIONS_MARK_FAILED);
    } finally {
      setMarkingAll(false);
      setConfirming(false);
    }
  };

  let list: NotificationsListState;
  if (appUuid === null) list = { status: 'no-app' };
  else if (connection) list = { status: 'ready', groups };
  else if (error) list = { status: 'error', message: errorMessage(error), onRetry: () => void refetch() };
  else list = { status: 'loading' };

  const paging: NotificationsPaging = {
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loadingMore,
    failed: moreFailed,
    pageKey: connection?.pageInfo.endCursor ?? '',
    onLoadMore: () => void loadMore(),
  };

  return (
    <>
      <NotificationsDrawer
        open={open}
        onClose={onClose}
        list={list}
        paging={paging}
        unread={unread}
        onMarkAll={() => setConfirming(true)}
        onOpenItem={(notification) => void openItem(notification)}
        busyUuid={busyUuid}
        onEnableDesktop={desktop.canAsk && appUuid !== null ? () => void desktop.ask() : undefined}
      />
      <MarkAllDialog
        open={confirming}
        busy={markingAll}
        onConfirm={() => void confirmMarkAll()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
