/** App rules as data (document 1 §1, §4; document 2 §1). */

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
export const STORE_STATUSES = ['pending_store', 'active_store', 'closed_store'] as const;

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
