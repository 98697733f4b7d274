import { cueText, POLICY, type PolicyTopic } from './intent-signals.ts';
import { contentTerms } from './retrieval.ts';

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
