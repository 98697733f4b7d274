import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGraph } from '../../../test/meta.ts';
import { createGraphMessenger } from './graph.ts';
import { MessengerError, refusalInPlainWords } from './messenger.port.ts';

/* The Graph adapter against a local server that speaks Meta's documented wire format. */
describe('the Graph API Messenger adapter', () => {
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let messenger: ReturnType<typeof createGraphMessenger>;
  const page = { fbPageId: '104839201938475', accessToken: 'EAAB-page-token' };

  beforeAll(async () => {
    graph = await fakeGraph();
    messenger = createGraphMessenger({ graphUrl: `${graph.url}/v25.0/` });
  });
  afterAll(() => graph.close());

  it('sends a utility template as messaging_type UTILITY with the template under message.template', async () => {
    const { mid } = await messenger.sendTemplate({
      ...page,
      psid: '7301',
      template: {
        name: 'order_update',
        language: 'en',
        parameters: [
          { name: null, value: '261121-ABCDEF' },
          { name: null, value: 'For Delivery' },
        ],
      },
    });
    expect(mid).toMatch(/^m_graph_/);
    const call = graph.sends().at(-1);
    expect(call?.path).toBe('/v25.0/104839201938475/messages');
    expect(call?.query.get('access_token')).toBe('EAAB-page-token');
    expect(call?.body).toEqual({
      recipient: { id: '7301' },
      messaging_type: 'UTILITY',
      message: {
        template: {
          name: 'order_update',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: '261121-ABCDEF' },
                { type: 'text', text: 'For Delivery' },
              ],
            },
          ],
        },
      },
    });
  });

  it('names each parameter of a NAMED template (parameter_name)', async () => {
    await messenger.sendTemplate({
      ...page,
      psid: '7301',
      template: {
        name: 'store_notification',
        language: 'en_US',
        parameters: [
          { name: 'store_name', value: 'Suki Demo Store' },
          { name: 'message', value: 'New order 261121-ABCDEF' },
        ],
      },
    });
    const message = graph.sends().at(-1)?.body?.message as {
      template: { components: { parameters: unknown[] }[] };
    };
    expect(message.template.components[0]?.parameters).toEqual([
      { type: 'text', parameter_name: 'store_name', text: 'Suki Demo Store' },
      { type: 'text', parameter_name: 'message', text: 'New order 261121-ABCDEF' },
    ]);
  });

  it("lists the page's utility templates across pages of results, with their placeholders", async () => {
    graph.setTemplates([
      {
        id: '801',
        name: 'order_update',
        language: 'en',
        category: 'UTILITY',
        status: 'APPROVED',
        components: [
          { type: 'BODY', text: 'Order {{1}}: {{2}}.', example: { body_text: [['261121-ABCDEF', 'Paid']] } },
          { type: 'BUTTONS' },
        ],
      },
      {
        id: '802',
        name: 'store_notification',
        language: 'en_US',
        category: 'UTILITY',
        status: 'PENDING',
        parameter_format: 'NAMED',
        components: [{ type: 'BODY', text: '{{store_name}}: {{message}}' }],
      },
      {
        id: '803',
        name: 'order_update',
        language: 'fil',
        category: 'UTILITY',
        status: 'REJECTED',
        components: [{ type: 'BODY', text: 'Ang order {{1}} ay {{2}}.' }],
      },
    ]);
    const before = graph.calls.length;
    const list = await messenger.utilityTemplates(page);
    const calls = graph.calls.slice(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v25.0/104839201938475/message_templates',
      'GET /v25.0/104839201938475/message_templates',
    ]);
    expect(calls[0]?.query.get('category')).toBe('UTILITY');
    expect(calls[0]?.query.get('access_token')).toBe('EAAB-page-token');
    expect(calls[0]?.query.get('fields')).toBe(
      'id,name,language,category,status,parameter_format,components',
    );
    expect(list).toEqual([
      {
        id: '801',
        name: 'order_update',
        language: 'en',
        category: 'UTILITY',
        status: 'APPROVED',
        parameterFormat: 'POSITIONAL',
        parameters: ['1', '2'],
        body: 'Order {{1}}: {{2}}.',
      },
      expect.objectContaining({
        name: 'store_notification',
        status: 'PENDING',
        parameterFormat: 'NAMED',
        parameters: ['store_name', 'message'],
      }),
      expect.objectContaining({ name: 'order_update', language: 'fil', status: 'REJECTED' }),
    ]);
  });

  it("turns a Graph error into a MessengerError with Meta's reason and code, said plainly", async () => {
    graph.failNextWith("(#551) This person isn't available right now.", 551, undefined);
    const refused = await messenger
      .sendTemplate({
        ...page,
        psid: '7301',
        template: { name: 'order_update', language: 'en', parameters: [] },
      })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(MessengerError);
    const err = refused as MessengerError;
    expect(err.detail).toMatchObject({ code: 551, reason: "(#551) This person isn't available right now." });
    expect(refusalInPlainWords(err)).toBe("this person isn't available on Messenger right now");
    graph.failNextWith('(#100) Unknown reason', 100, undefined);
    const unknown = (await messenger.utilityTemplates(page).catch((e: unknown) => e)) as MessengerError;
    expect(refusalInPlainWords(unknown)).toBe('(#100) Unknown reason');
  });
});
