import { useSyncExternalStore } from 'react';

/*
 * The payment-provider reminder a payment_option_deactivation notification shows in the navigation
 * drawer (document 1 §4, document 3 §4). A tiny store, not a provider, so the notification drawer
 * sets it and the shell's navigation drawer reads it without either owning the other. It names the
 * app it was raised for, so it never shows inside another store; it lasts until dismissed or reload.
 */

let reminderApp: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showPaymentReminder(appUuid: string): void {
  reminderApp = appUuid;
  emit();
}

export function dismissPaymentReminder(): void {
  reminderApp = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True when the reminder is to show inside this app. */
export function usePaymentReminder(appUuid: string | null): boolean {
  const app = useSyncExternalStore(
    subscribe,
    () => reminderApp,
    () => null,
  );
  return appUuid !== null && app === appUuid;
}
