import { and, eq } from 'drizzle-orm';
import { notificationMetadata } from '../../../integrations/messenger/messenger.port.ts';
import type { EventBus } from '../../../platform/events.ts';
import { pages } from '../../apps/apps.tables.ts';
import { messengerNotificationRecipients } from '../../inbox/inbox.tables.ts';
import { notifications } from '../notifications.tables.ts';

/**
 * Each new notification also goes, as a Messenger message from the store's page, to the page admins
 * who opted in (Notification Manager → FB Messenger). Store notices are not promotions, so outside
 * the 24-hour window they carry the ACCOUNT_UPDATE tag. A refused send is logged, never retried.
 */
export function registerNotificationsMessengerListeners(events: EventBus): void {
  events.on('notification.created', async ({ appUuid, notificationUuid }, { db, messenger, sealer, log }) => {
    const admins = await db
      .select({ psid: messengerNotificationRecipients.psid, page: pages })
      .from(messengerNotificationRecipients)
      .innerJoin(pages, and(eq(pages.uuid, messengerNotificationRecipients.pageUuid), eq(pages.active, true)))
      .where(eq(messengerNotificationRecipients.appUuid, appUuid));
    if (admins.length === 0) return;
    const [notification] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.uuid, notificationUuid));
    if (!notification) return;
    for (const admin of admins) {
      try {
        await messenger.send({
          fbPageId: admin.page.fbPageId,
          accessToken: admin.page.accessTokenSealed ? sealer.open(admin.page.accessTokenSealed) : '',
          psid: admin.psid,
          part: { kind: 'text', text: `🔔 ${notification.message}` },
          tag: 'ACCOUNT_UPDATE',
          metadata: notificationMetadata(notification.uuid),
        });
      } catch (err) {
        log.warn({ err, appUuid, psid: admin.psid }, 'a Messenger notification was not delivered');
      }
    }
  });
}
