import { describe, expect, it } from 'vitest';
import { analyzeSentiment } from './sentiment.ts';

describe('analyzeSentiment', () => {
  it.each([
    ['Salamat po, ang ganda!', 'POSITIVE'],
    ['Sulit talaga, sobrang sarap ng adobo 😍', 'POSITIVE'],
    ['Love it, highly recommend!', 'POSITIVE'],
    ['napakasarap!!', 'POSITIVE'],
    ['Sira yung dumating, bwisit', 'NEGATIVE'],
    ['Ang tagal ng delivery, nakakainis', 'NEGATIVE'],
    ['Hindi dumating ang order ko', 'NEGATIVE'],
    ['I want a refund, this is the worst', 'NEGATIVE'],
    ['😡😡', 'NEGATIVE'],
    ['Magkano po ang tote bag?', 'NEUTRAL'],
    ['Where is my order?', 'NEUTRAL'],
    ['Good morning po', 'NEUTRAL'],
  ] as const)('labels "%s" %s', (text, label) => {
    expect(analyzeSentiment(text).label).toBe(label);
  });

  it('flips negated words in English and Filipino', () => {
    expect(analyzeSentiment('maganda').label).toBe('POSITIVE');
    expect(analyzeSentiment('hindi maganda').label).toBe('NEGATIVE');
    expect(analyzeSentiment('good').label).toBe('POSITIVE');
    expect(analyzeSentiment('not good').label).toBe('NEGATIVE');
    expect(analyzeSentiment('not bad at all').score).toBeGreaterThan(0);
    expect(analyzeSentiment('di masarap, sayang').label).toBe('NEGATIVE');
  });

  it('makes intensified words stronger', () => {
    expect(analyzeSentiment('sobrang sarap').score).toBeGreaterThan(analyzeSentiment('sarap').score);
    expect(analyzeSentiment('very late').score).toBeLessThan(analyzeSentiment('late').score);
    expect(analyzeSentiment('ANG TAGAL NAMAN').score).toBeLessThan(analyzeSentiment('ang tagal naman').score);
  });

  it('weighs what follows "pero" or "but" more than what came before', () => {
    expect(analyzeSentiment('Masarap pero ang tagal ng delivery').label).toBe('NEGATIVE');
    expect(analyzeSentiment('Medyo late but the food was amazing').label).toBe('POSITIVE');
  });

  it('does not count hoped-for or conditional words as felt', () => {
    expect(analyzeSentiment('Masarap ba yung sisig?').label).toBe('NEUTRAL');
    expect(analyzeSentiment('Can I return it if it arrives damaged?').label).toBe('NEUTRAL');
  });

  it('counts disguised insults as negative', () => {
    expect(analyzeSentiment('f*ck you').label).toBe('NEGATIVE');
    expect(analyzeSentiment('b0b0').label).toBe('NEGATIVE');
  });

  it('keeps the score within -1..1 and reports what counted', () => {
    const result = analyzeSentiment('worst worst worst scam scam 😡😡😡!!!');
    expect(result.score).toBeGreaterThanOrEqual(-1);
    expect(result.score).toBeLessThan(-0.9);
    expect(result.hits.map((h) => h.term)).toEqual(expect.arrayContaining(['worst', 'scam', '😡']));
  });
});
