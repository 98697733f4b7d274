import { describe, expect, it } from 'vitest';
import { confirmInput, confirmProblem, feeOf, mdrDue, SAMPLE_ROWS } from './mdr';

describe('MDR rules', () => {
  it('asks only stores without MDR that are not main stores nor excluded bundles', () => {
    const app = { bundleKey: 'ecommerce-b2c-bundle', mdrApplied: false, mainStore: false };
    expect(mdrDue(app)).toBe(true);
    expect(mdrDue({ ...app, bundleKey: 'shopify-bundle' })).toBe(true);
    expect(mdrDue({ ...app, mdrApplied: true })).toBe(false);
    expect(mdrDue({ ...app, mainStore: true })).toBe(false);
    for (const bundleKey of ['insurance-bundle', 'inquiry-bundle', 'affiliate-bundle']) {
      expect(mdrDue({ ...app, bundleKey })).toBe(false);
    }
  });

  it('accepts CONFIRM in any case, forced uppercase, and names anything else', () => {
    expect(confirmInput('confirm')).toBe('CONFIRM');
    expect(confirmProblem('confirm')).toBeNull();
    expect(confirmProblem('CONFIRM')).toBeNull();
    expect(confirmProblem('')).toBe("Please type 'CONFIRM'");
    expect(confirmProblem('CONFIRMED')).toBe("Please type 'CONFIRM'");
  });

  it('computes the sample net pay on ₱1,000 of document 3 §9', () => {
    expect(feeOf(100_000, 25)).toBe(2_500);
    expect(SAMPLE_ROWS.map((r) => [r.perMille, r.fee, r.net])).toEqual([
      [25, 2_500, 97_500],
      [35, 3_500, 96_500],
      [15, 1_500, 98_500],
      [25, 2_500, 97_500],
    ]);
  });
});
