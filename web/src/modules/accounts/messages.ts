/** User-facing texts of the accounts screens that the spec words (document 1 §4, document 3 §8). */

export const ACCOUNT_INFORMATION_UPDATED = 'Account Information Updated';

/** Resend verification success (document 3 §8). */
export const verificationEmailSent = (email: string): string => `Verification email sent to ${email}`;

/** The unverified-email banner (document 3 §8), for the user's business email. */
export const unverifiedEmailBanner = (email: string): string =>
  `Complete your account setup: Verify email (${email}) for full dashboard access.`;

/** Why the security details are asked for (document 1 §2). */
export const ACCOUNT_SECURITY_REASON = 'These details verify your identity and protect your account.';

/** Generic update success (document 1 §8): '{name} Successfully updated!'. */
export const updated = (name: string): string => `${name} Successfully updated!`;
