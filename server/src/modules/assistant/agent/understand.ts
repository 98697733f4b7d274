import { checkMessage, type GuardResult } from './guard.ts';
import { type CatalogMention, classifyIntent, type IntentDecision } from './intent.ts';
import { detectLanguage, type Language } from './language.ts';
import { type ProductInquiry, readInquiry } from './product.ts';
import { buildIndex, type ProductIndex } from './retrieval.ts';
import { analyzeSentiment, type SentimentAnalysis } from './sentiment.ts';
import { productSummary, step } from './steps.ts';
import { firstName } from './text.ts';
import type { AgentInput, AgentStep, AgentTools, CatalogProduct, CustomerOrder } from './types.ts';
import { chooseVariants } from './variants.ts';
import { type Voice, voiceFor } from './voice.ts';

/**
 * Tools called at most once per message: every agent that needs the catalog or the order shares one
 * lookup, and the supervisor checks against exactly what the answering agent saw.
 */
export interface SharedTools {
  catalog(): Promise<CatalogProduct[]>;
  latestOrder(): Promise<CustomerOrder | null>;
  /** The order, if some agent looked it up. */
  seenOrder(): CustomerOrder | null;
}

export function shareTools(tools: AgentTools): SharedTools {
  let catalog: Promise<CatalogProduct[]> | null = null;
  let order: Promise<CustomerOrder | null> | null = null;
  let seen: CustomerOrder | null = null;
  return {
    catalog: () => {
      catalog ??= tools.catalog();
      return catalog;
    },
    latestOrder: () => {
      order ??= tools.latestOrder().then((o) => {
        seen = o;
        return o;
      });
      return order;
    },
    seenOrder: () => seen,
  };
}

/** What the first agents learned about a message; the answering agents (offline or LLM) start here. */
export interface Understanding {
  guard: GuardResult;
  sentiment: SentimentAnalysis;
  language: Language;
  voice: Voice;
  /** Null when the guard blocked the message (the catalog is not even read). */
  catalog: CatalogProduct[] | null;
  index: ProductIndex | null;
  inquiry: ProductInquiry | null;
  intent: IntentDecision;
  steps: AgentStep[];
}

/** guard → sentiment → catalog → classification → intent, each recording its step. */
export async function understand(input: AgentInput, tools: SharedTools): Promise<Understanding> {
  const steps: AgentStep[] = [];
  const guard = checkMessage(input.message);
  steps.push(
    step('guard', {
      jsonCompletion: { verdict: guard.verdict, matched: guard.matched },
      reflection:
        guard.verdict === 'allow'
          ? 'No abuse, injection or off-topic request found.'
          : `Flagged as ${guard.verdict}.`,
    }),
  );
  const sentiment = analyzeSentiment(input.message);
  steps.push(
    step('sentiment', {
      jsonCompletion: { sentiment: sentiment.label, score: sentiment.score, hits: sentiment.hits },
    }),
  );
  const language = detectLanguage(input.message);
  const voice = voiceFor(
    input.settings.tone,
    language,
    firstName(input.customerName),
    input.settings.storeName,
  );

  let catalog: CatalogProduct[] | null = null;
  let index: ProductIndex | null = null;
  let inquiry: ProductInquiry | null = null;
  let mention: CatalogMention = 'none';
  if (guard.verdict === 'allow') {
    catalog = await tools.catalog();
    index = buildIndex(catalog);
    steps.push(
      step('catalog', {
        toolCalls: [
          {
            name: 'catalog',
            arguments: {},
            result: { products: catalog.length, inStock: catalog.filter((p) => p.inStock).length },
          },
        ],
        jsonCompletion: { vocabulary: index.vocabulary.length },
      }),
    );
    inquiry = readInquiry(input.message, input.history, index);
    const top = inquiry.fromHistory ? undefined : inquiry.strong[0];
    mention = !top ? 'none' : top.nameHits.length > 0 ? 'name' : 'description';
    // "250g po" after "magkano dried mangoes?": naming a variant of the product talked about names it.
    const earlier = inquiry.fromHistory ? inquiry.strong[0] : undefined;
    if (earlier && chooseVariants(earlier.product, input.message).named.length > 0) mention = 'name';
  }
  const intent = classifyIntent({
    message: input.message,
    guard: guard.verdict,
    sentiment: sentiment.label,
    sentimentScore: sentiment.score,
    catalogMention: mention,
    handOffRules: input.settings.handOffRules,
    unknownWords: inquiry?.unmatched.length ?? 0,
  });
  steps.push(
    step('classification', {
      jsonCompletion: {
        language,
        catalogMention: mention,
        matches:
          inquiry?.strong.slice(0, 5).map((r) => ({ ...productSummary(r.product), score: r.score })) ?? [],
        ...intent.features,
      },
    }),
    step('intent', { jsonCompletion: { intent: intent.intent }, reflection: intent.reason }),
  );
  return { guard, sentiment, language, voice, catalog, index, inquiry, intent, steps };
}
