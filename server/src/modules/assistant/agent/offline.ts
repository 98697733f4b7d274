import { finishReply } from './finish.ts';
import { compose, route } from './orchestrator.ts';
import { DEFAULT_OFFER, MAX_OFFER, writeProductReply } from './product.ts';
import { step } from './steps.ts';
import type { AgentInput, AgentResult, Assistant, CatalogProduct } from './types.ts';
import { shareTools, type Understanding, understand } from './understand.ts';

export interface OfflineOptions {
  /** Products offered per product answer (1..10, default 3). */
  offerLimit?: number;
}

/**
 * The built-in assistant: deterministic, no network. A pipeline of small agents, each adding its step:
 * guard → sentiment → catalog → classification → intent → (product_inquiry → product | order |
 * conversation) → orchestrator → supervisor. The same input always yields the same result.
 */
export function createOfflineAssistant(options: OfflineOptions = {}): Assistant {
  const offerLimit = Math.max(1, Math.min(options.offerLimit ?? DEFAULT_OFFER, MAX_OFFER));
  return {
    name: 'offline',
    model: null,
    respond: (input) => respondOffline(input, offerLimit),
  };
}

async function respondOffline(input: AgentInput, offerLimit: number): Promise<AgentResult> {
  const tools = shareTools(input.tools);
  const u = await understand(input, tools);
  const routed = await route(input, u, tools, offerLimit);
  const steps = [...u.steps, ...routed.steps];
  const base = { sentiment: u.sentiment.label, intent: u.intent.intent };

  if (!routed.draft) {
    steps.push(step('orchestrator', { reflection: `Route: ${routed.route}. No suggestion.` }));
    return { ...base, reply: null, steps };
  }
  const text = compose(routed.draft, u.voice, u.intent.intent);
  steps.push(
    step('orchestrator', {
      completion: text,
      jsonCompletion: {
        route: routed.route,
        tone: u.voice.tone,
        language: u.language,
        author: routed.draft.author,
      },
      addedProducts: routed.draft.products,
    }),
  );

  return finishReply(input, u, tools, {
    steps,
    text,
    author: routed.draft.author,
    products: routed.draft.products,
    rewrite: rewriter(u, offerLimit),
  });
}

/** The supervisor's rewrite for product answers: the product agent again, on the named products only. */
function rewriter(
  u: Understanding,
  offerLimit: number,
): ((products: CatalogProduct[]) => string) | undefined {
  const { inquiry, index, catalog } = u;
  if (!inquiry || !index || !catalog) return undefined;
  return (products) =>
    writeProductReply(
      { ...inquiry, strong: products.map((product) => ({ product, score: 1, nameHits: [], matched: [] })) },
      u.voice,
      catalog,
      index,
      offerLimit,
    ).body;
}
