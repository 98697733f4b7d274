import type { Store } from './checkout';

export type StoreAccount = Store['paymentAccounts'][number];

/** The accounts a method pays to: bank accounts for a transfer, GCash and Maya for an e-wallet. */
export function accountsFor(accounts: readonly StoreAccount[], method: string): StoreAccount[] {
  if (method === 'bank_transfer') return accounts.filter((a) => a.kind === 'bank');
  if (method === 'e_wallet') return accounts.filter((a) => a.kind === 'gcash' || a.kind === 'maya');
  return [];
}

/** An e-wallet number as people read it (+63 917 123 4567); a bank account number as entered. */
export function formatAccountNumber(account: Pick<StoreAccount, 'kind' | 'accountNumber'>): string {
  const m = /^\+63(\d{3})(\d{3})(\d{4})$/.exec(account.accountNumber);
  return account.kind !== 'bank' && m ? `+63 ${m[1]} ${m[2]} ${m[3]}` : account.accountNumber;
}
