import { hasNoPrimary } from '../../modules/apps/components/CategoryPicker/categorySelection';
import { askedOnce } from '../askedOnce';

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

/**
 * Later: the form stops opening by itself for this app in this browser (issue 15: ask each question
 * once, never on every visit); the dashboard's checklist and In-App Store Settings keep it at hand.
 */
const merchantDetailsLater = askedOnce('suki.merchantDetailsLater');

/** Whether the owner chose Later for this app's form in this browser. */
export const isMerchantDetailsDeferred = (
  appUuid: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
) => merchantDetailsLater.deferred(appUuid, storage);

export const deferMerchantDetails = (
  appUuid: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
) => merchantDetailsLater.defer(appUuid, storage);
