/** What the accounts domain announces; the mail listener turns each into an email after commit. */
export interface AccountsEvents {
  'account.signedUp': { email: string; firstName: string; token: string };
  /** Someone signed up with an address that already has an account: tell its owner, reveal nothing. */
  'account.signUpExisting': { email: string };
  'account.confirmationResent': { email: string; firstName: string; token: string };
  'account.passwordResetRequested': { email: string; token: string };
  'account.locked': { email: string; token: string };
  'account.businessEmailChanged': { email: string; token: string };
}
