import type { StoreStatus } from './apps.rules.ts';

/** What the apps domain announces. */
export interface AppsEvents {
  'app.created': { appUuid: string; ownerUuid: string };
  'member.invited': { email: string; role: string; appName: string; inviterName: string; token: string };
  /** A checked move of the store status machine (launch, maintenance, closing, billing's deactivation). */
  'app.storeStatusChanged': { appUuid: string; from: StoreStatus; to: StoreStatus };
  'app.recipientAdded': { email: string; kind: 'support' | 'notification'; appName: string; token: string };
}
