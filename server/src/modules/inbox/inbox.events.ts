/** What the inbox announces (listeners run after the commit). */
export type InboxEvents = {
  /** A customer wrote (Messenger webhook or the test tool): live push, sentiment, suggested reply. */
  'inbox.customerMessageReceived': { appUuid: string; messageUuid: string; pageRecipientUuid: string };
  /** A message was added or changed (sent, echoed, suggestion attached...): live push. */
  'inbox.messageChanged': { appUuid: string; messageUuid: string };
  /** A page reply was stored as pending: the delivery worker sends it to Messenger (never the request). */
  'inbox.replyQueued': { appUuid: string; messageUuid: string };
  /**
   * Messenger says a person received (delivery) or read (read) the page's messages up to `watermark`
   * (ms; `mids` for a delivery when Meta lists them): broadcasts record their delivery and read.
   */
  'inbox.receiptReceived': {
    pageUuid: string;
    psid: string;
    kind: 'delivery' | 'read';
    watermark: number;
    mids: string[];
  };
  /**
   * Someone commented on the page's post (the page's `feed` webhook, `item: comment`, `verb: add`;
   * never the page's own comments): comment replies decide whether a rule answers it. Meta retries
   * webhooks, so the same comment may be announced more than once.
   */
  'inbox.commentReceived': {
    appUuid: string;
    pageUuid: string;
    commentId: string;
    /** Graph's `{page-id}_{post-id}`. */
    postId: string;
    parentId: string | null;
    message: string;
    fromId: string;
    fromName: string | null;
    /** ISO time of the comment. */
    createdAt: string;
  };
  /**
   * A person opted in to the page's marketing messages, stopped or resumed them, or their token
   * changed or lapsed (Meta's `messaging_optins` webhook, `optin.type: notification_messages`):
   * broadcasts keep who may get a paid marketing message. Meta retries webhooks and may deliver out of
   * order: `at` (the event's time) says which is newest. The token arrives sealed, never in clear.
   */
  'inbox.marketingOptInChanged': {
    appUuid: string;
    pageUuid: string;
    psid: string;
    status: 'opted_in' | 'stopped' | 'expired';
    /** The notification_messages_token sealed with the page-token sealer; null when the event has none. */
    tokenSealed: string | null;
    /** ISO; null when Meta gives no expiry (tokens stopped expiring in 2023). */
    tokenExpiresAt: string | null;
    /** ISO time of the event. */
    at: string;
  };
  /** Read state or unread counts moved. */
  'inbox.countChanged': { appUuid: string };
};
