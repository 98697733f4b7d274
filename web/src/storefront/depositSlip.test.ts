import { describe, expect, it } from 'vitest';
import { depositSlipProblem, takesDepositSlip } from './depositSlip';

describe('deposit slips', () => {
  it('go with bank transfer and e-wallet, never cash on delivery', () => {
    expect(takesDepositSlip('bank_transfer')).toBe(true);
    expect(takesDepositSlip('e_wallet')).toBe(true);
    expect(takesDepositSlip('cod')).toBe(false);
    expect(takesDepositSlip('')).toBe(false);
  });

  it('are photos under 5MB (a camera photo without a type is left to the server)', () => {
    expect(depositSlipProblem({ size: 5_000_000, type: 'image/jpeg' })).toBeNull();
    expect(depositSlipProblem({ size: 5_000_001, type: 'image/jpeg' })).toBe(
      'Deposit slip should be less than 5MB',
    );
    expect(depositSlipProblem({ size: 10, type: 'application/pdf' })).toBe(
      'Deposit slip should be a JPEG, PNG or WebP photo',
    );
    expect(depositSlipProblem({ size: 10, type: '' })).toBeNull();
  });
});
