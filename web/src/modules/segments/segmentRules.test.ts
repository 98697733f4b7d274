import { describe, expect, it } from 'vitest';
import { customersLabel, describeRule, draftOf, inputOf, newRule, withField } from './segmentRules';

const saved = (rule: Partial<Parameters<typeof describeRule>[0]>) => ({
  field: 'ORDERS_COUNT' as const,
  op: 'AT_LEAST' as const,
  value: null,
  ids: [],
  products: [],
  categories: [],
  places: [],
  ...rule,
});

describe('segment rules on the form', () => {
  it('sends days, orders and pesos as numbers (centavos for pesos), and what is chosen as ids', () => {
    expect(inputOf(newRule('LAST_ORDER'))).toEqual({ field: 'LAST_ORDER', op: 'WITHIN_DAYS', value: 30 });
    expect(inputOf({ ...newRule('TOTAL_SPENT'), op: 'AT_MOST', text: '1,500.50' })).toEqual({
      field: 'TOTAL_SPENT',
      op: 'AT_MOST',
      value: 150_050,
    });
    expect(inputOf({ ...newRule('BOUGHT_PRODUCT'), chosen: [{ id: 'p-1', name: 'Ube Jam' }] })).toEqual({
      field: 'BOUGHT_PRODUCT',
      op: 'ANY_OF',
      ids: ['p-1'],
    });
    expect(inputOf(newRule('MESSENGER'))).toEqual({ field: 'MESSENGER', op: 'IS' });
  });

  it('sends what does not parse as -1, so the server says what is wrong with it', () => {
    expect(inputOf({ ...newRule('ORDERS_COUNT'), text: 'two' }).value).toBe(-1);
    expect(inputOf({ ...newRule('ORDERS_COUNT'), text: '' }).value).toBe(-1);
  });

  it('keeps nothing of the old value when the rule tests something else', () => {
    const rule = { ...newRule('BOUGHT_PRODUCT'), chosen: [{ id: 'p-1', name: 'Ube Jam' }] };
    const next = withField(rule, 'LAST_MESSAGE');
    expect(next).toMatchObject({
      key: rule.key,
      field: 'LAST_MESSAGE',
      op: 'WITHIN_DAYS',
      text: '30',
      chosen: [],
    });
  });

  it('opens a saved rule as it was typed, and says it in one line', () => {
    const spent = saved({ field: 'TOTAL_SPENT', value: 150_000 });
    expect(draftOf(spent).text).toBe('1,500.00');
    expect(inputOf(draftOf(spent)).value).toBe(150_000);
    expect(describeRule(spent)).toBe('Total spent at least ₱1,500.00');
    expect(describeRule(saved({ field: 'LAST_MESSAGE', op: 'WITHIN_DAYS', value: 1 }))).toBe(
      'Messaged the page in the last 1 day',
    );
    expect(describeRule(saved({ field: 'LAST_ORDER', op: 'NOT_WITHIN_DAYS', value: 60 }))).toBe(
      'Ordered not in the last 60 days',
    );
    expect(
      describeRule(
        saved({ field: 'LOCATION', op: 'ANY_OF', places: [{ code: '0702200000', name: 'Cebu' }] }),
      ),
    ).toBe('Delivered to Cebu');
    expect(describeRule(saved({ field: 'MESSENGER', op: 'IS_NOT' }))).toBe('On Messenger: no');
    expect(describeRule(saved({ field: 'BOUGHT_PRODUCT', op: 'ANY_OF' }))).toBe('Bought a product (removed)');
  });

  it('sends a tags rule with its tags as ids, opens it again and words it', () => {
    const tags = saved({ field: 'TAGS', op: 'ANY_OF', ids: ['vip', 'suki'] });
    expect(describeRule(tags)).toBe('Tagged vip or suki');
    expect(draftOf(tags).chosen).toEqual([
      { id: 'vip', name: 'vip' },
      { id: 'suki', name: 'suki' },
    ]);
    expect(inputOf(draftOf(tags))).toEqual({ field: 'TAGS', op: 'ANY_OF', ids: ['vip', 'suki'] });
    expect(inputOf(newRule('TAGS'))).toEqual({ field: 'TAGS', op: 'ANY_OF', ids: [] });
  });

  it('counts customers in words, with the cap', () => {
    expect(customersLabel(1, false)).toBe('1 customer');
    expect(customersLabel(1234, false)).toBe('1,234 customers');
    expect(customersLabel(10_000, true)).toBe('10,000+ customers');
  });
});
