import type { MailMessage } from '../../integrations/mail/mail.port.ts';

const sign = '\n\n— Suki, your chat-commerce console';
const ROLE_LABEL: Record<string, string> = { admin: 'an admin', store_manager: 'a store manager' };

export const invitationMail = (
  to: string,
  inviter: string,
  appName: string,
  role: string,
  link: string,
): MailMessage => ({
  to,
  subject: `${inviter} invited you to ${appName} on Suki`,
  text: `${inviter} invited you to help run ${appName} on Suki as ${ROLE_LABEL[role] ?? role}.\n\nAccept the invitation:\n${link}\n\nThe link works once and expires in 7 days.${sign}`,
});

export const recipientMail = (
  to: string,
  appName: string,
  kind: 'support' | 'notification',
  link: string,
): MailMessage => ({
  to,
  subject: `Verify ${to} for ${appName}`,
  text: `${appName} added ${to} as its ${kind === 'support' ? 'support email for customer inquiries' : 'notification email'} on Suki.\n\nVerify it:\n${link}\n\nThe link expires in 3 days.${sign}`,
});
