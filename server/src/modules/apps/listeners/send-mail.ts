import type { EventBus } from '../../../platform/events.ts';
import { invitationMail, recipientMail } from '../apps.mails.ts';

/** Mails invitations and recipient verification links after their transaction commits. */
export function registerAppsMailListeners(events: EventBus): void {
  events.on('member.invited', ({ email, role, appName, inviterName, token }, { mailer, publicUrl }) => {
    const path = role === 'store_manager' ? 'store-manager/signup' : 'admin-invitation/signup';
    return mailer.send(invitationMail(email, inviterName, appName, role, `${publicUrl}/${path}/${token}`));
  });
  events.on('app.recipientAdded', ({ email, kind, appName, token }, { mailer, publicUrl }) => {
    const path = kind === 'support' ? 'support-email-recipient-confirmation' : 'email-recipient-confirmation';
    return mailer.send(recipientMail(email, appName, kind, `${publicUrl}/${path}/${token}`));
  });
}
