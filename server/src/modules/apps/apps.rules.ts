/** App rules as data (document 1 §1, §4; document 2 §1). */
import { stateMachine } from '../../platform/state-machine.ts';

export const SERVICE_BUNDLES = [
  'ecommerce-b2c-bundle',
  'survey-and-raffle-bundle',
  'inquiry-bundle',
  'b2b-bundle',
  'insurance-bundle',
  'main-distributor-bundle',
  'mall-stores-management-bundle',
  'affiliate-bundle',
  'shopify-bundle',
  'store-management',
  'distributor-bundle',
] as const;
export type ServiceBundle = (typeof SERVICE_BUNDLES)[number];

export const isServiceBundle = (value: string): value is ServiceBundle =>
  (SERVICE_BUNDLES as readonly string[]).includes(value);

/** A new store is not launched and has no page yet; the demo store is Active. */
export const APP_STATUSES = ['Unlaunched', 'Active', 'Inactive'] as const;

/**
 * The store's life (document 2 §3, document 3 §3): pending_store until launched, active_store, under
 * maintenance, closed by its merchant, or deactivated by billing. Only active_store takes orders.
 */
export const STORE_STATUSES = [
  'pending_store',
  'active_store',
  'maintenance',
  'closed_store',
  'deactivated',
] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const isStoreStatus = (value: string): value is StoreStatus =>
  (STORE_STATUSES as readonly string[]).includes(value);

export const STORE_STATUS = stateMachine<StoreStatus>(
  'Store status',
  {
    pending_store: ['active_store', 'deactivated'],
    active_store: ['maintenance', 'closed_store', 'deactivated'],
    maintenance: ['active_store', 'closed_store', 'deactivated'],
    closed_store: ['active_store', 'deactivated'],
    // Billing reactivates a store: back to active, or to pending when it was never launched.
    deactivated: ['active_store', 'pending_store'],
  },
  {
    pending_store: 'Not launched',
    active_store: 'Active',
    maintenance: 'Under Maintenance',
    closed_store: 'Closed',
    deactivated: 'Deactivated',
  },
);

/** The statuses a merchant may choose from the Maintenance screen (launch and billing set the others). */
export const MERCHANT_STORE_STATUSES: readonly StoreStatus[] = [
  'active_store',
  'maintenance',
  'closed_store',
];

/** Document 3 §2, verbatim: a deactivated store waits for its payments. */
export const DEACTIVATED_NOTICE = 'Please settle your payments to continue using your In-App Store.';
export const LAUNCH_FIRST = 'Please launch your store to open it to customers';

export const MAINTENANCE_MESSAGE_MAX = 500;
export const DEFAULT_MAINTENANCE_MESSAGE =
  'We are making some improvements to our store. Please come back soon.';

/** Only an active store takes orders; launching is what makes a store active. */
export const storeTakesOrders = (app: { storeStatus: string }): boolean => app.storeStatus === 'active_store';

export const APP_NAME_MAX = 60;

/** What is wrong with a store name, or null. */
export function storeNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return 'Store Name is required';
  if (name.length > APP_NAME_MAX) return `Store Name should not exceed ${APP_NAME_MAX} characters`;
  return null;
}

export function appCreateProblems(input: { name: string; bundleKey: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const nameProblem = storeNameProblem(input.name);
  if (nameProblem) problems.name = nameProblem;
  if (!input.bundleKey) problems.bundleKey = 'Please select Service Bundle';
  else if (!isServiceBundle(input.bundleKey)) problems.bundleKey = 'Service Bundle has invalid value';
  return problems;
}

/** Member roles on an app; every member can read the app, the guard checks the rest. */
export const MEMBER_ROLES = ['owner', 'admin', 'store_manager'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
