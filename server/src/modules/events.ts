import type { AccountsEvents } from './accounts/index.ts';
import type { AppsEvents } from './apps/index.ts';
import type { AssistantEvents } from './assistant/index.ts';
import type { BillingEvents, BillingPlansEvents } from './billing/index.ts';
import type { InboxEvents } from './inbox/index.ts';
import type { KycEvents } from './kyc/index.ts';
import type { LaunchEvents } from './launch/index.ts';
import type { NotificationsEvents } from './notifications/index.ts';
import type { OrdersEvents } from './orders/index.ts';
import type { PhotosEvents } from './photos/index.ts';

/** Every domain event, by name: each domain declares its own in `<domain>.events.ts`. */
export type DomainEvents = AccountsEvents &
  AppsEvents &
  AssistantEvents &
  BillingEvents &
  BillingPlansEvents &
  InboxEvents &
  KycEvents &
  LaunchEvents &
  NotificationsEvents &
  OrdersEvents &
  PhotosEvents;
