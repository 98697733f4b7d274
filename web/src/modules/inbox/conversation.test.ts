import { describe, expect, it } from 'vitest';
import {
  isEmptyMessage,
  type MessageConnection,
  messageParts,
  pendingSuggestion,
  sentimentOf,
  shownMessages,
  withMessage,
} from './conversation';
import { message, PRODUCTS, suggestion } from './testing/fixtures';

function connection(...nodes: ReturnType<typeof message>[]): MessageConnection {
  return {
    edges: nodes.map((node) => ({ cursor: `c-${node.uuid}`, node })),
    pageInfo: { hasNextPage: true, endCursor: 'c-oldest' },
  };
}

const empty = { message: '  ', products: [], galleryPhotos: [], noTemplate: true };

describe('isEmptyMessage', () => {
  it('drops a message with no text, products, photos and the no-template flag', () => {
    expect(isEmptyMessage(empty)).toBe(true);
    expect(isEmptyMessage({ ...empty, message: null })).toBe(true);
  });

  it('keeps a message with any text, product, photo or template', () => {
    expect(isEmptyMessage({ ...empty, message: 'Hi' })).toBe(false);
    expect(isEmptyMessage({ ...empty, products: [PRODUCTS.adobo] })).toBe(false);
    expect(isEmptyMessage({ ...empty, galleryPhotos: [{ photoUrl: 'https://x/y.jpg' }] })).toBe(false);
    expect(isEmptyMessage({ ...empty, noTemplate: false })).toBe(false);
  });
});

describe('withMessage (live messages)', () => {
  it('replaces the message with the same uuid where it is', () => {
    const a = message({ uuid: 'a', pending: true, sender: 'merchant' });
    const b = message({ uuid: 'b' });
    const echo = { ...a, pending: false };
    const next = withMessage(connection(b, a), echo);
    expect(next.edges.map((e) => e.node.uuid)).toEqual(['b', 'a']);
    expect(next.edges[1]?.node.pending).toBe(false);
    expect(next.edges[1]?.cursor).toBe('c-a');
    expect(next.pageInfo).toEqual({ hasNextPage: true, endCursor: 'c-oldest' });
  });

  it('appends an unknown message as the newest, keeping the paging cursor', () => {
    const old = connection(message({ uuid: 'b' }), message({ uuid: 'a' }));
    const next = withMessage(old, message({ uuid: 'new' }));
    expect(next.edges.map((e) => e.node.uuid)).toEqual(['new', 'b', 'a']);
    expect(next.edges[0]?.cursor).toBe('live:new');
    expect(next.pageInfo.endCursor).toBe('c-oldest');
    expect(old.edges).toHaveLength(2);
  });

  it('removes a send Messenger refused (it comes back deleted) from every console', () => {
    const mine = message({ uuid: 'mine', sender: 'merchant', pending: true });
    const next = withMessage(connection(mine, message({ uuid: 'a' })), {
      ...mine,
      state: 'deleted',
      pending: false,
    });
    expect(next.edges.map((e) => e.node.uuid)).toEqual(['a']);
    expect(shownMessages(connection({ ...mine, state: 'deleted' }))).toEqual([]);
  });

  it('drops an empty message and returns the same connection', () => {
    const old = connection(message({ uuid: 'a' }));
    expect(withMessage(old, message({ uuid: 'blank', ...empty }))).toBe(old);
  });
});

describe('shownMessages', () => {
  it('shows the newest-first pages oldest at the top, without empty or repeated messages', () => {
    const shown = shownMessages(
      connection(
        message({ uuid: 'c' }),
        message({ uuid: 'blank', ...empty }),
        message({ uuid: 'b' }),
        message({ uuid: 'c' }),
        message({ uuid: 'a' }),
      ),
    );
    expect(shown.map((m) => m.uuid)).toEqual(['a', 'c', 'b']);
    expect(shownMessages(undefined)).toEqual([]);
  });
});

describe('pendingSuggestion', () => {
  it('is the latest customer message whose suggested reply is pending', () => {
    const older = message({ uuid: 'older', generatedResponse: suggestion('g1', 'Old answer') });
    const latest = message({ uuid: 'latest', generatedResponse: suggestion('g2', 'New answer') });
    const reply = message({ uuid: 'reply', sender: 'merchant' });
    expect(pendingSuggestion([older, latest, reply])?.uuid).toBe('latest');
  });

  it('skips handled suggestions and has none without one', () => {
    const handled = message({
      uuid: 'handled',
      generatedResponse: { ...suggestion('g1', 'Done'), status: 'accepted' },
    });
    expect(pendingSuggestion([handled, message({ uuid: 'plain' })])).toBeNull();
  });

  it('never brings back an older suggestion once the latest was dismissed', () => {
    const older = message({ uuid: 'older', generatedResponse: suggestion('g1', 'Old answer') });
    const dismissed = message({
      uuid: 'latest',
      generatedResponse: { ...suggestion('g2', 'New answer'), status: 'dismissed' },
    });
    expect(pendingSuggestion([older, dismissed])).toBeNull();
    expect(pendingSuggestion([older, dismissed, message({ uuid: 'reply', sender: 'merchant' })])).toBeNull();
  });
});

describe('sentimentOf', () => {
  it("reads the server's sentiment of a customer message", () => {
    expect(sentimentOf(message({ sentiment: 'NEGATIVE' }))).toBe('NEGATIVE');
  });

  it("falls back to the sentiment agent's jsonCompletion", () => {
    const step = {
      type: 'sentiment' as const,
      completion: null,
      jsonCompletion: '{"sentiment":"positive"}',
      toolCalls: [],
      reflection: null,
      addedProducts: [],
    };
    expect(sentimentOf(message({ agentBreakdown: [step] }))).toBe('POSITIVE');
    expect(sentimentOf(message({ agentBreakdown: [{ ...step, jsonCompletion: 'not json' }] }))).toBeNull();
  });

  it('has none for merchant messages', () => {
    expect(sentimentOf(message({ sender: 'merchant', sentiment: 'NEUTRAL' }))).toBeNull();
  });
});

describe('messageParts', () => {
  it('shows a carousel template instead of the products it was built from', () => {
    const item = { image_url: 'https://img/1.jpg', title: 'Adobo', subtitle: '₱159.50', buttons: [] };
    const parts = messageParts(
      message({
        message: null,
        isCarouselTemplate: true,
        noTemplate: false,
        template: { items: [item] },
        products: [PRODUCTS.adobo],
      }),
    );
    expect(parts.carousel).toEqual([{ ...item, key: '0' }]);
    expect(parts.products).toEqual([]);
    expect(parts.text).toBeNull();
  });

  it('shows products, photos and a button template without repeating its text', () => {
    const parts = messageParts(
      message({
        message: 'Pick one',
        isButtonTemplate: true,
        noTemplate: false,
        buttonTemplate: {
          text: 'Pick one',
          buttons: [{ type: 'postback', title: 'Yes', url: null, payload: 'Y' }],
        },
        products: [PRODUCTS.leche],
        galleryPhotos: [{ photoUrl: 'https://img/p.jpg' }],
      }),
    );
    expect(parts.text).toBeNull();
    expect(parts.buttonTemplate?.buttons[0]?.title).toBe('Yes');
    expect(parts.products.map((p) => p.name)).toEqual(['Leche Flan']);
    expect(parts.photos).toEqual(['https://img/p.jpg']);
  });
});
