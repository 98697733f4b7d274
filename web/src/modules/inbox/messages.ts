/** User-facing text of the inbox (contract/messages.md wording where it has one). */

/** Above the composer in the human_agent window (24 hours to 7 days since the customer wrote). */
export const HUMAN_AGENT_HINT =
  "More than 24 hours since this customer's last message: your reply goes out with Messenger's Human Agent tag.";
/** The composer is disabled after 7 days (the server refuses a send with the same words). */
export const WINDOW_CLOSED =
  'This customer last messaged more than 7 days ago. Messenger allows no reply until they write again.';
export const MAX_PRODUCTS_MESSAGE = 'You can send at most 10 products';
export const MAX_PHOTOS_MESSAGE = 'You can send at most 10 photos';
export const PHOTO_URL_INVALID = 'Enter an image address that starts with http:// or https://';
export const SENDING = 'Sending...';
/** A reply Messenger refused stays in the conversation with why. */
export const notSent = (reason: string): string => `Not sent: ${reason}`;
