import type { StoreStatus } from './apps.rules.ts';

/** What the apps domain announces. */
export interface AppsEvents {
  'app.created': { appUuid: string; ownerUuid: string };
  'member.invited': { email: string; role: string; appName: string; inviterName: string; token: string };
  /** A Facebook page was connected: the app subscribes to its webhooks and its menu is published on it. */
  'apps.pageConnected': { appUuid: string; pageUuid: string };
  /** The app's page was disconnected: the app unsubscribes from its webhooks. */
  'apps.pageDisconnected': { appUuid: string; pageUuid: string };
  /** The persistent menu changed: it is published through the active page's Messenger profile. */
  'apps.persistentMenuChanged': { appUuid: string; pageUuid: string };
  /** A checked move of the store status machine (launch, maintenance, closing, billing's deactivation). */
  'app.storeStatusChanged': { appUuid: string; from: StoreStatus; to: StoreStatus };
  'app.recipientAdded': { email: string; kind: 'support' | 'notification'; appName: string; token: string };
}
