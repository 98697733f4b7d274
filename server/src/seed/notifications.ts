import type { ServiceContext } from '../graphql/context.ts';
import type { NotifyInput } from '../modules/notifications/notifications.service.ts';
import { notifications } from '../modules/notifications/notifications.tables.ts';
import { newUuid } from '../platform/ids.ts';

const CUSTOMERS = [
  'Juan dela Cruz',
  'Maria Clara Reyes',
  'Jose Santos',
  'Ana Marie Bautista',
  'Carlo Mendoza',
  'Bea Villanueva',
  'Paolo Garcia',
  'Kristine Aquino',
  'Miguel Ramos',
  'Jasmine Torres',
];
const HOUR = 3600 * 1000;

/** A demo order a notification tells of (seed/orders.ts). */
export interface DemoOrder {
  transactionNumber: string;
  customerName: string;
  createdAt: Date;
}

/**
 * About 40 notifications of every category over the last 14 days, the newest few unread. The new-order
 * ones tell of the demo's real orders, newest first, in the live notification's words.
 */
export function demoNotifications(
  appUuid: string,
  now: Date,
  orders: readonly DemoOrder[] = [],
): Array<NotifyInput & { read: boolean }> {
  const items: Array<NotifyInput & { read: boolean }> = [];
  const newest = [...orders].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (let i = 0; i < 40; i++) {
    const createdAt = new Date(now.getTime() - (i * 8.3 + 0.5) * HOUR);
    const customer = CUSTOMERS[i % CUSTOMERS.length] ?? 'A customer';
    const base = { appUuid, createdAt, read: i >= 7 };
    const kind = i % 8;
    const order = kind <= 3 ? newest.shift() : undefined;
    if (order) {
      items.push({
        ...base,
        createdAt: order.createdAt,
        category: 'order_created',
        message: `New order ${order.transactionNumber} from ${order.customerName}`,
        pageRecipient: { name: order.customerName },
        notificationable: { type: 'Order', transactionNumber: order.transactionNumber },
      });
    } else if (kind <= 3) {
    } else if (kind === 4) {
      items.push({
        ...base,
        category: 'negative_sentiment_reminder',
        message: `${customer} sounds upset in Messenger. Reply soon to keep them happy.`,
        pageRecipient: { name: customer },
      });
    } else if (kind === 5) {
      items.push({
        ...base,
        category: 'fb_catalog_sync',
        message: 'Your Facebook catalog sync finished: 30 products are up to date.',
      });
    } else if (kind === 6) {
      items.push({
        ...base,
        category: 'payment_option_deactivation',
        message:
          'Your temporary e-wallet gateway ends soon. Activate card and e-wallet payments to keep receiving online payments.',
        notificationable: { type: 'Billing', uuid: newUuid() },
      });
    } else {
      items.push({
        ...base,
        category: 'limit_notice',
        message:
          i % 16 === 7
            ? 'You have used 90% of your response credits this month.'
            : 'Your store reached 90% of its monthly users limit.',
      });
    }
  }
  return items;
}

/**
 * Stored in one statement, as they were (the list counts follow by their triggers). Not announced:
 * nobody is listening on a new data folder, and announcing forty old notifications would queue a live
 * push and a Messenger check for each on the first start.
 */
export async function seedDemoNotifications(
  ctx: ServiceContext,
  appUuid: string,
  orders: readonly DemoOrder[] = [],
): Promise<void> {
  const now = ctx.clock.now();
  const items = demoNotifications(appUuid, now, orders);
  items.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  if (items.length === 0) return;
  await ctx.db.insert(notifications).values(
    items.map(({ read, ...input }) => {
      const link = input.notificationable;
      const createdAt = input.createdAt ?? now;
      return {
        uuid: newUuid(),
        appUuid: input.appUuid,
        category: input.category,
        message: input.message.trim(),
        createdAt,
        readAt: read ? createdAt : null,
        pageRecipientName: input.pageRecipient?.name ?? null,
        pageRecipientProfilePic: input.pageRecipient?.profilePic ?? null,
        notificationableType: link?.type ?? null,
        notificationableUuid: link?.uuid ?? null,
        notificationableTransactionNumber: link?.type === 'Order' ? link.transactionNumber : null,
      };
    }),
  );
}
