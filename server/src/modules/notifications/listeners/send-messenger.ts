import { eq } from 'drizzle-orm';
import { sendUnderPolicy } from '../../../integrations/messenger/messenger.deliver.ts';
import { messagingWindow, type UtilityTemplate } from '../../../integrations/messenger/messenger.policy.ts';
import { notificationMetadata, refusalInPlainWords } from '../../../integrations/messenger/messenger.port.ts';
import type { EventBus } from '../../../platform/events.ts';
import { appByUuid, pageAccessToken } from '../../apps/index.ts';
import { messengerNotificationAdmins, pageTemplates, recordAdminReach } from '../../inbox/index.ts';
import { ADMIN_NOT_REACHED } from '../notifications.rules.ts';
import { notifications } from '../notifications.tables.ts';

/**
 * Each new notification also goes, as a Messenger message from the store's page, to the page admins
 * who opted in (Notification Manager → FB Messenger), as messenger.policy.ts allows: a standard text
 * within 24 hours of the admin's last message to the page, else the page's approved
 * `store_notification` utility template, else nothing. Each admin's row keeps when they were last
 * reached, or since when and why they are not (the recipients list shows it). Not reaching an admin
 * raises no notification: that would loop.
 */
export function registerNotificationsMessengerListeners(events: EventBus): void {
  events.on('notification.created', async ({ appUuid, notificationUuid }, deps) => {
    const admins = await messengerNotificationAdmins(deps.db, appUuid);
    if (admins.length === 0) return;
    const [notification] = await deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.uuid, notificationUuid));
    const app = notification ? await appByUuid(deps.db, notification.appUuid) : null;
    if (!notification || !app) return;
    const row = { notification, appName: app.name };
    const templates = new Map<string, UtilityTemplate[]>();
    for (const { admin, page } of admins) {
      const pageTemplateList = templates.get(page.uuid) ?? (await pageTemplates(deps.db, page.uuid));
      templates.set(page.uuid, pageTemplateList);
      const now = deps.clock.now();
      const result = await sendUnderPolicy(deps.messenger, {
        kind: 'store_notification',
        window: messagingWindow(admin.lastMessageAt ?? admin.optedInAt, now),
        templates: pageTemplateList,
        fbPageId: page.fbPageId,
        accessToken: pageAccessToken(deps, page),
        psid: admin.psid,
        text: `🔔 ${row.notification.message}`,
        metadata: notificationMetadata(row.notification.uuid),
        templateValues: { store_name: row.appName, message: row.notification.message },
      });
      const reached = result.sent === 'standard' || result.sent === 'utility_template';
      let reason: string | null = null;
      if (result.sent === 'none') reason = ADMIN_NOT_REACHED[result.because];
      if (result.sent === 'refused') reason = `Messenger refused it: ${refusalInPlainWords(result.error)}`;
      if (reason)
        deps.log.warn({ appUuid, psid: admin.psid, reason }, 'a Messenger notification was not sent');
      await recordAdminReach(deps.db, admin.uuid, now, { reached, reason });
    }
  });
}
