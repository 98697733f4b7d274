import { describe, expect, it } from 'vitest';
import { accountsFor, formatAccountNumber, type StoreAccount } from './paymentAccounts';

const account = (uuid: string, kind: StoreAccount['kind'], accountNumber: string): StoreAccount => ({
  uuid,
  kind,
  kindLabel: kind,
  bankName: kind === 'bank' ? 'BDO' : '',
  accountName: 'Nena',
  accountNumber,
  qrImageUrl: null,
});

describe('payment accounts at checkout', () => {
  const all = [
    account('b', 'bank', '0012 3456'),
    account('g', 'gcash', '+639171234567'),
    account('m', 'maya', '+639181234567'),
  ];

  it('shows bank accounts for a transfer, GCash and Maya for an e-wallet, none for cash on delivery', () => {
    expect(accountsFor(all, 'bank_transfer').map((a) => a.uuid)).toEqual(['b']);
    expect(accountsFor(all, 'e_wallet').map((a) => a.uuid)).toEqual(['g', 'm']);
    expect(accountsFor(all, 'cod')).toEqual([]);
  });

  it('groups an e-wallet number for reading and leaves a bank account number as entered', () => {
    expect(formatAccountNumber(all[1] as StoreAccount)).toBe('+63 917 123 4567');
    expect(formatAccountNumber(all[0] as StoreAccount)).toBe('0012 3456');
  });
});
