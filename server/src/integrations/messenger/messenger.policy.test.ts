import { describe, expect, it } from 'vitest';
import {
  decideSend,
  fillTemplate,
  MESSAGING_WINDOWS,
  messagingWindow,
  OUTGOING_KINDS,
  placeholdersOf,
  renderTemplate,
  SEND_POLICY,
  type UtilityTemplate,
} from './messenger.policy.ts';

const at = (iso: string) => new Date(iso);
const orderUpdate: UtilityTemplate = {
  id: '1',
  name: 'order_update',
  language: 'en',
  category: 'UTILITY',
  status: 'APPROVED',
  parameterFormat: 'POSITIONAL',
  parameters: ['1', '2'],
  body: 'Order {{1}}: {{2}}.',
};

describe('the Messenger send policy table', () => {
  it('counts the windows from the last message: 24 hours open, human-agent to 7 days, then closed', () => {
    const last = at('2026-11-20T00:00:00Z');
    expect(messagingWindow(last, at('2026-11-21T00:00:00Z'))).toBe('open');
    expect(messagingWindow(last, at('2026-11-21T00:00:01Z'))).toBe('human_agent');
    expect(messagingWindow(last, at('2026-11-27T00:00:00Z'))).toBe('human_agent');
    expect(messagingWindow(last, at('2026-11-27T00:00:01Z'))).toBe('closed');
    expect(messagingWindow(null, last)).toBe('closed');
  });

  it('says for every kind and window what may go out: a tag only for a person, templates for updates', () => {
    const table = Object.fromEntries(
      OUTGOING_KINDS.map((kind) => [kind, MESSAGING_WINDOWS.map((w) => SEND_POLICY[kind].windows[w])]),
    );
    expect(table).toEqual({
      human_reply: ['standard', 'human_agent_tag', 'none'],
      assistant_reply: ['standard', 'none', 'none'],
      order_update: ['standard', 'utility_template', 'utility_template'],
      store_notification: ['standard', 'utility_template', 'utility_template'],
      broadcast: ['standard', 'none', 'none'],
    });
  });

  it('sends an order update outside 24 hours only with an approved order_update utility template', () => {
    expect(decideSend('order_update', 'open', [])).toEqual({ mode: 'standard' });
    expect(decideSend('order_update', 'closed', [orderUpdate])).toEqual({
      mode: 'utility_template',
      template: orderUpdate,
    });
    expect(decideSend('order_update', 'human_agent', [])).toEqual({ mode: 'none', because: 'no_template' });
    for (const unusable of [
      { ...orderUpdate, status: 'PENDING' },
      { ...orderUpdate, category: 'MARKETING' },
      { ...orderUpdate, name: 'shipping_update' },
      { ...orderUpdate, parameters: ['1', '2', '3'] },
      { ...orderUpdate, parameterFormat: 'NAMED' as const, parameters: ['customer_name'] },
    ])
      expect(decideSend('order_update', 'closed', [unusable])).toEqual({
        mode: 'none',
        because: 'no_template',
      });
    // The store notification has its own template name: an order_update template does not serve it.
    expect(decideSend('store_notification', 'closed', [orderUpdate])).toEqual({
      mode: 'none',
      because: 'no_template',
    });
  });

  it('never lets automation use the HUMAN_AGENT tag, and allows no broadcast outside 24 hours', () => {
    for (const kind of ['assistant_reply', 'order_update', 'store_notification', 'broadcast'] as const)
      for (const w of MESSAGING_WINDOWS)
        expect(decideSend(kind, w, [orderUpdate]).mode).not.toBe('human_agent_tag');
    expect(decideSend('human_reply', 'human_agent', [])).toEqual({ mode: 'human_agent_tag' });
    expect(decideSend('broadcast', 'human_agent', [orderUpdate])).toEqual({
      mode: 'none',
      because: 'window',
    });
  });

  it('fills positional placeholders in the purpose order and named ones by name', () => {
    const values = { transaction_number: '261121-ABCDEF', status: 'For Delivery' };
    expect(fillTemplate('order_update', orderUpdate, values)).toEqual([
      { name: null, value: '261121-ABCDEF' },
      { name: null, value: 'For Delivery' },
    ]);
    const named: UtilityTemplate = {
      ...orderUpdate,
      parameterFormat: 'NAMED',
      parameters: ['status', 'transaction_number'],
      body: 'Now {{status}} for {{transaction_number}}',
    };
    const filled = fillTemplate('order_update', named, values);
    expect(filled).toEqual([
      { name: 'status', value: 'For Delivery' },
      { name: 'transaction_number', value: '261121-ABCDEF' },
    ]);
    expect(renderTemplate(named, filled)).toBe('Now For Delivery for 261121-ABCDEF');
    expect(placeholdersOf('Hi {{1}}, order {{ 2 }} ({{1}})')).toEqual(['1', '2']);
  });
});
