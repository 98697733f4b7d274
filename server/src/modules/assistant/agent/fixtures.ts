import { DEMO_PRODUCTS } from '../../../seed/demo-catalog.ts';
import { type EvaluationCase, runEvaluation, scoreEvaluation } from './evaluation.ts';
import type {
  AgentInput,
  AgentResult,
  Assistant,
  AssistantSettings,
  CatalogProduct,
  ConversationTurn,
  CustomerOrder,
  Intent,
  SentimentLabel,
} from './types.ts';

/** Test fixtures: the demo catalog as the assistant sees it, store settings, and an input builder. */

export const DEMO_CATALOG: CatalogProduct[] = DEMO_PRODUCTS.map((p, i) => ({
  uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  name: p.name,
  description: p.description,
  price: p.price,
  inStock: p.stockQuantity === null || p.stockQuantity > 0,
  photoUrl: p.photoUrl,
  variants: [],
}));

export const STORE_POLICIES = [
  'Shipping: we deliver across Metro Manila in 1-3 days for ₱80; free delivery on orders of ₱1,500 or more. Provincial orders ship by courier in 3-7 days.',
  'Payment: cash on delivery, bank transfer (BPI, BDO) or GCash. Send your deposit slip in the store after paying.',
  'Returns: damaged or wrong items can be returned within 7 days of delivery; message us a photo and your order number.',
  'Hours: we answer messages Monday to Saturday, 8 AM to 8 PM. Pick-up is at our Marikina kitchen by appointment.',
].join('\n\n');

export const SETTINGS: AssistantSettings = {
  storeName: 'Suki Demo Store',
  tone: 'friendly',
  storePolicies: STORE_POLICIES,
  handOffRules: 'Refunds, bulk orders of 50 pieces or more, and complaints about a delivery.',
};

export const ORDER: CustomerOrder = {
  transactionNumber: 'SDS-024100',
  status: 'for_delivery',
  paymentStatus: 'pay_success',
  total: 105_000,
  createdAt: new Date('2026-11-18T03:00:00Z'),
};

export function inputFor(
  message: string,
  options: {
    history?: ConversationTurn[];
    order?: CustomerOrder | null;
    settings?: Partial<AssistantSettings>;
    customerName?: string;
    catalog?: CatalogProduct[];
  } = {},
): AgentInput {
  const order = options.order === undefined ? ORDER : options.order;
  return {
    message,
    history: options.history ?? [],
    customerName: options.customerName ?? 'Ana Reyes',
    settings: { ...SETTINGS, ...options.settings },
    tools: {
      catalog: async () => options.catalog ?? DEMO_CATALOG,
      latestOrder: async () => order,
    },
  };
}

/** A labelled customer message for the accuracy tests. */
export interface AccuracyCase {
  message: string;
  sentiment: SentimentLabel;
  intent: Intent;
  /** Names the reply must offer, the first offered being one of them; [] = none; 'some' = any. */
  products?: string[] | 'some';
  history?: ConversationTurn[];
}

function productsOk(expected: AccuracyCase['products'], result: AgentResult): boolean {
  const offered = (result.reply?.products ?? []).map((p) => p.name);
  if (expected === undefined) return true;
  if (expected === 'some') return offered.length > 0;
  if (expected.length === 0) return offered.length === 0;
  return expected.every((name) => offered.includes(name)) && expected.includes(offered[0] ?? '');
}

/** Runs the cases; returns intent, sentiment and product accuracy, the evaluation score, and the misses. */
export async function measureAccuracy(assistant: Assistant, cases: readonly AccuracyCase[]) {
  const results = await runEvaluation(assistant, cases, (c) =>
    inputFor(c.message, { history: c.history ?? [] }),
  );
  const misses: string[] = [];
  let intents = 0;
  let sentiments = 0;
  let products = 0;
  const productCases = cases.filter((c) => c.products !== undefined).length;
  cases.forEach((c, i) => {
    const r = results[i] as AgentResult;
    const offered = (r.reply?.products ?? []).map((p) => p.name);
    if (r.intent === c.intent) intents++;
    else misses.push(`intent    "${c.message}": expected ${c.intent}, got ${r.intent}`);
    if (r.sentiment === c.sentiment) sentiments++;
    else misses.push(`sentiment "${c.message}": expected ${c.sentiment}, got ${r.sentiment}`);
    if (c.products === undefined) return;
    if (productsOk(c.products, r)) products++;
    else
      misses.push(
        `products  "${c.message}": expected ${JSON.stringify(c.products)}, got ${JSON.stringify(offered)}`,
      );
  });
  // The merchant-facing score: browsing cases ('some') have no fixed product list, so they sit out.
  const scored = cases.flatMap((c, i) =>
    c.products === 'some' ? [] : [{ c, r: results[i] as AgentResult, i }],
  );
  const evaluation: EvaluationCase[] = scored.map(({ c, i }) => ({
    uuid: `case-${i}`,
    message: c.message,
    expectedIntent: c.intent,
    expectedProducts: Array.isArray(c.products) ? c.products : [],
  }));
  const report = scoreEvaluation(
    evaluation,
    scored.map(({ r }) => r),
  );
  return {
    numbers: {
      cases: cases.length,
      intent: intents / cases.length,
      sentiment: sentiments / cases.length,
      products: productCases === 0 ? 1 : products / productCases,
      evaluation: report.accuracy,
    },
    misses,
    report,
  };
}
