import { describe, expect, it } from 'vitest';
import {
  type ChatMessage,
  conversationReducer,
  EMPTY_CONVERSATION,
  isShown,
  mergeLoaded,
  messageText,
  pendingMessage,
  upsertMessage,
} from './conversation';

const RECIPIENT = 'dummy-1';

function msg(uuid: string, minute: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    ...pendingMessage(uuid, `Message ${uuid}`, RECIPIENT, new Date(Date.UTC(2026, 2, 4, 4, minute))),
    local: undefined,
    pending: false,
    ...overrides,
  };
}

const suggestion = (completion: string) => ({ uuid: 'g-1', completion, status: 'pending' as const });
const uuids = (list: readonly ChatMessage[]) => list.map((m) => m.uuid);

describe('upsertMessage', () => {
  it('replaces the message with the same uuid in place and appends a new one', () => {
    const list = [msg('a', 1), msg('b', 2)];
    const changed = msg('a', 1, { generatedResponse: suggestion('Hi!') });
    expect(upsertMessage(list, changed)[0]?.generatedResponse?.completion).toBe('Hi!');
    expect(uuids(upsertMessage(list, changed))).toEqual(['a', 'b']);
    expect(uuids(upsertMessage(list, msg('c', 3)))).toEqual(['a', 'b', 'c']);
  });
});

describe('mergeLoaded', () => {
  it('turns the newest-first page into reading order', () => {
    expect(uuids(mergeLoaded([], [msg('c', 3), msg('b', 2), msg('a', 1)]))).toEqual(['a', 'b', 'c']);
  });

  it('keeps messages being sent and live arrivals newer than the page, and drops older leftovers', () => {
    const current = [
      msg('old', 0),
      msg('a', 1),
      msg('live', 5),
      pendingMessage('local-1', 'Hi', RECIPIENT, new Date(0)),
    ];
    const merged = mergeLoaded(current, [msg('b', 2), msg('a', 1)]);
    expect(uuids(merged)).toEqual(['a', 'b', 'live', 'local-1']);
  });

  it('keeps a live copy carrying the suggestion over a page copy without it', () => {
    const live = msg('a', 1, { generatedResponse: suggestion('We ship nationwide.') });
    expect(mergeLoaded([live], [msg('a', 1)])[0]?.generatedResponse?.completion).toBe('We ship nationwide.');
    const fresher = msg('a', 1, { generatedResponse: suggestion('Newer') });
    expect(mergeLoaded([live], [fresher])[0]?.generatedResponse?.completion).toBe('Newer');
  });
});

describe('conversationReducer', () => {
  it('shows a message at once while it is sent and swaps in the server copy when it answers', () => {
    const local = pendingMessage('local-1', 'Magkano po?', RECIPIENT, new Date());
    const sending = conversationReducer(EMPTY_CONVERSATION, { type: 'sending', message: local });
    expect(sending.messages).toEqual([
      expect.objectContaining({ uuid: 'local-1', local: true, pending: true }),
    ]);
    const sent = conversationReducer(sending, { type: 'sent', localUuid: 'local-1', message: msg('m-1', 1) });
    expect(uuids(sent.messages)).toEqual(['m-1']);
  });

  it('does not let the send answer overwrite a live copy that came first', () => {
    const local = pendingMessage('local-1', 'Magkano po?', RECIPIENT, new Date());
    let state = conversationReducer(EMPTY_CONVERSATION, { type: 'sending', message: local });
    state = conversationReducer(state, {
      type: 'arrived',
      message: msg('m-1', 1, { generatedResponse: suggestion('₱150 po') }),
    });
    state = conversationReducer(state, { type: 'sent', localUuid: 'local-1', message: msg('m-1', 1) });
    expect(uuids(state.messages)).toEqual(['m-1']);
    expect(state.messages[0]?.generatedResponse?.completion).toBe('₱150 po');
  });

  it('removes the pending message when the send fails, and empties on reset', () => {
    const local = pendingMessage('local-1', 'Hello', RECIPIENT, new Date());
    const base = { messages: [msg('a', 1)] };
    const sending = conversationReducer(base, { type: 'sending', message: local });
    expect(uuids(conversationReducer(sending, { type: 'failed', localUuid: 'local-1' }).messages)).toEqual([
      'a',
    ]);
    expect(conversationReducer(sending, { type: 'reset' })).toEqual(EMPTY_CONVERSATION);
  });
});

describe('messageText and isShown', () => {
  it('reads the text, else the button template, else the first card title', () => {
    expect(messageText(msg('a', 1, { message: '  Hi  ' }))).toBe('Hi');
    expect(messageText(msg('a', 1, { message: null, buttonTemplate: { text: 'Track order' } }))).toBe(
      'Track order',
    );
    expect(
      messageText(
        msg('a', 1, { message: '', noTemplate: false, template: { items: [{ title: 'Ube jam' }] } }),
      ),
    ).toBe('Ube jam');
  });

  it('drops empty, hidden and deleted messages but keeps product-only ones', () => {
    expect(isShown(msg('a', 1, { message: '' }))).toBe(false);
    expect(isShown(msg('a', 1, { message: 'x', state: 'deleted' }))).toBe(false);
    expect(isShown(msg('a', 1, { message: 'x', state: 'hidden' }))).toBe(false);
    expect(isShown(msg('a', 1, { message: null, products: [{ uuid: 'p', name: 'Ube jam' }] }))).toBe(true);
    expect(isShown(msg('a', 1))).toBe(true);
  });
});
