import { randomInt } from 'node:crypto';

/**
 * Referral links (document 2 §2.3 referrals: Referral and Smart Retail Links): a short, named link
 * to the store or to one product, carrying a `ref` the storefront records as the visit's source, so
 * each link's visits and orders are counted. The same ref opens the page's Messenger conversation.
 */
export const NAME_MAX = 60;
export const CODE_RE = /^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$/;
export const MAX_LINKS = 200;

/** Short addresses: /r/{7 base62 characters}, random (crypto), never sequential. */
export const SHORT_LINK_PREFIX = '/r/';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SHORT_CODE_LENGTH = 7;
export const SHORT_CODE_RE = /^[0-9A-Za-z]{7}$/;
export const newShortCode = (): string =>
  Array.from({ length: SHORT_CODE_LENGTH }, () => BASE62[randomInt(BASE62.length)]).join('');

/** 'Summer Sale FB!' → 'summer-sale-fb': a code from a name, when the merchant gives none. */
export const codeFrom = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');

export interface ReferralLinkInput {
  name: string;
  code?: string | null;
  productUuid?: string | null;
  /** A promotion of the store: the link opens the store with the promo. */
  promotionUuid?: string | null;
}

export const CHOOSE_PRODUCT = 'Choose a product from the list';
export const CHOOSE_PROMO = 'Choose a promo from the list';
export const PRODUCT_OR_PROMO = 'A link opens a product or a promo, not both';
export const PROMO_ENDED = 'This promo has ended: choose a running or scheduled promo';
export const PROMO_KIND = 'Choose a discount code, an automatic discount or a cart promo';

/** The form's problems by field, in plain words; empty when sound. */
export function linkProblems(
  input: ReferralLinkInput,
  isId: (id: string) => boolean,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'Name is required';
  else if (name.length > NAME_MAX) problems.name = `Name should not exceed ${NAME_MAX} characters`;
  const code = (input.code ?? '').trim().toLowerCase() || codeFrom(name);
  if (name && !CODE_RE.test(code))
    problems.code = 'Code has invalid value: use 3 to 32 lowercase letters, digits or -';
  if (input.productUuid && !isId(input.productUuid)) problems.productUuid = CHOOSE_PRODUCT;
  if (input.promotionUuid && !isId(input.promotionUuid)) problems.promotionUuid = CHOOSE_PROMO;
  else if (input.promotionUuid && input.productUuid) problems.promotionUuid = PRODUCT_OR_PROMO;
  return problems;
}
