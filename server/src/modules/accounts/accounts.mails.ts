import type { MailMessage } from '../../integrations/mail/mail.port.ts';

/** The account emails: plain text with the one link each needs (document 2 §2.1 routes). */
const sign = '\n\n— Suki, your chat-commerce console';

export const confirmationMail = (to: string, firstName: string, link: string): MailMessage => ({
  to,
  subject: 'Confirm your email for Suki',
  text: `Hi${firstName ? ` ${firstName}` : ''},\n\nConfirm your email address to start selling with Suki:\n${link}\n\nThe link works once and expires in 3 days. If you did not sign up, ignore this email.${sign}`,
});

export const signUpExistingMail = (to: string, loginLink: string, resetLink: string): MailMessage => ({
  to,
  subject: 'Someone tried to sign up with your email',
  text: `Someone (maybe you) tried to create a Suki account with ${to}, which already has one.\n\nSign in: ${loginLink}\nForgot your password? ${resetLink}\n\nIf it was not you, you can ignore this email.${sign}`,
});

export const resetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Reset your Suki password',
  text: `Someone asked to reset the password of your Suki account.\n\nChoose a new password:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.${sign}`,
});

export const unlockMail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Your Suki account is locked',
  text: `Your account was locked after too many failed sign-in attempts.\n\nUnlock it:\n${link}\n\nIf these attempts were not yours, reset your password after unlocking.${sign}`,
});

export const businessEmailMail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Verify your business email for Suki',
  text: `Verify ${to} as the business email of your Suki account:\n${link}\n\nThe link works once and expires in 3 days.${sign}`,
});
