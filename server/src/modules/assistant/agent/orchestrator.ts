import { NEEDS_ORDER } from './complaints.ts';
import {
  writeComplaint,
  writeGreeting,
  writeHandOff,
  writePolicyAnswer,
  writeThanks,
} from './conversation.ts';
import { writeOrderReply } from './order.ts';
import { findPolicyAnswer } from './policies.ts';
import { DEFAULT_OFFER, writeProductReply } from './product.ts';
import { type Draft, productSummary, step } from './steps.ts';
import type { AgentInput, AgentStep, Intent } from './types.ts';
import type { SharedTools, Understanding } from './understand.ts';
import { closer, opener, say, type Voice } from './voice.ts';

export interface Routed {
  draft: Draft | null;
  steps: AgentStep[];
  route: string;
}

/** The polite, fixed answer to an injection attempt or an off-topic request (never echoes the message). */
export function writeDecline(v: Voice): Draft {
  return {
    author: 'guard',
    body: say(v, [
      'Sorry, I can only help with questions about {store} — our products, your orders and our store policies.',
      'Pasensya na po, ang kaya ko lang sagutin ay tungkol sa {store} — mga produkto, order ninyo at store policies.',
    ]),
    products: [],
    standalone: false,
  };
}

/**
 * The orchestrator's routing: sends the message to the agent for its intent, and records that agent's
 * step. Abuse gets no draft (the merchant answers); injection and off-topic requests get the guard's
 * fixed decline.
 */
export async function route(
  input: AgentInput,
  u: Understanding,
  tools: SharedTools,
  offerLimit = DEFAULT_OFFER,
): Promise<Routed> {
  const v = u.voice;
  const intent: Intent = u.intent.intent;
  if (intent === 'abuse')
    return { draft: null, steps: [], route: 'abuse: no suggestion, the merchant answers' };
  if (u.guard.verdict !== 'allow')
    return { draft: writeDecline(v), steps: [], route: `${u.guard.verdict}: decline` };
  if (intent === 'out_of_scope') return { draft: writeDecline(v), steps: [], route: 'out of scope: decline' };

  switch (intent) {
    case 'product_inquiry': {
      if (!u.inquiry || !u.catalog || !u.index) return { draft: null, steps: [], route: 'no catalog' };
      const inquiry = u.inquiry;
      // "Pa-order ng 2 ube halaya. Pwede COD?": the policy part is answered too, from the policies.
      const topics = u.intent.features.policyTopics;
      const policy =
        topics.length === 0 ? [] : findPolicyAnswer(input.settings.storePolicies, input.message, topics, 1);
      const draft = writeProductReply(inquiry, v, u.catalog, u.index, offerLimit, policy);
      const ranked = inquiry.ranked.map((r) => ({ ...productSummary(r.product), score: r.score }));
      return {
        draft,
        route: 'product_inquiry → product',
        steps: [
          step('product_inquiry', {
            toolCalls: [{ name: 'search_products', arguments: { query: inquiry.query }, result: ranked }],
            jsonCompletion: {
              asksPrice: inquiry.asksPrice,
              asksAvailability: inquiry.asksAvailability,
              browsing: inquiry.browsing,
              fromHistory: inquiry.fromHistory,
              unmatched: inquiry.unmatched,
            },
            reflection: inquiry.fromHistory
              ? 'No product named; used the product from an earlier turn.'
              : null,
          }),
          step('product', {
            completion: draft.body,
            jsonCompletion: {
              offered: draft.products.map(productSummary),
              outOfStock: draft.outOfStock.map(productSummary),
            },
            addedProducts: draft.products,
          }),
        ],
      };
    }
    case 'order_status': {
      const order = await tools.latestOrder();
      const draft = writeOrderReply(order, v);
      return {
        draft,
        route: 'order_status → order',
        steps: [
          step('order', {
            completion: draft.body,
            toolCalls: [{ name: 'latestOrder', arguments: {}, result: order }],
            jsonCompletion: order
              ? { status: order.status, paymentStatus: order.paymentStatus }
              : { order: null },
          }),
        ],
      };
    }
    case 'store_policy': {
      const sentences = findPolicyAnswer(
        input.settings.storePolicies,
        input.message,
        u.intent.features.policyTopics,
      );
      const draft = writePolicyAnswer(v, sentences);
      return {
        draft,
        route: 'store_policy → conversation',
        steps: [
          step('conversation', {
            completion: draft.body,
            toolCalls: [
              {
                name: 'store_policies',
                arguments: { topics: u.intent.features.policyTopics },
                result: { sentences },
              },
            ],
            reflection:
              sentences.length === 0 ? 'The store policies do not say this; handing to a person.' : null,
          }),
        ],
      };
    }
    case 'complaint': {
      const kind = u.intent.features.complaint ?? 'other';
      const aboutOrder = NEEDS_ORDER.includes(kind);
      const order = aboutOrder ? await tools.latestOrder() : null;
      const draft = writeComplaint(v, kind, order);
      return {
        draft,
        route: 'complaint → conversation (hand-off)',
        steps: [
          step('conversation', {
            completion: draft.body,
            toolCalls: aboutOrder ? [{ name: 'latestOrder', arguments: {}, result: order }] : [],
            jsonCompletion: { complaint: kind },
            reflection: 'Apologized and handed the conversation to a person.',
          }),
        ],
      };
    }
    default: {
      const praise = u.intent.features.scores.thanks === 0;
      const draft =
        intent === 'greeting'
          ? writeGreeting(v)
          : intent === 'thanks'
            ? writeThanks(v, praise)
            : writeHandOff(v);
      return {
        draft,
        route: `${intent} → conversation`,
        steps: [step('conversation', { completion: draft.body })],
      };
    }
  }
}

/** The final text in the store's tone: opener with the customer's first name, the body, a closer. */
export function compose(draft: Draft, v: Voice, intent: Intent): string {
  if (draft.standalone) return draft.body;
  const sensitive = intent === 'complaint' || intent === 'human_handoff' || draft.author === 'guard';
  const open = sensitive
    ? say(v, {
        friendly: ['Hi {name}. ', 'Hi {name}. '],
        professional: ['Good day, {name}. ', 'Magandang araw po, {name}. '],
        playful: ['Hi {name}. ', 'Hi {name}. '],
      })
    : opener(v);
  const lastLine = draft.body.split('\n').at(-1) ?? '';
  const close = sensitive || /[🛒😊]\s*$/u.test(lastLine) || lastLine.startsWith('•') ? '' : closer(v);
  return `${open}${draft.body}${close}`;
}
