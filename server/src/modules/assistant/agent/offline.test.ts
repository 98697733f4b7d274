import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG, inputFor, ORDER } from './fixtures.ts';
import { createOfflineAssistant } from './offline.ts';
import type { AgentResult, CustomerOrder, OrderStatus, PaymentStatus } from './types.ts';

const assistant = createOfflineAssistant();
const ask = (message: string, options: Parameters<typeof inputFor>[1] = {}) =>
  assistant.respond(inputFor(message, options));
const names = (r: AgentResult) => (r.reply?.products ?? []).map((p) => p.name);

describe('offline assistant: products', () => {
  it('answers a price question with the catalog price in pesos and offers the product', async () => {
    const r = await ask('How much is the Linen Barong Polo?');
    expect(r.reply?.type).toBe('product');
    expect(r.reply?.text).toContain('Linen Barong Polo is ₱1,250.00');
    expect(names(r)).toEqual(['Linen Barong Polo']);
  });

  it('says a product is out of stock and offers in-stock alternatives instead', async () => {
    const r = await ask('Do you have leche flan?');
    expect(r.reply?.text).toContain('Leche Flan Llanera is out of stock');
    expect(names(r)).toContain('Ube Halaya Jar');
    expect(r.reply?.products.every((p) => p.inStock)).toBe(true);
  });

  it('lists in-stock matches first and mentions the sold-out one', async () => {
    const r = await ask('Do you have t-shirts?');
    expect(names(r)).toEqual(['Classic Cotton Tee']);
    expect(r.reply?.text).toContain('Oversized Graphic Tee is out of stock');
  });

  it('offers 3 products by default and up to the configured limit, never more than 10', async () => {
    const browse = 'Ano po mga paninda nyo? Pakita lahat';
    expect((await ask(browse)).reply?.products).toHaveLength(5);
    expect((await ask('What do you sell?')).reply?.products).toHaveLength(3);
    const wide = createOfflineAssistant({ offerLimit: 50 });
    const r = await wide.respond(inputFor('Show me everything in your catalog'));
    expect(r.reply?.products.length).toBeLessThanOrEqual(10);
    expect(r.reply?.products.length).toBeGreaterThan(3);
  });

  it('says so when nothing matches, offering nothing', async () => {
    const r = await ask('Do you sell laptops?');
    expect(r.reply?.text).toContain("couldn't find that in our catalog");
    expect(names(r)).toEqual([]);
  });

  it('records each agent step in order, with the catalog and search tool calls', async () => {
    const r = await ask('Magkano po ang Ube Halaya Jar?');
    expect(r.steps.map((s) => s.type)).toEqual([
      'guard',
      'sentiment',
      'catalog',
      'classification',
      'intent',
      'product_inquiry',
      'product',
      'orchestrator',
      'supervisor',
    ]);
    expect(r.steps.find((s) => s.type === 'catalog')?.toolCalls[0]?.name).toBe('catalog');
    expect(r.steps.find((s) => s.type === 'product_inquiry')?.toolCalls[0]?.name).toBe('search_products');
    expect(r.steps.find((s) => s.type === 'product')?.addedProducts.map((p) => p.name)).toEqual([
      'Ube Halaya Jar',
    ]);
    expect(r.steps.find((s) => s.type === 'sentiment')?.jsonCompletion).toMatchObject({
      sentiment: 'NEUTRAL',
    });
  });

  it('reads the catalog once per message', async () => {
    let calls = 0;
    const input = inputFor('May leche flan pa po ba?');
    input.tools = {
      ...input.tools,
      catalog: async () => {
        calls++;
        return DEMO_CATALOG;
      },
    };
    await assistant.respond(input);
    expect(calls).toBe(1);
  });

  it('uses the product of an earlier turn for a follow-up question', async () => {
    const r = await ask('Magkano po?', {
      history: [
        { sender: 'customer', text: 'May calamansi juice kayo?' },
        { sender: 'merchant', text: 'Meron po!' },
      ],
    });
    expect(names(r)).toEqual(['Calamansi Juice Concentrate']);
    expect(r.reply?.text).toContain('₱210.00');
  });
});

describe('offline assistant: orders', () => {
  const cases: Array<[OrderStatus, PaymentStatus, RegExp]> = [
    ['pending', 'pay_pending', /waiting for payment/],
    ['pending', 'for_confirmation', /received your payment .* confirming it/],
    ['pending', 'for_reupload', /please re-upload your deposit slip/],
    ['pending', 'pay_success', /Payment received .* preparing it/],
    ['for_delivery', 'pay_success', /is on its way/],
    ['for_delivery', 'pay_pending', /is on its way/],
    ['for_delivery', 'for_reupload', /please re-upload your deposit slip/],
    ['completed', 'pay_success', /has been delivered/],
    ['cancelled', 'pay_pending', /was cancelled/],
    ['cancelled', 'refund_success', /has been refunded/],
    ['refunded', 'refund_success', /was refunded/],
  ];
  it.each(cases)('explains %s / %s', async (status, paymentStatus, expected) => {
    const order: CustomerOrder = { ...ORDER, status, paymentStatus };
    const r = await ask('Where is my order?', { order });
    expect(r.intent).toBe('order_status');
    expect(r.reply?.type).toBe('order');
    expect(r.reply?.text).toMatch(expected);
    expect(r.reply?.text).toContain('SDS-024100');
    const step = r.steps.find((s) => s.type === 'order');
    expect(step?.toolCalls).toEqual([{ name: 'latestOrder', arguments: {}, result: order }]);
  });

  it('says so when the customer has no order', async () => {
    const r = await ask('Where is my order?', { order: null });
    expect(r.reply?.text).toContain("couldn't find an order under your name");
  });

  it('leaves out a zero total rather than showing ₱0.00', async () => {
    const r = await ask('Where is my order?', { order: { ...ORDER, total: 0 } });
    expect(r.reply?.text).not.toContain('₱0.00');
    expect(r.reply?.text).toContain('is on its way');
  });

  it('apologizes for a late delivery, states the order status and hands off', async () => {
    const r = await ask("It's been a week and my order still hasn't arrived. This is unacceptable! 😡");
    expect(r.intent).toBe('complaint');
    expect(r.sentiment).toBe('NEGATIVE');
    expect(r.reply?.type).toBe('conversation');
    expect(r.reply?.text).toMatch(/sorry/i);
    expect(r.reply?.text).toContain('Your order SDS-024100 is already with the courier.');
    expect(r.reply?.text).toContain('A team member will check with the courier');
  });

  it('answers a damaged item with a request for a photo, never with the payment status', async () => {
    const unpaid = { ...ORDER, status: 'completed' as const, paymentStatus: 'pay_pending' as const };
    const r = await ask('Dumating na po pero durog yung polvoron 😢', { order: unpaid });
    expect(r.intent).toBe('complaint');
    expect(r.sentiment).toBe('NEGATIVE');
    expect(r.reply?.text).toContain('photo');
    expect(r.reply?.text).toContain('SDS-024100');
    expect(r.reply?.text).not.toMatch(/bayad|payment|pay\b/i);
  });

  it('answers a customer left waiting with an apology and a person, not a greeting', async () => {
    const r = await ask('hello?? 3 hours na ko waiting sa reply nyo');
    expect(r.intent).toBe('complaint');
    expect(r.sentiment).toBe('NEGATIVE');
    expect(r.reply?.text).toContain('Pasensya na po sa paghihintay');
    expect(r.reply?.text).not.toMatch(/welcome/i);
  });
});

describe('offline assistant: conversation, policies and tone', () => {
  it('greets by first name in each tone', async () => {
    const friendly = await ask('Hello!', { settings: { tone: 'friendly' } });
    const professional = await ask('Hello!', { settings: { tone: 'professional' } });
    const playful = await ask('Hello!', { settings: { tone: 'playful' } });
    expect(friendly.reply?.text).toBe('Hi Ana! 😊 Welcome to Suki Demo Store. How can I help you today?');
    expect(professional.reply?.text).toBe(
      'Good day, Ana. Thank you for messaging Suki Demo Store. How may we help you?',
    );
    expect(playful.reply?.text).toBe(
      'Hey Ana! ✨ Welcome to Suki Demo Store! What are you shopping for today?',
    );
  });

  it('answers Filipino in Taglish', async () => {
    const r = await ask('Magandang gabi po');
    expect(r.reply?.text).toContain('Welcome sa Suki Demo Store');
    const product = await ask('Magkano po yung Canvas Tote Bag?', { settings: { tone: 'professional' } });
    expect(product.reply?.text).toContain('₱259.00 po ang Canvas Tote Bag');
    expect(product.reply?.text).toContain('Magandang araw po, Ana.');
  });

  it('answers store policies from the merchant’s own paragraphs', async () => {
    const r = await ask('Do you accept GCash?');
    expect(r.intent).toBe('store_policy');
    expect(r.reply?.text).toContain('Payment: cash on delivery, bank transfer (BPI, BDO) or GCash.');
    expect(r.reply?.text).not.toContain('Shipping:');
  });

  it('promises a person when the policies do not cover the question', async () => {
    const r = await ask('Do you accept GCash?', { settings: { storePolicies: '' } });
    expect(r.reply?.text).toContain("I'll have a team member confirm");
  });

  it("hands off on the merchant's hand-off rules and on request", async () => {
    const bulk = await ask('Pwede po bang bulk order ng 60 pcs Classic Cotton Tee?');
    expect(bulk.intent).toBe('human_handoff');
    expect(bulk.reply?.text).toContain('Ipapasa ko po ito sa isang team member');
    const small = await ask('Bulk order ng 20 pcs Classic Cotton Tee?');
    expect(small.intent).toBe('product_inquiry');
    const person = await ask('Can I talk to a real person?', { settings: { handOffRules: '' } });
    expect(person.reply?.text).toContain("I'll let a team member take it from here");
  });

  it('says thank you back, without a name when there is none', async () => {
    const r = await ask('Thank you!', { customerName: '' });
    expect(r.intent).toBe('thanks');
    expect(r.reply?.text).toBe("You're welcome! Thank you for shopping with Suki Demo Store. 😊");
  });
});
