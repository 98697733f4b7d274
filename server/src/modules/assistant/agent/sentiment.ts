import { checkMessage } from './guard.ts';
import { CONTRASTS, EMOJI, INTENSIFIERS, NEGATORS, SENTIMENT_LEXICON } from './sentiment-lexicon.ts';
import { normalize } from './text.ts';
import type { SentimentLabel } from './types.ts';

export interface SentimentAnalysis {
  label: SentimentLabel;
  /** -1 (very negative) .. 1 (very positive) */
  score: number;
  /** The words, phrases and emoji that counted, with their final weight. */
  hits: Array<{ term: string; weight: number }>;
}

/** Score at or beyond which a message is POSITIVE / NEGATIVE. */
const THRESHOLD = 0.3;
const MAX_PHRASE = 3;
const NEGATION_SCOPE = 3;
/** Politeness is not negated: "no, thank you" is not a negative thanks. */
const UNNEGATED = new Set(['thank', 'thanks', 'thank you', 'salamat', 'salamat po', 'ty', 'tysm']);
const QUESTION_PARTICLES = new Set(['ba']);
const CONDITIONALS = new Set(['if', 'kung', 'kapag', 'sakaling', 'incase', 'whether', 'unless']);

/**
 * Lexicon-based sentiment (English, Filipino, Taglish) in the spirit of VADER: phrase lookup, negation
 * ("hindi maganda", "not good"), intensifiers ("sobrang sarap", "very late"), contrast ("ok pero ang
 * tagal" counts the second half more), emoji and exclamation marks. Positive words in questions
 * ("masarap ba?") count half and words in conditions ("if it arrives damaged") a third: they are asked
 * about, not felt.
 */
export function analyzeSentiment(text: string): SentimentAnalysis {
  const hits: Array<{ term: string; weight: number }> = [];
  let sum = 0;
  const clauses = normalize(text).match(/[^.!?\n]+[.!?\n]*/g) ?? [];
  for (const clause of clauses) sum += scoreClause(clause, hits);

  for (const [emoji, weight] of EMOJI) {
    const count = Math.min(3, text.split(emoji).length - 1);
    if (count > 0) {
      hits.push({ term: emoji, weight: weight * count });
      sum += weight * count;
    }
  }
  // Insults count however they are disguised ("f*ck you", "b0b0"): the guard's detector decides.
  if (checkMessage(text).verdict === 'abuse' && !hits.some((h) => h.weight <= -2.5)) {
    hits.push({ term: 'abusive language', weight: -3 });
    sum -= 3;
  }
  const exclamations = Math.min(3, (text.match(/!/g) ?? []).length);
  if (sum !== 0) sum += Math.sign(sum) * 0.3 * exclamations;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 8 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
    sum *= 1.3;
  }

  const score = Math.round((sum / Math.sqrt(sum * sum + 4)) * 1000) / 1000;
  const label: SentimentLabel =
    score >= THRESHOLD ? 'POSITIVE' : score <= -THRESHOLD ? 'NEGATIVE' : 'NEUTRAL';
  return { label, score, hits };
}

function scoreClause(clause: string, hits: Array<{ term: string; weight: number }>): number {
  const tokens = clause.replace(/'/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  const question = clause.includes('?') || tokens.some((t) => QUESTION_PARTICLES.has(t));
  const contrastAt = tokens.findLastIndex((t) => CONTRASTS.has(t));
  // "Can I return it if it arrives damaged?": a condition, not an experience.
  const conditional = tokens.some((t) => CONDITIONALS.has(t));
  let sum = 0;
  let i = 0;
  while (i < tokens.length) {
    const found = lookup(tokens, i);
    if (!found) {
      i++;
      continue;
    }
    let weight = found.weight;
    const before = tokens[i - 1] ?? '';
    weight *= (INTENSIFIERS.get(before) ?? 1) * found.boost;
    if (!UNNEGATED.has(found.term) && negated(tokens, i))
      weight = weight > 0 ? -0.75 * weight : -0.5 * weight;
    if (contrastAt >= 0) weight *= i > contrastAt ? 1.5 : 0.5;
    if (conditional) weight *= 0.3;
    else if (question && weight > 0) weight *= 0.25;
    if (weight !== 0) hits.push({ term: found.term, weight: Math.round(weight * 100) / 100 });
    sum += weight;
    i += found.length;
  }
  return sum;
}

interface LexiconHit {
  term: string;
  weight: number;
  length: number;
  boost: number;
}

function lookup(tokens: string[], i: number): LexiconHit | null {
  for (let n = MAX_PHRASE; n >= 1; n--) {
    if (i + n > tokens.length) continue;
    const term = tokens.slice(i, i + n).join(' ');
    const weight = SENTIMENT_LEXICON.get(term);
    if (weight !== undefined) return { term, weight, length: n, boost: 1 };
  }
  const word = tokens[i] ?? '';
  // Filipino superlatives written as one word: "napakasarap", "sobrangganda", "pinakamasarap".
  for (const prefix of ['napaka', 'pinaka', 'sobrang', 'ubod']) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(prefix.length);
    const weight = SENTIMENT_LEXICON.get(rest) ?? SENTIMENT_LEXICON.get(`ma${rest}`);
    if (weight !== undefined) return { term: word, weight, length: 1, boost: 1.5 };
  }
  // Elongated words: "sooooo gooood", "ang tagaaal".
  const squeezed = word.replace(/(\p{L})\1{2,}/gu, '$1');
  if (squeezed !== word) {
    const weight =
      SENTIMENT_LEXICON.get(squeezed) ?? SENTIMENT_LEXICON.get(squeezed.replace(/(\p{L})\1/gu, '$1'));
    if (weight !== undefined) return { term: squeezed, weight, length: 1, boost: 1.2 };
  }
  return null;
}

function negated(tokens: string[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - NEGATION_SCOPE); k--) {
    const t = tokens[k] ?? '';
    if (CONTRASTS.has(t)) return false;
    if (NEGATORS.has(t)) return true;
  }
  return false;
}
