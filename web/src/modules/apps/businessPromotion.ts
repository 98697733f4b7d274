/** The Monday business-promotion reminder (document 3 §9: "business promotion on Mondays only"). */
import { TIME_ZONE } from '../../lib/constants';
import { closedForTheDay } from '../../shell/askedOnce';

export const BUSINESS_PROMOTION_TEXT =
  "It's Monday: share your store's link on your Facebook Page and in your Messenger replies to bring in customers this week.";
export const BUSINESS_PROMOTION_OFF = "You won't be reminded on Mondays";

/** Monday in Manila. */
export const isManilaMonday = (now: Date = new Date()): boolean =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: TIME_ZONE }).format(now) === 'Mon';

/** ✕ on the banner: closed for the rest of the Manila day, per store. */
export const promotionClosed = closedForTheDay('suki.businessPromotion');
