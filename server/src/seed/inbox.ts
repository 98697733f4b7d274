import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../graphql/context.ts';
import { analyzeSentiment } from '../modules/assistant/agent/sentiment.ts';
import type { Intent } from '../modules/assistant/agent/types.ts';
import { chatbotSettings, evaluationCases } from '../modules/assistant/assistant.tables.ts';
import { DEFAULT_VARIANT } from '../modules/catalog/catalog.products.rules.ts';
import { products, productVariants } from '../modules/catalog/catalog.tables.ts';
import { ensureRecipientCustomer } from '../modules/customers/customers.write.ts';
import { inboxMessages, pageRecipients } from '../modules/inbox/inbox.tables.ts';
import { newUuid } from '../platform/ids.ts';
import { DEMO_PRODUCTS } from './demo-catalog.ts';
import { DEMO_CONVERSATIONS } from './demo-conversations.ts';

export const DEMO_STORE_POLICIES = [
  'Shipping: we deliver across Metro Manila in 1-3 days for ₱80; free delivery on orders of ₱1,500 or more. Provincial orders ship by courier in 3-7 days.',
  'Payment: cash on delivery, bank transfer (BPI, BDO) or GCash. Send your deposit slip in the store after paying.',
  'Returns: damaged or wrong items can be returned within 7 days of delivery; message us a photo and your order number.',
  'Hours: we answer messages Monday to Saturday, 8 AM to 8 PM.',
].join('\n\n');

/** A starter evaluation dataset, so Evaluation → Run works on first start. */
export const DEMO_EVALUATION_CASES: {
  message: string;
  expectedIntent: Intent;
  expectedProducts: string[];
}[] = [
  { message: 'Hi! Good morning po', expectedIntent: 'greeting', expectedProducts: [] },
  { message: 'Open pa po kayo ngayon?', expectedIntent: 'store_policy', expectedProducts: [] },
  {
    message: 'Magkano po ang Ube Halaya Jar?',
    expectedIntent: 'product_inquiry',
    expectedProducts: ['Ube Halaya Jar'],
  },
  {
    message: 'Do you have chicken adobo? How much?',
    expectedIntent: 'product_inquiry',
    expectedProducts: ['Chicken Adobo Pack'],
  },
  {
    message: 'May stock pa ba kayo ng spicy chicharon?',
    expectedIntent: 'product_inquiry',
    expectedProducts: ['Spicy Chicharon'],
  },
  { message: 'Nasaan na po yung order ko?', expectedIntent: 'order_status', expectedProducts: [] },
  { message: 'Do you accept GCash or COD?', expectedIntent: 'store_policy', expectedProducts: [] },
  { message: 'Magkano shipping to Quezon City?', expectedIntent: 'store_policy', expectedProducts: [] },
  {
    message: 'Ang tagal ng delivery, sira pa yung item. Bad service!',
    expectedIntent: 'complaint',
    expectedProducts: [],
  },
  { message: 'Can I talk to a real person please?', expectedIntent: 'human_handoff', expectedProducts: [] },
  { message: 'Salamat po! Ang sarap ng sisig!', expectedIntent: 'thanks', expectedProducts: [] },
];

/**
 * The demo store's catalog, chatbot settings and a dozen Messenger conversations (English, Filipino,
 * Taglish; one angry). A last customer message still waiting for a reply is queued for the assistant,
 * so suggested replies appear on first start.
 */
export async function seedDemoInbox(ctx: ServiceContext, appUuid: string, pageUuid: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  const rows = DEMO_PRODUCTS.map((p, i) => ({
    uuid: newUuid(),
    appUuid,
    name: p.name,
    description: p.description,
    price: p.price,
    stockQuantity: p.stockQuantity,
    photoUrl: p.photoUrl,
    createdAt: new Date(now - (DEMO_PRODUCTS.length - i) * 3600_000),
  }));
  await ctx.db.insert(products).values(rows);
  await ctx.db.insert(productVariants).values(
    rows.map((p) => ({
      uuid: newUuid(),
      appUuid,
      productUuid: p.uuid,
      variantName: DEFAULT_VARIANT,
      price: p.price,
      stockQuantity: p.stockQuantity ?? 0,
      limited: p.stockQuantity !== null,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })),
  );
  await ctx.db.insert(chatbotSettings).values({
    appUuid,
    assistantEnabled: true,
    tone: 'friendly',
    storePolicies: DEMO_STORE_POLICIES,
    handOffRules: 'Refunds, bulk orders of 50 pieces or more, and complaints about a delivery.',
    updatedAt: new Date(now),
  });
  await ctx.db.insert(evaluationCases).values(
    DEMO_EVALUATION_CASES.map((c, i) => ({
      uuid: newUuid(),
      appUuid,
      ...c,
      createdAt: new Date(now - (DEMO_EVALUATION_CASES.length - i) * 60_000),
    })),
  );
  // Every conversation's recipient, customer and messages in a few statements (not four a conversation).
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  const threads = DEMO_CONVERSATIONS.map((conversation) => {
    const msgs = [...conversation.messages].sort((a, b) => b.minutesAgo - a.minutesAgo);
    const last = msgs.at(-1);
    const lastCustomer = [...msgs].reverse().find((m) => m.sender === 'customer');
    const recipient = {
      uuid: newUuid(),
      appUuid,
      pageUuid,
      psid: conversation.psid,
      name: conversation.name,
      messengerRead: last?.sender !== 'customer',
      lastCustomerMessageAt: lastCustomer ? at(lastCustomer.minutesAgo) : null,
      createdAt: at(msgs[0]?.minutesAgo ?? 0),
      updatedAt: at(last?.minutesAgo ?? 0),
    };
    const messages = msgs.map((m, i) => {
      const waiting = m.sender === 'customer' && i === msgs.length - 1;
      return {
        uuid: newUuid(),
        appUuid,
        pageRecipientUuid: recipient.uuid,
        mid: `m_demo_${conversation.psid}_${i}`,
        sender: m.sender,
        message: m.text,
        state: waiting ? ('new' as const) : ('idle' as const),
        sentiment: m.sender === 'customer' ? analyzeSentiment(m.text).label : null,
        assistStatus: m.sender === 'customer' ? (waiting ? ('queued' as const) : ('done' as const)) : null,
        createdAt: at(m.minutesAgo),
      };
    });
    return { recipient, messages, customerAt: at((lastCustomer ?? last)?.minutesAgo ?? 0) };
  });
  await ctx.db.insert(pageRecipients).values(threads.map((t) => t.recipient));
  for (const { recipient, customerAt } of threads)
    await ensureRecipientCustomer(ctx.db, { ...recipient, dummy: false }, customerAt);
  await ctx.db.insert(inboxMessages).values(threads.flatMap((t) => t.messages));
  const latest = threads.flatMap((t) => {
    const message = t.messages.at(-1);
    return message ? [sql`(${t.recipient.uuid}::uuid, ${message.uuid}::uuid)`] : [];
  });
  if (latest.length)
    await ctx.db.execute(sql`
      update ${pageRecipients} set latest_inbox_message_uuid = latest.message
      from (values ${sql.join(latest, sql`, `)}) as latest(recipient, message)
      where ${pageRecipients.uuid} = latest.recipient`);
}
