import type { EventBus } from '../../../platform/events.ts';
import {
  businessEmailMail,
  confirmationMail,
  resetMail,
  signUpExistingMail,
  unlockMail,
} from '../accounts.mails.ts';

/** Mails each account link after the transaction that created it commits. */
export function registerAccountsMailListeners(events: EventBus): void {
  events.on('account.signedUp', ({ email, firstName, token }, { mailer, publicUrl }) =>
    mailer.send(confirmationMail(email, firstName, `${publicUrl}/email-confirmation/${token}`)),
  );
  events.on('account.confirmationResent', ({ email, firstName, token }, { mailer, publicUrl }) =>
    mailer.send(confirmationMail(email, firstName, `${publicUrl}/email-confirmation/${token}`)),
  );
  events.on('account.signUpExisting', ({ email }, { mailer, publicUrl }) =>
    mailer.send(
      signUpExistingMail(email, `${publicUrl}/login/client`, `${publicUrl}/login/client?mode=forgot`),
    ),
  );
  events.on('account.passwordResetRequested', ({ email, token }, { mailer, publicUrl }) =>
    mailer.send(resetMail(email, `${publicUrl}/reset-password/${token}`)),
  );
  events.on('account.locked', ({ email, token }, { mailer, publicUrl }) =>
    mailer.send(unlockMail(email, `${publicUrl}/unlock-account/${token}`)),
  );
  events.on('account.businessEmailChanged', ({ email, token }, { mailer, publicUrl }) =>
    mailer.send(businessEmailMail(email, `${publicUrl}/email-confirmation/${token}`)),
  );
}
