/** Referral links (Referral, Smart Retail Links): named links with a ref, and what each brought. */
import './referrals.graphql.ts';

export { handleShortLink, SHORT_LINK_PREFIX } from './referrals.http.ts';
export type { ReferralLinkRow } from './referrals.tables.ts';
