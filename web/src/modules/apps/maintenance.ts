/** The statuses a merchant picks on the Maintenance screen, in the words they read. */
export const MERCHANT_STATUS_CHOICES = [
  { value: 'active_store', label: 'Open', help: 'Customers can browse and order.' },
  {
    value: 'maintenance',
    label: 'Under maintenance',
    help: 'Customers see your message instead of your store and cannot order.',
  },
  {
    value: 'closed_store',
    label: 'Closed',
    help: 'Customers see that your store is closed and cannot order.',
  },
] as const;

export type MerchantStoreStatus = (typeof MERCHANT_STATUS_CHOICES)[number]['value'];

export const MAINTENANCE_MESSAGE_MAX = 500;

export const isMerchantStoreStatus = (status: string): status is MerchantStoreStatus =>
  MERCHANT_STATUS_CHOICES.some((choice) => choice.value === status);

/** Why the screen cannot change the status, or null when it can. */
export function maintenanceBlocked(storeStatus: string): string | null {
  if (storeStatus === 'pending_store')
    return 'Your store has not launched yet. Launch it first; then you can put it under maintenance or close it here.';
  if (storeStatus === 'deactivated')
    return 'Please settle your payments to continue using your In-App Store.';
  return null;
}

/** The message field's problem, or null. */
export function maintenanceMessageProblem(message: string): string | null {
  return message.trim().length > MAINTENANCE_MESSAGE_MAX
    ? `Maintenance Message should not exceed ${MAINTENANCE_MESSAGE_MAX} characters`
    : null;
}
