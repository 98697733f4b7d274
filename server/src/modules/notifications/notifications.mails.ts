import type { MailMessage } from '../../integrations/mail/mail.port.ts';

const sign = '\n\n— Suki, your chat-commerce console';

/** To the store's notification recipients: an order update did not reach its customer on Messenger. */
export const customerUnreachableMail = (
  to: string,
  m: { appName: string; transactionNumber: string; customerName: string; reason: string; consoleUrl: string },
): MailMessage => ({
  to,
  subject: `${m.appName}: order ${m.transactionNumber} update did not reach ${m.customerName} on Messenger`,
  text:
    `${m.customerName} could not be reached on Messenger about order ${m.transactionNumber}: ${m.reason}.\n\n` +
    'They do not know about this change yet. Reach them another way (their mobile number is on the order), ' +
    'or ask them to message your page: updates go out again once they do. An approved "order_update" ' +
    'utility template on your Facebook Page lets updates reach customers after 24 hours.\n\n' +
    `Open the order in Suki (its notification opens it):\n${m.consoleUrl}${sign}`,
});
