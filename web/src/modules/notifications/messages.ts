/** User-facing messages of the notifications module (document 1 §8 wording where it has one). */
export const REMOVE_EMAIL_QUESTION = 'Do you want to remove this email?';
export const EMAIL_REMOVED = 'Email Successfully removed!';
/** Adding an address mails its verification link, as the support details do (document 1 §8). */
export const EMAIL_VERIFICATION_SENT = 'Email Verification Sent';
export const TEST_NOTIFICATION_SENT = 'Test notification sent. It arrives live in your notifications.';
