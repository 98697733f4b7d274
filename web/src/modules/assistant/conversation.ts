import type { TestToolMessageFragment } from '../../generated/graphql';

/** A message of the test tool's conversation; `local` marks one still being sent from this tab. */
export type ChatMessage = TestToolMessageFragment & { local?: boolean };

export interface ConversationState {
  /** Oldest first, as the conversation reads. */
  messages: ChatMessage[];
}

export type ConversationAction =
  /** The server's page (newest first, as fetchMessengerMessages answers). */
  | { type: 'loaded'; newestFirst: readonly ChatMessage[] }
  /** A new or changed message from the live channel, already filtered to the simulated customer. */
  | { type: 'arrived'; message: ChatMessage }
  /** The send started: the message shows at once as pending. */
  | { type: 'sending'; message: ChatMessage }
  /** The send answered: the pending copy gives way to the server's message (unless live already brought it). */
  | { type: 'sent'; localUuid: string; message: ChatMessage }
  /** The send failed: the pending copy goes. */
  | { type: 'failed'; localUuid: string }
  | { type: 'reset' };

export const EMPTY_CONVERSATION: ConversationState = { messages: [] };

const time = (m: ChatMessage) => Date.parse(m.createdAt);

/** Replaces the message with the same uuid, else appends it (document 1 §4). */
export function upsertMessage(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const at = list.findIndex((m) => m.uuid === message.uuid);
  if (at === -1) return [...list, message];
  const next = [...list];
  next[at] = message;
  return next;
}

/**
 * A fresh page from the server, kept with what this tab knows that the page cannot: messages still
 * being sent, and live arrivals newer than the page. A live copy that already carries the assistant's
 * suggestion wins over a page copy without one (the page may have been read just before it came).
 */
export function mergeLoaded(
  current: readonly ChatMessage[],
  newestFirst: readonly ChatMessage[],
): ChatMessage[] {
  const known = new Map(current.map((m) => [m.uuid, m]));
  const page = [...newestFirst].reverse().map((fromServer) => {
    const mine = known.get(fromServer.uuid);
    return mine?.generatedResponse && !fromServer.generatedResponse ? mine : fromServer;
  });
  const inPage = new Set(page.map((m) => m.uuid));
  const newest = page.length > 0 ? Math.max(...page.map(time)) : Number.NEGATIVE_INFINITY;
  const kept = current.filter((m) => !inPage.has(m.uuid) && (m.local || time(m) >= newest));
  return [...page, ...kept];
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'loaded':
      return { messages: mergeLoaded(state.messages, action.newestFirst) };
    case 'arrived':
      return { messages: upsertMessage(state.messages, action.message) };
    case 'sending':
      return { messages: [...state.messages, { ...action.message, local: true }] };
    case 'sent': {
      const without = state.messages.filter((m) => m.uuid !== action.localUuid);
      const already = without.some((m) => m.uuid === action.message.uuid);
      return { messages: already ? without : [...without, action.message] };
    }
    case 'failed':
      return { messages: state.messages.filter((m) => m.uuid !== action.localUuid) };
    case 'reset':
      return EMPTY_CONVERSATION;
  }
}

/** The words a message shows: its text, else its button template's text, else its first card's title. */
export function messageText(message: ChatMessage): string {
  const text = message.message?.trim();
  if (text) return text;
  if (message.buttonTemplate?.text) return message.buttonTemplate.text;
  return message.template?.items[0]?.title ?? '';
}

/** Empty messages (no text, products or photos, and no template) are dropped, as in the inbox (document 1 §4). */
export function isShown(message: ChatMessage): boolean {
  if (message.state === 'deleted' || message.state === 'hidden') return false;
  return (
    messageText(message) !== '' ||
    message.products.length > 0 ||
    message.galleryPhotos.length > 0 ||
    !message.noTemplate
  );
}

/** A message typed in this tab, shown while it is sent. */
export function pendingMessage(
  localUuid: string,
  text: string,
  recipientUuid: string,
  now: Date,
): ChatMessage {
  return {
    uuid: localUuid,
    message: text,
    sender: 'customer',
    state: 'new',
    pending: true,
    createdAt: now.toISOString(),
    noTemplate: true,
    buttonTemplate: null,
    template: null,
    products: [],
    galleryPhotos: [],
    generatedResponse: null,
    pageRecipient: { uuid: recipientUuid },
    local: true,
  };
}
