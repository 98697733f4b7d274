import type {
  FetchMessengerMessagesQuery,
  InboxMessageFieldsFragment,
  Sentiment,
} from '../../generated/graphql';

/*
 * Pure rules of a conversation (document 1 §4): empty messages are dropped, a live message with a
 * known uuid replaces it and any other is appended, the server's newest-first pages are shown
 * oldest at the top. Used for query results, subscription payloads and the cache alike.
 */

export type InboxMessageNode = InboxMessageFieldsFragment;
export type MessageConnection = FetchMessengerMessagesQuery['fetchMessengerMessages'];
type MessageEdge = MessageConnection['edges'][number];

/** The fields that decide whether a message has anything to show. */
export interface MessageContent {
  message: string | null;
  products: readonly unknown[];
  galleryPhotos: readonly unknown[];
  noTemplate: boolean;
}

/** No text, no products, no photos and the no-template flag: nothing to show, so it is dropped. */
export function isEmptyMessage(m: MessageContent): boolean {
  return !m.message?.trim() && m.products.length === 0 && m.galleryPhotos.length === 0 && m.noTemplate;
}

/** The cursor a live message gets in the cached list (paging continues from pageInfo.endCursor). */
export const liveCursor = (uuid: string) => `live:${uuid}`;

/**
 * The connection with `node` in it: an edge with the same uuid is replaced where it is, otherwise
 * the message is appended to the conversation (first in the newest-first edges). Empty messages
 * are dropped (the connection comes back unchanged). Never mutates its input.
 */
export function withMessage(connection: MessageConnection, node: InboxMessageNode): MessageConnection {
  const index = connection.edges.findIndex((edge) => edge.node.uuid === node.uuid);
  // A send Messenger refused comes back deleted: it leaves the conversation on every console.
  if (node.state === 'deleted')
    return index >= 0 ? { ...connection, edges: connection.edges.filter((_, i) => i !== index) } : connection;
  if (isEmptyMessage(node)) return connection;
  if (index >= 0) {
    const edges = connection.edges.slice();
    const current = edges[index] as MessageEdge;
    edges[index] = { ...current, node };
    return { ...connection, edges };
  }
  const edge = { __typename: 'InboxMessageEdge' as const, cursor: liveCursor(node.uuid), node };
  return { ...connection, edges: [edge, ...connection.edges] };
}

/** What the conversation shows, oldest at the top: empty messages dropped, each uuid once. */
export function shownMessages(connection: MessageConnection | null | undefined): InboxMessageNode[] {
  if (!connection) return [];
  const seen = new Set<string>();
  const shown: InboxMessageNode[] = [];
  for (let i = connection.edges.length - 1; i >= 0; i -= 1) {
    const node = connection.edges[i]?.node;
    if (!node || seen.has(node.uuid) || node.state === 'deleted' || isEmptyMessage(node)) continue;
    seen.add(node.uuid);
    shown.push(node);
  }
  return shown;
}

/**
 * The customer message whose suggested reply waits for the merchant: the latest customer message,
 * when its generated response is pending; otherwise null. An older message's suggestion never comes
 * back once the latest one was approved, edited or dismissed. `messages` are oldest first.
 */
export function pendingSuggestion(messages: readonly InboxMessageNode[]): InboxMessageNode | null {
  const latest = messages.findLast((m) => m.sender === 'customer');
  return latest?.generatedResponse?.status === 'pending' ? latest : null;
}

const SENTIMENTS: readonly Sentiment[] = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'];

function asSentiment(value: unknown): Sentiment | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return SENTIMENTS.find((s) => s === upper) ?? null;
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A customer message's sentiment: the server's `sentiment`, else the sentiment agent's
 * jsonCompletion ({"sentiment": ...}) in the breakdown; null for merchant messages or when unknown.
 */
export function sentimentOf(
  m: Pick<InboxMessageNode, 'sender' | 'sentiment' | 'agentBreakdown'>,
): Sentiment | null {
  if (m.sender !== 'customer') return null;
  if (m.sentiment) return m.sentiment;
  for (const step of m.agentBreakdown) {
    if (step.type !== 'sentiment') continue;
    const parsed = parseJson(step.jsonCompletion);
    if (parsed && typeof parsed === 'object' && 'sentiment' in parsed) {
      const found = asSentiment((parsed as { sentiment: unknown }).sentiment);
      if (found) return found;
    }
  }
  return null;
}

export type TemplateItem = NonNullable<InboxMessageNode['template']>['items'][number];
export type MessageProduct = InboxMessageNode['products'][number];

/** What a bubble shows besides its text; a carousel template wins over the products it was built from. */
export interface MessageParts {
  text: string | null;
  /** Template items have no id: each gets its position as its key. */
  carousel: (TemplateItem & { key: string })[];
  products: MessageProduct[];
  buttonTemplate: InboxMessageNode['buttonTemplate'];
  photos: string[];
}

export function messageParts(m: InboxMessageNode): MessageParts {
  const items = m.template?.items ?? [];
  const shown = m.isCarouselTemplate || (!m.noTemplate && items.length > 0) ? items : [];
  const carousel = shown.map((item, index) => ({ ...item, key: String(index) }));
  const buttonTemplate = m.isButtonTemplate ? m.buttonTemplate : null;
  const text = m.message?.trim() ? m.message : null;
  return {
    // A button template carries its own text; do not show it twice.
    text: buttonTemplate && text === buttonTemplate.text ? null : text,
    carousel,
    products: carousel.length > 0 ? [] : m.products,
    buttonTemplate,
    photos: m.galleryPhotos.map((photo) => photo.photoUrl),
  };
}
