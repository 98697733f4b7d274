import { complaintKind, IGNORED } from './complaints.ts';
import { checkMessage } from './guard.ts';
import { cueText } from './intent-signals.ts';
import {
  CONTRASTS,
  EMOJI,
  INTENSIFIERS,
  NEGATORS,
  PATTERN_CUES,
  SENTIMENT_LEXICON,
  TRUST_WORDS,
} from './sentiment-lexicon.ts';
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
  const normalized = normalize(text);
  const clauses = normalized.match(/[^.!?\n]+[.!?\n]*/g) ?? [];
  // "Is this legit? Baka scam": trust words in a question or a guess are asked, not felt.
  const asking = /\?|\b(?:ba|baka|maybe|just\s+(?:have\s+to\s+)?ask\w*|nagtatanong)\b/.test(normalized);
  for (const clause of clauses) sum += scoreClause(clause, hits, asking);

  const cue = cueText(text);
  for (const [name, weight] of PATTERN_CUES) {
    if (!patternFires(name, cue)) continue;
    hits.push({ term: name, weight });
    sum += weight;
  }

  // A smile after a greeting is politeness, not a feeling ("magandang gabi po 😊").
  const greetingOnly = sum === 0 && GREETING_START.test(cue);
  for (const [emoji, weight] of EMOJI) {
    const count = Math.min(3, text.split(emoji).length - 1);
    if (count > 0) {
      const w = weight * count * (greetingOnly ? 0.3 : 1);
      hits.push({ term: emoji, weight: w });
      sum += w;
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

const GREETING_START =
  /^(?:hi+|hello+|hey+|good\s+(?:morning|afternoon|evening|day)|magandang\s+(?:umaga|hapon|gabi|tanghali|araw)|kumusta|kamusta)\b/;
const BROKEN_PROMISE =
  /\b(?:you\s+said|sabi\s+(?:nyo|niyo|ninyo|mo)|(?:day|araw)\s+\d+\s+(?:na|already)|ika\w*\s+araw\s+na|\d+\s+days?\s+(?:na|already|late))\b/;

function patternFires(name: string, cue: string): boolean {
  if (name === 'ignored') return IGNORED.test(cue);
  if (name === 'payment') return complaintKind(cue) === 'payment';
  return BROKEN_PROMISE.test(cue);
}

function scoreClause(clause: string, hits: Array<{ term: string; weight: number }>, asking: boolean): number {
  const tokens = clause.replace(/'/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  const question = clause.includes('?') || tokens.some((t) => QUESTION_PARTICLES.has(t));
  const contrastAt = tokens.findLastIndex((t) => CONTRASTS.has(t));
  // "Can I return it if it arrives damaged?": a condition, not an experience.
  const conditional =
    tokens.some((t) => CONDITIONALS.has(t)) || tokens.some((t, k) => t === 'in' && tokens[k + 1] === 'case');
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
    if (asking && TRUST_WORDS.has(found.term)) weight *= 0.2;
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
