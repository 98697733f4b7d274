import type { AccountsEvents } from './accounts/accounts.events.ts';
import type { AppsEvents } from './apps/apps.events.ts';
import type { InboxEvents } from './inbox/inbox.events.ts';
import type { NotificationsEvents } from './notifications/notifications.events.ts';
import type { OrdersEvents } from './orders/orders.events.ts';
import type { PhotosEvents } from './photos/photos.events.ts';

/** Every domain event, by name: each domain declares its own in `<domain>.events.ts`. */
export type DomainEvents = AccountsEvents &
  AppsEvents &
  InboxEvents &
  NotificationsEvents &
  OrdersEvents &
  PhotosEvents;
