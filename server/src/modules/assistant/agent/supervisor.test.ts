import { describe, expect, it } from 'vitest';
import { formatPeso } from '../../../platform/money.ts';
import { DEMO_CATALOG, inputFor, ORDER, STORE_POLICIES } from './fixtures.ts';
import { createOfflineAssistant } from './offline.ts';
import { type SupervisorInput, supervise } from './supervisor.ts';
import type { CatalogProduct } from './types.ts';

const product = (name: string): CatalogProduct => {
  const found = DEMO_CATALOG.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const review = (draft: string, extra: Partial<SupervisorInput> = {}) =>
  supervise(
    {
      draft,
      products: [],
      catalog: DEMO_CATALOG,
      order: null,
      storePolicies: STORE_POLICIES,
      knownNames: ['Suki Demo Store', 'Ana Reyes'],
      ...extra,
    },
    (products) => products.map((p) => `• ${p.name} — ${formatPeso(p.price)}`).join('\n'),
  );

describe('supervisor', () => {
  // The Linen Barong Polo is ₱1,250.00.
  it.each([
    'The Linen Barong Polo is ₱1,200.',
    'The Linen Barong Polo is P1200.00 po.',
    'Linen Barong Polo: 1,200 pesos',
    'Linen Barong Polo — PHP 1,200',
    'Our barong polo costs 1200 php.',
    'Linen Barong Polo 1,200.00',
    '1. **Linen Barong Polo**\n   Price: ₱1,200.00',
    'Barong polo? ₱1,250.01 lang po!',
  ])('never passes a wrong price: %s', (draft) => {
    const result = review(draft);
    expect(result.verdict).not.toBe('pass');
    expect(result.text ?? '').not.toMatch(/1,?200(?!\d)|1,250\.01/);
    expect(result.reflection).toMatch(/is not the price of Linen Barong Polo \(₱1,250\.00\)/);
  });

  it('rewrites a wrong price from catalog data when it knows the product', () => {
    const result = review('Hi Ana! Our Ube Halaya Jar is just ₱250.00 today!');
    expect(result.verdict).toBe('rewrite');
    expect(result.text).toBe('• Ube Halaya Jar — ₱280.00');
    expect(result.products.map((p) => p.name)).toEqual(['Ube Halaya Jar']);
  });

  it.each([
    'We also have the Mango Float Tub for ₱280.00!',
    '• mango float tub — ₱280.00',
    'Try our Choco Crinkles Box!',
  ])('declines a product that is not in the catalog: %s', (draft) => {
    const result = review(draft);
    expect(result.verdict).toBe('decline');
    expect(result.text).toBeNull();
    expect(result.reflection).toMatch(/not a product in the catalog|names no catalog product/);
  });

  it('checks a kind of product against every product of that kind', () => {
    expect(review('Get the tee for only 299.00!').verdict).toBe('decline');
    expect(review('The tee is ₱349.00.').verdict).toBe('pass');
  });

  it.each([
    'Linen Barong Polo — ₱1,250.00',
    'Linen Barong Polo — PHP 1,250',
    '2 x Classic Cotton Tee = ₱698.00',
    '• Spicy Chicharon — ₱150.00\n• Garlic Adobong Mani — ₱120.00',
    'Delivery in Metro Manila is ₱80; free delivery on orders of ₱1,500 or more.',
    'Hi Ana! Welcome to Suki Demo Store. How can I help?',
  ])('passes a draft whose amounts and names match: %s', (draft) => {
    const result = review(draft);
    expect(result.reflection).toContain('all match');
    expect(result.verdict).toBe('pass');
    expect(result.text).toBe(draft);
  });

  it("accepts the customer's order total only when the order was looked up", () => {
    const draft = 'Your order SDS-024100 (₱1,050.00) is on its way!';
    expect(review(draft, { order: ORDER }).verdict).toBe('pass');
    expect(review(draft, { order: null }).verdict).toBe('decline');
  });

  it('rejects a fee the policies do not state', () => {
    expect(review('Shipping to Cebu is ₱100.').verdict).toBe('decline');
  });

  it('keeps only catalog products that are in stock in the carousel', () => {
    const fake: CatalogProduct = {
      ...product('Ube Halaya Jar'),
      uuid: 'not-in-catalog',
      name: 'Mango Float',
    };
    const result = review('Here you go!', {
      products: [product('Ube Halaya Jar'), product('Leche Flan Llanera'), fake],
    });
    expect(result.report.issues).toEqual(['offers "Mango Float", which is not in the catalog']);
    expect(result.report.products.map((p) => p.name)).toEqual(['Ube Halaya Jar']);
  });

  it('passes every offline product answer over the whole catalog unchanged', async () => {
    const assistant = createOfflineAssistant();
    for (const p of DEMO_CATALOG) {
      const result = await assistant.respond(inputFor(`Magkano po ang ${p.name}?`));
      const supervisor = result.steps.find((s) => s.type === 'supervisor');
      expect(supervisor?.reflection, p.name).toContain('all match');
      expect(result.reply?.type).toBe('product');
      if (p.inStock) expect(result.reply?.text).toContain(formatPeso(p.price));
    }
  });
});
