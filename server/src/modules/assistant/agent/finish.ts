import { MAX_OFFER } from './product.ts';
import { productSummary, step } from './steps.ts';
import { supervise } from './supervisor.ts';
import type { AgentInput, AgentKind, AgentResult, AgentStep, CatalogProduct } from './types.ts';
import type { SharedTools, Understanding } from './understand.ts';

export interface Drafted {
  /** Everything before the supervisor: understanding, routing, the writer's own step. */
  steps: AgentStep[];
  text: string;
  author: AgentKind;
  products: CatalogProduct[];
  /** How the supervisor rewrites a product answer on the products it trusts (none: it declines). */
  rewrite?: (products: CatalogProduct[]) => string;
}

/**
 * The last stage every writer shares (the offline agents and the chat model alike): the supervisor
 * checks the draft against the catalog, the customer's order and the store's policies, and the reply
 * is what it lets through, rewritten, or nothing.
 */
export function finishReply(
  input: AgentInput,
  u: Understanding,
  tools: SharedTools,
  d: Drafted,
): AgentResult {
  const base = { sentiment: u.sentiment.label, intent: u.intent.intent };
  const checked = supervise(
    {
      draft: d.text,
      products: d.products,
      catalog: u.catalog ?? [],
      order: tools.seenOrder(),
      storePolicies: input.settings.storePolicies,
      knownNames: [input.settings.storeName, input.customerName],
    },
    d.rewrite,
  );
  const steps = [
    ...d.steps,
    step('supervisor', {
      completion: checked.text,
      jsonCompletion: {
        verdict: checked.verdict,
        amounts: checked.report.amounts,
        issues: checked.report.issues,
        products: checked.products.map(productSummary),
      },
      reflection: checked.reflection,
    }),
  ];
  if (checked.text === null) return { ...base, reply: null, steps };
  return {
    ...base,
    reply: {
      type: checked.verdict === 'rewrite' ? 'supervisor' : d.author,
      text: checked.text,
      products: checked.products.slice(0, MAX_OFFER),
    },
    steps,
  };
}
