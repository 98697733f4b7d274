import { cueText, POLICY, type PolicyTopic } from './intent-signals.ts';
import { findPesoAmounts } from './money.ts';
import { contentTerms } from './retrieval.ts';
import { terms } from './text.ts';

/** One paragraph of the merchant's store policies, with the topics it covers (2: says so, 1: hints). */
export interface PolicyParagraph {
  text: string;
  topics: Map<PolicyTopic, number>;
}

/** Paragraphs are separated by blank lines; a text without blank lines has one policy per line. */
export function splitPolicies(storePolicies: string): PolicyParagraph[] {
  const text = storePolicies.replace(/\r\n?/g, '\n').trim();
  if (text === '') return [];
  const blocks = /\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : text.split('\n');
  return blocks
    .map((b) => b.replace(/\s*\n\s*/g, ' ').trim())
    .filter((b) => b !== '')
    .map((b) => ({ text: b, topics: topicsOf(b) }));
}

/** Words that mark what a policy paragraph is about (paragraphs state; questions ask). */
const PARAGRAPH_HINTS: ReadonlyArray<readonly [PolicyTopic, RegExp]> = [
  ['shipping', /\b(?:ship\w*|deliver\w*|courier|lalamove|lbc|j\s*&\s*t|provincial|nationwide)\b/],
  ['payment', /\b(?:pay\w*|gcash|maya|bank|bpi|bdo|card|cash|deposit)\b/],
  ['cod', /\b(?:cod|cash\s+on\s+delivery)\b/],
  ['returns', /\b(?:return\w*|refund\w*|exchange\w*|replace\w*|warranty)\b/],
  [
    'hours',
    /\b(?:hours?|open|close[ds]?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|\d{1,2}\s*(?:am|pm))\b/,
  ],
  [
    'location',
    /\b(?:address|located|location|pick\s*up|meet\s*up|branch|kitchen|warehouse|store\s+is\s+at)\b/,
  ],
  ['trust', /\b(?:dti|sec|registered|registration|permit|legit|since\s+\d{4}|reviews?|about\s+us)\b/],
];

export function topicsOf(text: string): Map<PolicyTopic, number> {
  const cue = cueText(text);
  const topics = new Map<PolicyTopic, number>();
  for (const [topic, pattern] of PARAGRAPH_HINTS) if (pattern.test(cue)) topics.set(topic, 1);
  for (const [topic, pattern] of POLICY) if (pattern.test(cue)) topics.set(topic, 2);
  return topics;
}

/** Topics a question about one also touches: "COD?" is answered by the payment paragraph. */
const RELATED: Partial<Record<PolicyTopic, PolicyTopic[]>> = {
  cod: ['payment'],
  shipping: ['location'],
  location: ['hours'],
};

/**
 * The paragraphs that answer a policy question (at most `limit`): those sharing the question's topics,
 * best word overlap first; failing that, the paragraph sharing the most content words. A general
 * question ("what are your policies?") gets every paragraph up to the limit.
 */
export function findPolicies(
  storePolicies: string,
  message: string,
  topics: readonly PolicyTopic[],
  limit = 2,
): string[] {
  const paragraphs = splitPolicies(storePolicies);
  if (paragraphs.length === 0) return [];
  const specific = topics.filter((t) => t !== 'general');
  if (specific.length === 0 && topics.includes('general')) return paragraphs.slice(0, 4).map((p) => p.text);

  const asked = new Set(contentTerms(message));
  const overlap = (p: PolicyParagraph) => contentTerms(p.text).filter((t) => asked.has(t)).length;
  const byTopic = (wanted: readonly PolicyTopic[]) => {
    const scored = paragraphs
      .map((p, i) => ({
        p,
        i,
        hits: wanted.reduce((n, t) => n + (p.topics.get(t) ?? 0), 0),
        words: overlap(p),
      }))
      .filter((s) => s.hits > 0)
      .sort((a, b) => b.hits - a.hits || b.words - a.words || a.i - b.i);
    // A second paragraph only when it is as much about the question as the first.
    const best = scored[0];
    return scored
      .filter((s) => s === best || (best && s.hits === best.hits && s.words > 0))
      .map((s) => s.p.text);
  };

  const direct = byTopic(specific);
  if (direct.length > 0) return direct.slice(0, limit);
  const related = byTopic(specific.flatMap((t) => RELATED[t] ?? []));
  if (related.length > 0) return related.slice(0, 1);
  const best = paragraphs
    .map((p, i) => ({ p, i, words: overlap(p) }))
    .filter((s) => s.words > 0)
    .sort((a, b) => b.words - a.words || a.i - b.i)[0];
  return best ? [best.p.text] : [];
}

/** Places a customer names for "how much to ...?": Metro Manila cities, and the provinces beyond. */
const METRO =
  /\b(?:metro\s+manila|ncr|manila|quezon\s+city|qc|makati|taguig|pasig|mandaluyong|san\s+juan|marikina|pasay|paranaque|las\s+pinas|muntinlupa|caloocan|malabon|navotas|valenzuela|pateros)\b/;
const PROVINCE =
  /\b(?:province|provincial|probinsya|probinsiya|visayas|mindanao|luzon|cebu|davao|iloilo|bacolod|cagayan|baguio|pampanga|bulacan|cavite|laguna|batangas|rizal|bicol|naga|legazpi|tacloban|zamboanga|palawan|pangasinan|ilocos|isabela|bohol|negros|leyte|samar|mindoro|quezon\s+province|outside\s+(?:metro\s+)?manila|nationwide)\b/;

/** Words a question uses for what a policy sentence calls otherwise. */
const ASKED_AS: ReadonlyArray<readonly [RegExp, string]> = [
  [PROVINCE, 'provincial province'],
  [METRO, 'metro manila'],
  [/\b(?:padala|sf|shipping|deliver\w*|ship)\b/, 'shipping delivery deliver'],
  [/\b(?:kunin|pick\s*up|pickup|meet\s*up|saan|where|address|location|located)\b/, 'pick address located'],
  [/\b(?:bayad|magbayad|pay\w*)\b/, 'pay payment'],
  [
    /\b(?:legit|scam|totoo|dti|registered|rehistrado|trust\w*|reviews?|proof)\b/,
    'dti registered review since',
  ],
  [/\b(?:ibalik|isauli|palitan|return\w*|refund\w*|exchange)\b/, 'return replace refund'],
  [/\b(?:oras|open|bukas|hours?|time)\b/, 'monday saturday open'],
];

/** Things a question names that a policy sentence names the same way. */
const ENTITIES: readonly RegExp[] = [
  /\bgcash\b/,
  /\b(?:maya|paymaya)\b/,
  /\bbpi\b/,
  /\bbdo\b/,
  /\bunionbank\b/,
  /\b(?:cod|cash\s+on\s+delivery|bayad\s+pagdating|pay\s+(?:upon|on)\s+delivery)\b/,
  /\bdti\b/,
  /\b(?:j\s*&?\s*t|lbc|lalamove|grab|ninja\s*van)\b/,
  PROVINCE,
  METRO,
];

const ASKS_AMOUNT = /\b(?:how\s+much|magkano|hm|fee|fees|rate|rates|sf|price|presyo|bayad\s+sa)\b/;

/** Words that carry no fact in a policy sentence or a question about one. */
const POLICY_STOP = new Set(
  `the a an and or of to in on at for by with is are be can do does you your we our us i my me it this
  that there what how much many when where which who will would please pls po ba ang ng sa na ko mo
  nyo niyo ninyo kayo ako namin natin yung ung mga pwede puwede pede may meron within number no
  account name`.split(/\s+/),
);

/** A sentence's words for matching a question to it (policy words kept, unlike product search). */
function policyTerms(text: string): string[] {
  return terms(text).filter((t) => !POLICY_STOP.has(t));
}

/** A paragraph's sentences, without its leading label ("Payment: Cash on delivery ..."). */
export function sentencesOf(paragraph: string): string[] {
  const body = paragraph.replace(/^[A-Z][\w&/ -]{0,24}:\s+(?=[A-Z])/u, '');
  // "J.P. Rizal St., Marikina" is one sentence: a break needs three letters, two digits or ")" before the stop.
  return body
    .split(/(?<=(?:\p{Ll}{3}|\d{2}|\))[.!?])\s+(?=[\p{Lu}\d])/u)
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

/**
 * The sentences of the store's policies that answer the question (at most `limit`), best first: the
 * paragraphs `findPolicies` chose, each sentence scored on the question's words (with the words a
 * policy uses for them) and topics. None when no sentence shares a word with the question: a near
 * paragraph is not pasted, a person answers instead. A general question gets whole paragraphs.
 */
export function findPolicyAnswer(
  storePolicies: string,
  message: string,
  topics: readonly PolicyTopic[],
  limit = 2,
): string[] {
  const paragraphs = findPolicies(storePolicies, message, topics, 2);
  const specific = topics.filter((t) => t !== 'general');
  if (specific.length === 0 && topics.includes('general')) return paragraphs;
  const cue = cueText(message);
  const extra = ASKED_AS.filter(([re]) => re.test(cue)).map(([, words]) => words);
  const asked = new Set(policyTerms([message, ...extra].join(' ')));
  // A word every sentence has ("pay") says less than one only the answer has ("gcash").
  const df = new Map<string, number>();
  for (const p of splitPolicies(storePolicies))
    for (const sentence of sentencesOf(p.text))
      for (const t of new Set(policyTerms(sentence))) df.set(t, (df.get(t) ?? 0) + 1);
  const asksAmount = ASKS_AMOUNT.test(cue);
  const all = paragraphs.flatMap((p) => sentencesOf(p));
  // "GCash number?", "COD?", "to Cebu?": a sentence naming what was named answers before any other.
  const named = ENTITIES.filter((e) => e.test(cue));
  const naming = all.filter((text) => named.some((e) => e.test(cueText(text))));
  const scored = (naming.length > 0 ? naming : all)
    .map((text, i) => {
      const own = topicsOf(text);
      const shared = [...new Set(policyTerms(text))].filter((t) => asked.has(t));
      const words = shared.reduce((sum, t) => sum + 1 / (df.get(t) ?? 1), 0);
      const topical = specific.filter((t) => own.has(t)).length;
      const amount = asksAmount && findPesoAmounts(text).length > 0 ? 1 : 0;
      return { text, i, words, score: words * 2 + topical + amount };
    })
    .filter((s) => s.words > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const best = scored[0];
  if (!best) return [];
  return scored
    .filter((s) => s === best || s.score === best.score)
    .slice(0, limit)
    .sort((a, b) => a.i - b.i)
    .map((s) => s.text);
}
