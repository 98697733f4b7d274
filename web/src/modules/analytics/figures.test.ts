import { describe, expect, it } from 'vitest';
import { changeOf, conversionRate, formatPercent, funnelSteps, rateChangeOf } from './figures';

const VS = 'vs previous 7 days';

describe('the change against the previous period, in words', () => {
  it('says up or down with an arrow and the percentage', () => {
    expect(changeOf(11_200, 10_000, VS)).toEqual({ direction: 'up', text: '▲ 12% vs previous 7 days' });
    expect(changeOf(9_000, 10_000, VS)).toEqual({ direction: 'down', text: '▼ 10% vs previous 7 days' });
  });

  it('has words for no change, a start from nothing, and a change that rounds to nothing', () => {
    expect(changeOf(0, 0, VS).text).toBe('No change vs previous 7 days');
    expect(changeOf(500, 0, VS)).toEqual({ direction: 'up', text: '▲ Up from none vs previous 7 days' });
    expect(changeOf(10_001, 10_000, VS)).toEqual({
      direction: 'same',
      text: 'About the same vs previous 7 days',
    });
    expect(changeOf(0, 500, VS).text).toBe('▼ 100% vs previous 7 days');
    expect(changeOf(1_337, 9, VS).text).toBe('▲ 149 times vs previous 7 days');
  });

  it('moves a rate by percentage points', () => {
    expect(rateChangeOf(0.15, 0.1, VS).text).toBe('▲ 5 pts vs previous 7 days');
    expect(rateChangeOf(0.1, 0.125, VS).text).toBe('▼ 2.5 pts vs previous 7 days');
    expect(rateChangeOf(0.2, 0.2, VS).direction).toBe('same');
  });

  it('formats percentages with one decimal at most', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('the sales funnel', () => {
  it('rates each step against the one before, per visit where a step outnumbers it', () => {
    const steps = funnelSteps({
      visits: 200,
      productViews: 440,
      addToCart: 110,
      checkoutStarted: 44,
      ordersPlaced: 11,
    });
    expect(steps.map((s) => [s.label, s.count, s.rateText])).toEqual([
      ['Store visits', 200, ''],
      ['Product views', 440, '2.2 per visit'],
      ['Added to cart', 110, '25% of product views'],
      ['Checkout started', 44, '40% of carts'],
      ['Orders placed', 11, '25% of checkouts'],
    ]);
    expect(steps[1]?.share).toBe(1);
    expect(steps[0]?.share).toBeCloseTo(200 / 440);
    expect(
      conversionRate({ visits: 200, productViews: 0, addToCart: 0, checkoutStarted: 0, ordersPlaced: 11 }),
    ).toBe(0.055);
  });

  it('says so where the step before had nobody, instead of dividing by zero', () => {
    const steps = funnelSteps({
      visits: 0,
      productViews: 0,
      addToCart: 0,
      checkoutStarted: 0,
      ordersPlaced: 0,
    });
    expect(steps[1]?.rateText).toBe('No visits to compare');
    expect(steps.every((s) => s.share === 0)).toBe(true);
    expect(
      conversionRate({ visits: 0, productViews: 0, addToCart: 0, checkoutStarted: 0, ordersPlaced: 0 }),
    ).toBeNull();
  });
});
