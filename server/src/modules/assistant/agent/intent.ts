import { type ComplaintKind, complaintKind, SERIOUS_KINDS } from './complaints.ts';
import type { GuardVerdict } from './guard.ts';
import {
  type Cue,
  cueText,
  GREETING,
  HUMAN,
  ORDER,
  POLICY,
  type PolicyTopic,
  PROBLEM,
  PRODUCT,
  QUESTION,
  STRONG_PROBLEM,
  THANKS,
} from './intent-signals.ts';
import { terms } from './text.ts';
import type { Intent, SentimentLabel } from './types.ts';

/** How strongly the message names something in the catalog (from retrieval). */
export type CatalogMention = 'name' | 'description' | 'none';

export interface IntentFeatures {
  scores: Record<'greeting' | 'thanks' | 'product_inquiry' | 'order_status' | 'store_policy', number>;
  policyTopics: PolicyTopic[];
  humanRequest: boolean;
  handOffRule: string | null;
  problem: string | null;
  /** What a reported problem is about (complaints.ts). */
  complaint: ComplaintKind | null;
  question: boolean;
}

export interface IntentDecision {
  intent: Intent;
  reason: string;
  features: IntentFeatures;
}

export interface ClassifyInput {
  message: string;
  guard: GuardVerdict;
  sentiment: SentimentLabel;
  /** -1..1; strong feelings without a question are feedback (complaint or thanks). */
  sentimentScore?: number;
  catalogMention: CatalogMention;
  handOffRules: string;
  /** Content words that name nothing in the catalog ("dentist", "bagyo"). */
  unknownWords?: number;
}

const SUBSTANTIVE = 1.2;
const HYPOTHETICAL = /\b(?:if|kung|kapag|pag|in\s+case|sakaling|what\s+if)\b/;

/** Scores every cue family; pure, no decisions. */
export function extractFeatures(input: Omit<ClassifyInput, 'guard' | 'sentiment'>): IntentFeatures {
  const text = cueText(input.message);
  const policyTopics: PolicyTopic[] = [];
  let policy = 0;
  for (const [topic, pattern, weight] of POLICY) {
    if (pattern.test(text)) {
      policyTopics.push(topic);
      policy = Math.max(policy, weight);
    }
  }
  const mention = mentionWeight(input.catalogMention);
  let product = sum(PRODUCT, text) + mention;
  // "magkano shipping?" asks the price of a service, not of a product (unless one is named).
  if (policy > 0 && input.catalogMention !== 'name') product = Math.min(product, policy - 0.5);
  return {
    scores: {
      greeting: sum(GREETING, text),
      thanks: sum(THANKS, text),
      product_inquiry: product,
      order_status: sum(ORDER, text),
      store_policy: policy,
    },
    policyTopics,
    humanRequest: HUMAN.some((p) => p.test(text)),
    handOffRule: matchHandOffRule(input.message, input.handOffRules),
    problem: text.match(PROBLEM)?.[0] ?? null,
    complaint: complaintKind(text),
    question: QUESTION.test(text),
  };
}

/**
 * Intent, in order of precedence: the guard's verdict; a request for a person or one of the merchant's
 * hand-off rules; a complaint (a reported problem said with a negative tone, or a serious one such as
 * a damaged item or a refund, unless merely asked about); then the strongest of order status, store
 * policy and product inquiry; then greeting or thanks. A message that fits nothing is handed to a
 * person (human_handoff) rather than guessed at.
 */
export function classifyIntent(input: ClassifyInput): IntentDecision {
  const features = extractFeatures(input);
  const decide = (intent: Intent, reason: string): IntentDecision => ({ intent, reason, features });
  if (input.guard === 'abuse') return decide('abuse', 'the guard found abusive language');
  if (input.guard !== 'allow') return decide('out_of_scope', `the guard flagged ${input.guard}`);
  if (features.humanRequest) return decide('human_handoff', 'the customer asked for a person');

  const { scores } = features;
  const text = cueText(input.message);
  // "Can I return it if it arrives damaged?" asks about a policy; it does not report a problem.
  const hypothetical = features.question && features.policyTopics.length > 0 && HYPOTHETICAL.test(text);
  const serious = STRONG_PROBLEM.test(text) && !features.question && input.sentiment !== 'POSITIVE';
  const kind = features.complaint;
  if (kind && !hypothetical && (SERIOUS_KINDS.includes(kind) || input.sentiment === 'NEGATIVE')) {
    return decide('complaint', `reports a problem (${kind})`);
  }
  if (features.problem && !hypothetical && (input.sentiment === 'NEGATIVE' || serious)) {
    return decide('complaint', `reports a problem ("${features.problem}")`);
  }
  if (features.handOffRule && !hypothetical)
    return decide('human_handoff', `matches hand-off rule "${features.handOffRule}"`);
  const score = input.sentimentScore ?? 0;
  if (
    input.sentiment === 'NEGATIVE' &&
    score <= -0.5 &&
    !features.question &&
    scores.order_status + scores.store_policy === 0
  ) {
    return decide('complaint', 'strongly negative feedback');
  }
  if (input.sentiment === 'POSITIVE' && !features.question) {
    if (scores.thanks > 0) return decide('thanks', 'thanks the store');
    const asks =
      features.scores.product_inquiry -
      mentionWeight(input.catalogMention) +
      scores.order_status +
      scores.store_policy;
    if (score >= 0.5 && asks === 0 && scores.greeting === 0)
      return decide('thanks', 'praises the store (feedback)');
  }

  const ranked = (['order_status', 'store_policy', 'product_inquiry'] as const)
    .map((intent) => ({ intent, score: scores[intent] }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (best && best.score >= SUBSTANTIVE)
    return decide(best.intent, `strongest cues (${best.score.toFixed(1)})`);
  if (scores.thanks > 0 && scores.thanks >= scores.greeting)
    return decide('thanks', 'thanks or acknowledges');
  if (scores.greeting > 0) return decide('greeting', 'greets');
  if (best && best.score > 0) return decide(best.intent, `weak cues (${best.score.toFixed(1)})`);
  if (features.question && (input.unknownWords ?? 0) > 0)
    return decide('out_of_scope', 'asks about something outside the store');
  return decide('human_handoff', 'no confident intent: a person should answer');
}

function mentionWeight(mention: CatalogMention): number {
  return mention === 'name' ? 2.5 : mention === 'description' ? 1 : 0;
}

function sum(cues: readonly Cue[], text: string): number {
  let total = 0;
  for (const [pattern, weight] of cues) if (pattern.test(text)) total += weight;
  return total;
}

const RULE_STOPWORDS = new Set(
  `when if the an customer customers client clients asks ask asking about for any wants want above below
  over under more less than pcs pc piece pieces items item php pesos peso questions question request
  requests with of to is are be ang ng mga sa kapag pag kung na or and all other others like such
  someone person need needs who what only every also please po`.split(/\s+/),
);

/**
 * The merchant's hand-off rules are free text ("refunds, bulk orders above 50 pcs"): one rule per
 * comma, semicolon, line or "and". A rule matches when the message holds at least 60% of its specific
 * words (synonyms and plurals folded: "wholesale" matches "bulk", "refund" matches "refunds"), and a
 * quantity in the message is not below the rule's number ("50 pieces or more").
 */
export function matchHandOffRule(message: string, rules: string): string | null {
  const said = new Set(terms(message));
  const quantities = (message.match(/\d+/g) ?? []).map(Number);
  for (const raw of rules.split(/[,;\n]|\band\b|\bat\b/i)) {
    const rule = raw.trim();
    const content = [...new Set(terms(rule))].filter(
      (t) => t.length >= 3 && !/\d/.test(t) && !RULE_STOPWORDS.has(t),
    );
    // "bulk orders": "order" is every store's word; the rule is about "bulk".
    const specific = content.filter((t) => !GENERIC_RULE_WORDS.has(t));
    const wanted = specific.length > 0 ? specific : content;
    if (wanted.length === 0) continue;
    const hits = wanted.filter((t) => said.has(t)).length;
    if (hits < Math.ceil(wanted.length * 0.6)) continue;
    // "50 pieces or more": an order of 20 is not the rule's business.
    const threshold = Number(rule.match(/\d+/)?.[0] ?? Number.NaN);
    if (quantities.length > 0 && Number.isFinite(threshold) && quantities.every((q) => q < threshold))
      continue;
    return rule;
  }
  return null;
}

const GENERIC_RULE_WORDS = new Set(['order', 'purchase', 'product', 'buy', 'message', 'chat']);
