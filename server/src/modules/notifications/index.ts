/**
 * Notifications of a store: raised by this domain's listeners on other domains' events (new orders,
 * customers not reached) and by notify() from the domains above (the assistant); pushed live, to page
 * admins in Messenger and, for some, by mail.
 */
import './notifications.settings.graphql.ts';

export { registerBillingNotificationListeners } from './listeners/billing.ts';
export { registerCustomerUnreachableListeners } from './listeners/customer-unreachable.ts';
export { registerKycNotificationListeners } from './listeners/kyc.ts';
export { registerOrderNotificationListeners } from './listeners/order-created.ts';
export { registerNotificationsLiveListeners } from './listeners/publish-live.ts';
export { registerNotificationsMessengerListeners } from './listeners/send-messenger.ts';
export { registerStoreStatusListeners } from './listeners/store-status.ts';
export type { NotificationsEvents } from './notifications.events.ts';
export { NotificationType } from './notifications.graphql.ts';
export { type NotifyInput, notify } from './notifications.service.ts';
