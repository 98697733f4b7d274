/**
 * The inbox: customers' Messenger conversations and the page's replies, page admins who get
 * notifications in Messenger, the page's utility templates. The assistant works on it through the
 * functions of inbox.assist.ts; orders and notifications read conversations through inbox.lookups.ts.
 */
import './inbox.customers.graphql.ts';
import './inbox.optin.graphql.ts';
import './inbox.templates.graphql.ts';

export {
  answeredAfter,
  claimAssistQueue,
  claimUnansweredUnhappy,
  ensurePageRecipient,
  finishAssist,
  messageByUuid,
  messagesBefore,
  resetConversation,
  setSentiment,
  setSimulatedOrder,
} from './inbox.assist.ts';
export type { InboxEvents } from './inbox.events.ts';
export {
  InboxMessageType,
  InboxProductType,
  PageRecipientType,
  PlatformOriginEnum,
  SentimentEnum,
} from './inbox.graphql.ts';
export {
  messengerNotificationAdmins,
  monthlyUsersCount,
  pageAudience,
  recipientByUuid,
  recipientNames,
  recipientOfApp,
  recipientWithPage,
  recordAdminReach,
} from './inbox.lookups.ts';
export { receiveCustomerMessage, receiveEcho, receiveReceipt } from './inbox.receive.ts';
export {
  type ButtonTemplateData,
  type InboxProductData,
  MESSAGE_MAX,
  type MessageSender,
  type MessageTemplateData,
  type PlatformOrigin,
  type SentimentLabel,
} from './inbox.rules.ts';
export {
  conversationsByRef,
  lastCustomerMessages,
  recipientsInWindow,
  recipientsMessagedSince,
  recipientsOutOfWindow,
  windowCounts,
} from './inbox.segments.ts';
export { sendReply } from './inbox.send.ts';
export { recipientOrThrow } from './inbox.service.ts';
export type { InboxMessageRow, PageRecipientRow } from './inbox.tables.ts';
export { pageTemplates, syncPageTemplates } from './inbox.templates.ts';
export { handleMetaWebhook, type MetaWebhookConfig } from './inbox.webhook.ts';
export { registerInboxDeliveryListeners } from './listeners/deliver-replies.ts';
export { registerInboxLiveListeners } from './listeners/publish-live.ts';
export { registerInboxTemplateListeners } from './listeners/sync-templates.ts';
