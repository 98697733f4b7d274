/** Launch rules (document 3 §2, §4, §5, §8): what a store needs before it goes live, in plain words. */

/** Document 3 §8, verbatim (the console's tooltip says the same). */
export const NEEDS_PAYMENT_METHOD = 'Please connect a payment method before launching yourstore.';
export const NEEDS_PAGE = 'Please connect a Facebook page before launching your store';
export const NEEDS_TERMS = 'Please agree to the Terms and Conditions before launching your store';

export const PAGE_URL_MAX = 2000;
export const USER_AGENT_MAX = 500;

export interface LaunchReadiness {
  hasActivePage: boolean;
  hasDefaultPaymentMethod: boolean;
  termsAgreed: boolean;
}

/** The first thing missing, in the order the merchant fixes them (page, payment method, terms); null: ready. */
export function launchRefusal(r: LaunchReadiness): string | null {
  if (!r.hasActivePage) return NEEDS_PAGE;
  if (!r.hasDefaultPaymentMethod) return NEEDS_PAYMENT_METHOD;
  if (!r.termsAgreed) return NEEDS_TERMS;
  return null;
}

/** A mini-app's launch sends the page it ran on: an http(s) URL of sensible length, or nothing. */
export function pageUrlProblem(pageUrl: string | null | undefined): string | null {
  if (!pageUrl) return null;
  if (pageUrl.length > PAGE_URL_MAX) return `Page Url should not exceed ${PAGE_URL_MAX} characters`;
  try {
    const url = new URL(pageUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // falls through to the refusal
  }
  return 'Please enter a valid URL format (e.g., https://m.me)';
}
