import { describe, expect, it } from 'vitest';
import { EXPIRED_NOTE, paymentNote } from './orderStatus';

describe('paymentNote', () => {
  const base = { paymentStatus: 'pay_pending' as const, canUploadDepositSlip: true };

  it('says by when an unpaid order must be paid, and that an expired one was cancelled for it', () => {
    expect(paymentNote({ ...base, payBy: '2026-11-22T04:00:00.000Z' })).toBe(
      'Please pay and send your deposit slip before 2026-11-22 12:00 pm, or the order is cancelled.',
    );
    expect(paymentNote({ ...base, canUploadDepositSlip: false, expired: true })).toBe(EXPIRED_NOTE);
  });

  it('asks for the slip, a new one, or patience, in plain words', () => {
    expect(paymentNote(base)).toBe(
      "Pay to the store's bank or e-wallet account, then send a photo of your deposit slip.",
    );
    expect(paymentNote({ ...base, paymentStatus: 'for_reupload' })).toMatch(/asked for a new deposit slip/);
    expect(paymentNote({ paymentStatus: 'for_confirmation', canUploadDepositSlip: false })).toBe(
      'The store is checking your deposit slip.',
    );
    expect(paymentNote({ paymentStatus: 'pay_success', canUploadDepositSlip: false })).toBeNull();
  });
});
