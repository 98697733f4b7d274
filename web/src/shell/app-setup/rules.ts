import { hasNoPrimary } from '../../modules/apps/components/CategoryPicker/categorySelection';

/*
 * When the app's setup prompts show (document 1 §2, §4; document 3 §8), as pure rules.
 */

/** Guided setup (/diy/..., /affiliate-v2/diy/...) never shows the prompts. */
export function isGuidedSetupPath(pathname: string): boolean {
  return /^\/(affiliate-v2\/)?diy(\/|$)/.test(pathname);
}

export interface MerchantDetails {
  categoryTree: ReadonlyArray<{ selected: boolean }> | null | undefined;
  businessDescription: string | null | undefined;
}

/** The Merchant Category form is due when no primary category is selected or the description is empty. */
export function needsMerchantDetails(app: MerchantDetails): boolean {
  return hasNoPrimary(app.categoryTree) || (app.businessDescription ?? '').trim() === '';
}

export type UnverifiedKind = 'support' | 'notification';

/** 'Complete your account setup: Verify email (a@x.ph, b@y.ph) to receive customer inquiries.' and the plain variant. */
export function unverifiedBannerText(kind: UnverifiedKind, emails: readonly string[]): string {
  const purpose = kind === 'support' ? 'to receive customer inquiries' : 'for full dashboard access';
  return `Complete your account setup: Verify email (${emails.join(', ')}) ${purpose}.`;
}

/** 'Verification email sent to a@x.ph, b@y.ph' */
export function resendSuccessText(emails: readonly string[]): string {
  return `Verification email sent to ${emails.join(', ')}`;
}

const LATER_KEY = 'suki.merchantDetailsLater';

function laterList(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LATER_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the owner chose Later for this app's form in this browser (the question is asked once). */
export function isMerchantDetailsDeferred(
  appUuid: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): boolean {
  return laterList(storage).includes(appUuid);
}

/**
 * Later: the form stops opening by itself for this app in this browser (issue 15: ask each question
 * once, never on every visit); In-App Store Settings keeps it at hand.
 */
export function deferMerchantDetails(
  appUuid: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  const list = laterList(storage);
  if (!list.includes(appUuid)) storage.setItem(LATER_KEY, JSON.stringify([...list, appUuid]));
}
