/** The payment-gateway reminder dialog's "Later": closed for the rest of the Manila day, per store and stage. */
import { manilaToday } from '../orders/orderReminders';

const key = (appUuid: string, stage: string) => `suki.gatewayReminder.${appUuid}.${stage}`;

export const dismissedToday = (
  appUuid: string,
  stage: string,
  storage: Storage = localStorage,
  now = new Date(),
) => storage.getItem(key(appUuid, stage)) === manilaToday(now);

export const dismissForToday = (
  appUuid: string,
  stage: string,
  storage: Storage = localStorage,
  now = new Date(),
) => storage.setItem(key(appUuid, stage), manilaToday(now));
