import { describe, expect, it } from 'vitest';
import {
  accuracyTone,
  caseFormSchema,
  caseFormStart,
  caseInput,
  formatAccuracy,
  newestFirst,
  productNames,
  sameProducts,
  splitProductText,
  weakestFirst,
} from './evaluation';
import { INTENTS, intentLabel } from './labels';

describe('case form', () => {
  it('requires a message (not just spaces) and a known intent', () => {
    const refused = caseFormSchema.safeParse(caseFormStart());
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['message', 'Customer message is required'],
      ['expectedIntent', 'Please select Expected intent'],
    ]);
    expect(
      caseFormSchema.safeParse({ ...caseFormStart(), message: 'Hi', expectedIntent: 'hello' }).success,
    ).toBe(false);
  });

  it('sends the message trimmed and each product once', () => {
    const parsed = caseFormSchema.parse({
      message: '  May stock pa ng ube jam?  ',
      expectedIntent: 'product_inquiry',
      expectedProducts: ['Ube jam', ' ube jam ', ''],
    });
    expect(caseInput(parsed)).toEqual({
      message: 'May stock pa ng ube jam?',
      expectedIntent: 'product_inquiry',
      expectedProducts: ['Ube jam'],
    });
  });

  it('starts an edit from the case', () => {
    expect(caseFormStart({ message: 'Hi', expectedIntent: 'greeting', expectedProducts: ['A'] })).toEqual({
      message: 'Hi',
      expectedIntent: 'greeting',
      expectedProducts: ['A'],
    });
  });
});

describe('product names', () => {
  it('trims, drops blanks and keeps each name once ignoring case', () => {
    expect(productNames([' Ube jam ', '', 'ube JAM', 'Leche flan'])).toEqual(['Ube jam', 'Leche flan']);
  });

  it('splits pasted text on commas, semicolons and new lines', () => {
    expect(splitProductText('Ube jam, Leche flan;Polvoron\n ,')).toEqual([
      'Ube jam',
      'Leche flan',
      'Polvoron',
    ]);
  });

  it('compares lists ignoring case and order', () => {
    expect(sameProducts(['Ube jam', 'Polvoron'], ['polvoron', 'UBE JAM'])).toBe(true);
    expect(sameProducts(['Ube jam'], ['Ube jam', 'Polvoron'])).toBe(false);
    expect(sameProducts([], [])).toBe(true);
  });
});

describe('accuracy', () => {
  it('shows 0..1 as a whole percentage, clamped', () => {
    expect(formatAccuracy(0.8333)).toBe('83%');
    expect(formatAccuracy(1)).toBe('100%');
    expect(formatAccuracy(0)).toBe('0%');
    expect(formatAccuracy(1.2)).toBe('100%');
    expect(formatAccuracy(Number.NaN)).toBe('0%');
  });

  it('grades good from 80 %, fair from 50 %', () => {
    expect(accuracyTone(0.8)).toBe('success');
    expect(accuracyTone(0.79)).toBe('warning');
    expect(accuracyTone(0.5)).toBe('warning');
    expect(accuracyTone(0.49)).toBe('error');
  });
});

describe('ordering', () => {
  it('lists runs newest first, equal times by uuid', () => {
    const runs = [
      { uuid: 'a', createdAt: '2026-03-01T00:00:00Z' },
      { uuid: 'c', createdAt: '2026-03-04T00:00:00Z' },
      { uuid: 'b', createdAt: '2026-03-04T00:00:00Z' },
    ];
    expect(newestFirst(runs).map((r) => r.uuid)).toEqual(['c', 'b', 'a']);
  });

  it('lists intents weakest first', () => {
    const rows = [
      { intent: 'greeting', accuracy: 1 },
      { intent: 'order_status', accuracy: 0.5 },
      { intent: 'complaint', accuracy: 0.5 },
    ];
    expect(weakestFirst(rows).map((r) => r.intent)).toEqual(['complaint', 'order_status', 'greeting']);
  });
});

describe('intent labels', () => {
  it('has a label for every intent and reads unknown ones in sentence case', () => {
    expect(INTENTS).toHaveLength(9);
    expect(intentLabel('product_inquiry')).toBe('Product inquiry');
    expect(intentLabel('human_handoff')).toBe('Asks for a person');
    expect(intentLabel('new_intent')).toBe('New intent');
  });
});
