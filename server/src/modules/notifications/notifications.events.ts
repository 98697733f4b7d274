/** What the notifications domain announces (the live push listens). */
export interface NotificationsEvents {
  'notification.created': { notificationUuid: string; appUuid: string };
}
