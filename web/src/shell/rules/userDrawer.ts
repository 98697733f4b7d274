/** Entries of the user settings drawer, in order (document 1 §2). */
export type UserDrawerItem =
  | 'apps'
  | 'notifications'
  | 'sales-partner-manager'
  | 'reseller-network'
  | 'background-jobs'
  | 'deposit-slips'
  | 'kyc-reviews'
  | 'support'
  | 'account'
  | 'logout';

export interface UserDrawerFacts {
  pathname: string;
  /** An app is selected: the user is inside /apps/{key}/{appUUID}/... */
  appSelected: boolean;
  role: string | null | undefined;
  affiliateCode: string | null | undefined;
  /** The server answered this user's job counts: an operator (see useOperatorAccess). */
  operator?: boolean;
}

/** Guided setup (/diy, /affiliate-v2/diy) hides the notifications entry. */
function inGuidedSetup(pathname: string): boolean {
  return /(^|\/)diy(\/|$)/.test(pathname);
}

function onAppsList(pathname: string): boolean {
  return pathname === '/apps' || pathname === '/apps/';
}

/** A reseller with an affiliate code is a sales partner; clients never see the manager. */
export function isSalesPartner(
  role: string | null | undefined,
  affiliateCode: string | null | undefined,
): boolean {
  return role === 'reseller' && Boolean(affiliateCode);
}

/** Resellers and network distributors have a network: the merchants they brought in. */
export function hasResellerNetwork(role: string | null | undefined): boolean {
  return role === 'reseller' || role === 'network_distributor';
}

export function userDrawerItems({
  pathname,
  appSelected,
  role,
  affiliateCode,
  operator = false,
}: UserDrawerFacts): UserDrawerItem[] {
  const items: UserDrawerItem[] = ['apps'];
  if (appSelected && !onAppsList(pathname) && !inGuidedSetup(pathname)) items.push('notifications');
  if (isSalesPartner(role, affiliateCode)) items.push('sales-partner-manager');
  if (hasResellerNetwork(role)) items.push('reseller-network');
  if (operator) items.push('background-jobs', 'deposit-slips', 'kyc-reviews');
  items.push('support', 'account', 'logout');
  return items;
}
