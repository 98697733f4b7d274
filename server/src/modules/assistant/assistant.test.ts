import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import {
  customerMessage,
  deliver,
  fakeGraph,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
} from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { usageMonth } from '../../platform/limits.ts';
import { appCredits, appResponseUsage } from '../credits/credits.tables.ts';
import { monthlyResponsesUsed, responseCreditsOf } from '../credits/index.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { sweepNegativeSentiment } from './assistant.service.ts';

const CONVERSATION = `query($r: ID!) { fetchMessengerMessages(pageRecipientUuid: $r, first: 20) { edges { node {
  uuid message sender sentiment pending
  generatedResponse { uuid type completion status ecommerceProducts { name price } }
  agentBreakdown { type completion jsonCompletion reflection } } } } }`;
const RECIPIENTS = `query($a: ID!) { pageRecipients(appUuid: $a, first: 100) { edges { node { uuid psid } } } }`;
const ACT = `mutation($i: UpdateGeneratedResponseInput!) { updateGeneratedResponse(input: $i) { uuid inboxMessage { uuid message sender } } }`;
const NOTIFICATIONS = `query($a: ID!) { notifications(appUuid: $a, first: 100) { edges { node { category message pageRecipient { name } } } } }`;

type Node = {
  uuid: string;
  message: string | null;
  sender: string;
  sentiment: string | null;
  generatedResponse: {
    uuid: string;
    type: string;
    completion: string;
    status: string;
    ecommerceProducts: { name: string; price: number }[];
  } | null;
  agentBreakdown: { type: string; completion: string | null; jsonCompletion: string | null }[];
};

describe.each(testDatabases())('assistant on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));
  const now = () => clock.now().getTime();

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
    await t.server.context.jobs.idle();
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  /**
   * A customer writes through the webhook; resolves once the assistant has handled it: its suggested
   * reply is there (unless `reply: false`, for a message that gets none), waiting for that state on
   * the worker (at most 20 s, past the queue's 15-second sweep), never for a fixed time.
   */
  const customerSays = async (psid: string, text: string, { reply = true } = {}) => {
    clock.advance(1000);
    await deliver(t.url, customerMessage(psid, `m_${psid}_${now()}`, text, now()));
    const list = await t.gql<{ pageRecipients: { edges: { node: { uuid: string; psid: string } }[] } }>(
      RECIPIENTS,
      { a: appUuid },
      token,
    );
    const recipient = list.data?.pageRecipients.edges.find((e) => e.node.psid === psid)?.node.uuid ?? '';
    const read = async () => {
      await t.server.context.jobs.idle();
      const conv = await t.gql<{ fetchMessengerMessages: { edges: { node: Node }[] } }>(
        CONVERSATION,
        { r: recipient },
        token,
      );
      const nodes = conv.data?.fetchMessengerMessages.edges.map((e) => e.node) ?? [];
      // The customer's message just sent (the store's own message, such as an order's confirmation
      // sent by the worker in the same second, may sort before it).
      const latest = nodes.find((n) => n.sender === 'customer' && n.message === text) ?? nodes[0];
      return { recipient, latest: latest as Node, nodes };
    };
    const deadline = Date.now() + 20_000;
    let seen = await read();
    while (reply && !seen.latest?.generatedResponse && Date.now() < deadline) {
      // A job that failed once (a busy machine) is retried after its backoff on the test's clock: let
      // that time pass, or the retry never comes due.
      clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await read();
    }
    return seen;
  };
  const credits = () => responseCreditsOf(t.server.context.db, appUuid);
  const setCredits = (responseCredits: number) =>
    t.server.context.db
      .insert(appCredits)
      .values({ appUuid, responseCredits, creditsNoticeAt: null })
      .onConflictDoUpdate({ target: appCredits.appUuid, set: { responseCredits, creditsNoticeAt: null } });
  const usedThisMonth = () =>
    monthlyResponsesUsed(t.server.context.db, appUuid, usageMonth(clock.now()).month);
  const setUsedThisMonth = (used: number) =>
    t.server.context.db
      .insert(appResponseUsage)
      .values({ appUuid, month: usageMonth(clock.now()).month, used })
      .onConflictDoUpdate({ target: [appResponseUsage.appUuid, appResponseUsage.month], set: { used } });
  const notifications = async () =>
    (
      await t.gql<{
        notifications: {
          edges: { node: { category: string; message: string; pageRecipient: { name: string } | null } }[];
        };
      }>(NOTIFICATIONS, { a: appUuid }, token)
    ).data?.notifications.edges.map((e) => e.node) ?? [];

  it('seeds suggested replies for the demo conversations still waiting for an answer', async () => {
    const list = await t.gql<{ pageRecipients: { edges: { node: { uuid: string } }[] } }>(
      RECIPIENTS,
      { a: appUuid },
      token,
    );
    expect(list.data?.pageRecipients.edges.length).toBeGreaterThanOrEqual(12);
  });

  it("reads the mood and suggests a grounded reply with catalog products and prices, for one of the month's replies", async () => {
    const before = await credits();
    const usedBefore = await usedThisMonth();
    const { latest } = await customerSays('7001', 'Hi! Magkano po ang ube halaya? Meron pa po ba?');
    expect(latest.sentiment).toBe('NEUTRAL');
    expect(latest.generatedResponse?.status).toBe('pending');
    expect(latest.generatedResponse?.ecommerceProducts.map((p) => p.name).join(' ')).toMatch(/ube/i);
    const product = latest.generatedResponse?.ecommerceProducts[0];
    const peso = `₱${((product?.price ?? 0) / 100).toFixed(2)}`;
    expect(latest.generatedResponse?.completion).toContain(peso.replace(/\.00$/, ''));
    expect(latest.agentBreakdown.map((s) => s.type)).toEqual(
      expect.arrayContaining(['sentiment', 'supervisor']),
    );
    // The plan's monthly allowance is used first; the response credits are for past it.
    expect(await usedThisMonth()).toBe(usedBefore + 1);
    expect(await credits()).toBe(before);
  });

  it('Approve sends the suggestion as is; a second action on it is refused', async () => {
    const { latest, recipient } = await customerSays('7002', 'Do you have chicken adobo?');
    const prompt = latest.generatedResponse;
    const res = await t.gql<{
      updateGeneratedResponse: { uuid: string; inboxMessage: { message: string; sender: string } };
    }>(ACT, { i: { promptUuid: prompt?.uuid, action: 'accept' } }, token);
    expect(res.data?.updateGeneratedResponse).toMatchObject({
      uuid: prompt?.uuid,
      inboxMessage: { message: prompt?.completion, sender: 'merchant' },
    });
    const texts = graph
      .sends()
      .map((c) => c.body as { recipient: { id: string }; message: { text?: string } });
    expect(texts.find((b) => b.recipient.id === '7002' && b.message.text)?.message.text).toBe(
      prompt?.completion,
    );
    const again = await t.gql(ACT, { i: { promptUuid: prompt?.uuid, action: 'dismiss' } }, token);
    expect(again.errors?.[0]?.message).toBe('This suggestion was already handled');
    const conv = await t.gql<{ fetchMessengerMessages: { edges: { node: Node }[] } }>(
      CONVERSATION,
      { r: recipient },
      token,
    );
    const customer = conv.data?.fetchMessengerMessages.edges
      .map((e) => e.node)
      .find((n) => n.uuid === latest.uuid);
    expect(customer?.generatedResponse?.status).toBe('accepted');
  });

  it("Edit then Send sends the merchant's words; Dismiss sends nothing", async () => {
    const first = await customerSays('7003', 'Hello po, open kayo bukas?');
    const edited = await t.gql<{ updateGeneratedResponse: { inboxMessage: { message: string } } }>(
      ACT,
      {
        i: {
          promptUuid: first.latest.generatedResponse?.uuid,
          action: 'edited',
          message: '  Opo, 8 AM to 8 PM kami bukas!  ',
        },
      },
      token,
    );
    expect(edited.data?.updateGeneratedResponse.inboxMessage.message).toBe('Opo, 8 AM to 8 PM kami bukas!');
    const second = await customerSays('7003', 'Salamat po!');
    const sends = graph.sends().length;
    const dismissed = await t.gql<{ updateGeneratedResponse: { inboxMessage: null } }>(
      ACT,
      { i: { promptUuid: second.latest.generatedResponse?.uuid, action: 'dismiss' } },
      token,
    );
    expect(dismissed.data?.updateGeneratedResponse.inboxMessage).toBeNull();
    expect(graph.sends().length).toBe(sends);
  });

  it('never sends a suggestion as is after 24 hours (no HUMAN_AGENT tag for the assistant)', async () => {
    const { latest } = await customerSays('7004', 'How much is the classic cotton tee?');
    clock.advance(25 * 3600_000);
    const res = await t.gql(
      ACT,
      { i: { promptUuid: latest.generatedResponse?.uuid, action: 'accept' } },
      token,
    );
    expect(res.errors?.[0]?.message).toMatch(/suggested reply can't be sent as is/);
    const edited = await t.gql<{ updateGeneratedResponse: { inboxMessage: { message: string } } }>(
      ACT,
      { i: { promptUuid: latest.generatedResponse?.uuid, action: 'edited', message: 'It is ₱350 po.' } },
      token,
    );
    expect(edited.errors).toBeUndefined();
    expect(graph.sends().at(-1)?.body).toMatchObject({ tag: 'HUMAN_AGENT' });
  });

  it("past the month's replies uses a credit, then stops suggesting and raises the limit notice once", async () => {
    await setUsedThisMonth(2_000); // the demo store's Starter plan allows 2,000 a month
    await setCredits(1);
    const a = await customerSays('7005', 'Hi, may stock pa ng polvoron?');
    expect(a.latest.generatedResponse).not.toBeNull();
    expect(await credits()).toBe(0);
    const b = await customerSays('7005', 'Hello?', { reply: false });
    expect(b.latest.generatedResponse).toBeNull();
    expect(b.latest.message).toBe('Hello?'); // the message itself is never lost
    await customerSays('7005', 'Hello po??', { reply: false });
    const notices = (await notifications()).filter((n) => n.category === 'response_credits_limit');
    expect(notices.map((n) => n.message)).toEqual([
      "Your Starter plan allows 2,000 AI suggested replies a month. Upgrade to Bronze for up to 5,000. This month's replies and your response credits are used up: suggested replies are paused until next month, an upgrade or added credits.",
    ]);
    expect(await credits()).toBe(0);
    expect(await usedThisMonth()).toBe(2_000);
    await setCredits(100);
    await setUsedThisMonth(0);
  });

  it('reminds the merchant once about an unhappy customer left unanswered for 10 minutes', async () => {
    clock.advance(11 * 60_000);
    await sweepNegativeSentiment(t.server.context); // earlier tests' unhappy customers
    await customerSays('7006', 'Sobrang tagal ng delivery, hindi pa dumating! Nakakainis kayo.');
    const count = async () =>
      (await notifications()).filter(
        (n) => n.category === 'negative_sentiment_reminder' && n.pageRecipient?.name === 'Liza Reyes',
      ).length;
    const before = await count();
    clock.advance(9 * 60_000);
    expect(await sweepNegativeSentiment(t.server.context)).toBe(0);
    clock.advance(2 * 60_000);
    expect(await sweepNegativeSentiment(t.server.context)).toBe(1);
    expect(await sweepNegativeSentiment(t.server.context)).toBe(0);
    expect(await count()).toBe(before + 1);
  });

  it('does not remind about an unhappy message the merchant already answered', async () => {
    const { recipient } = await customerSays('7007', 'Ang pangit ng tee, sira agad. Bad service!');
    const sent = await t.gql(
      'mutation($i: InboxMessageSendInput!) { inboxMessageSend(input: $i) { uuid } }',
      { i: { pageRecipientUuid: recipient, message: 'So sorry po! Papalitan namin.' } },
      token,
    );
    expect(sent.errors).toBeUndefined();
    clock.advance(11 * 60_000);
    expect(await sweepNegativeSentiment(t.server.context)).toBe(0);
  });

  it('turns sentiment analysis off in Chatbot Settings', async () => {
    const r = await t.gql<{ chatbotSettingsUpdate: { sentimentAnalysisEnabled: boolean; tone: string } }>(
      'mutation($i: ChatbotSettingsUpdateInput!) { chatbotSettingsUpdate(input: $i) { sentimentAnalysisEnabled tone storePolicies } }',
      { i: { appUuid, sentimentAnalysisEnabled: false, tone: 'professional' } },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.chatbotSettingsUpdate).toMatchObject({
      sentimentAnalysisEnabled: false,
      tone: 'professional',
    });
    const { latest } = await customerSays('7008', 'Worst shop ever, I hate this!');
    expect(latest.sentiment).toBeNull();
    const tooLong = await t.gql(
      'mutation($i: ChatbotSettingsUpdateInput!) { chatbotSettingsUpdate(input: $i) { tone } }',
      { i: { appUuid, storePolicies: 'x'.repeat(2001) } },
      token,
    );
    expect(tooLong.errors?.[0]?.extensions?.fields).toEqual({
      storePolicies: 'Store policies should not exceed 2000 characters',
    });
    await t.gql(
      'mutation($i: ChatbotSettingsUpdateInput!) { chatbotSettingsUpdate(input: $i) { tone } }',
      { i: { appUuid, sentimentAnalysisEnabled: true } },
      token,
    );
  });

  it('answers a seeded customer who has three orders with the number and status of their latest one', async () => {
    const db = t.server.context.db;
    const [busiest] = await db
      .select({ recipient: orders.pageRecipientUuid, n: count() })
      .from(orders)
      .where(and(eq(orders.appUuid, appUuid), isNotNull(orders.pageRecipientUuid)))
      .groupBy(orders.pageRecipientUuid)
      .orderBy(desc(count()))
      .limit(1);
    expect(busiest?.n).toBeGreaterThanOrEqual(3);
    const recipientUuid = busiest?.recipient ?? '';
    const [recipient] = await db.select().from(pageRecipients).where(eq(pageRecipients.uuid, recipientUuid));
    const [mine] = await db
      .select()
      .from(orders)
      .where(eq(orders.pageRecipientUuid, recipientUuid))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const { latest } = await customerSays(recipient?.psid ?? '', 'Nasaan na po yung order ko?');
    expect(latest.generatedResponse?.completion).toContain(mine?.transactionNumber ?? 'no order');
    expect(latest.generatedResponse?.completion).not.toMatch(/Wala pa po akong makitang order/);
  });

  it("answers 'where is my order' with the customer's real latest order, placed from their conversation", async () => {
    const first = await customerSays('7020', 'Hello po');
    const products = await t.gql<{ products: { edges: { node: { variants: { uuid: string }[] } }[] } }>(
      'query($a: ID!) { products(appUuid: $a, first: 1, stock: in_stock) { edges { node { variants { uuid } } } } }',
      { a: appUuid },
      token,
    );
    const variantUuid = products.data?.products.edges[0]?.node.variants[0]?.uuid;
    const placed = await t.gql<{ storeCheckout: { transactionNumber: string } }>(
      'mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber } }',
      {
        input: {
          appUuid,
          items: [{ variantUuid, quantity: 10 }], // past the demo store's ₱500 minimum purchase
          customerName: 'Liza Reyes',
          mobileNumber: '9171230000',
          paymentMethod: 'cod',
          fulfillment: 'pickup',
          pageRecipientUuid: first.recipient,
        },
      },
    );
    const txn = placed.data?.storeCheckout.transactionNumber ?? JSON.stringify(placed.errors);
    expect(txn).not.toBe('');
    const { latest } = await customerSays('7020', 'Nasaan na po yung order ko?');
    expect(latest.generatedResponse?.completion).toContain(txn);
    expect(latest.generatedResponse?.completion).not.toMatch(
      /couldn't find an order|Wala pa po akong makitang order/,
    );
  });
});
