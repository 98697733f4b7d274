/**
 * Suki's own bank and e-wallet accounts that merchants may pay a bill to by deposit slip, read from
 * BILLING_DEPOSIT_ACCOUNTS at start (billing shows them; operators confirm the slips).
 */
/** One of Suki's accounts a merchant may transfer a bill's amount to (BILLING_DEPOSIT_ACCOUNTS). */
export interface DepositAccount {
  bank: string;
  accountName: string;
  accountNumber: string;
}

/**
 * BILLING_DEPOSIT_ACCOUNTS, a JSON array of { bank, accountName, accountNumber }; null when it is not
 * well formed (the server refuses to start rather than show a merchant a wrong account).
 */
export function parseDepositAccounts(raw: string): DepositAccount[] | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const accounts: DepositAccount[] = [];
  for (const item of value) {
    const entry = (item ?? {}) as Record<string, unknown>;
    const bank = text(entry.bank);
    const accountName = text(entry.accountName);
    const accountNumber = text(entry.accountNumber);
    if (!bank || !accountName || !accountNumber) return null;
    accounts.push({ bank, accountName, accountNumber });
  }
  return accounts;
}

/** What the demo shows when no account is configured (demo mode only; never a real account). */
export const DEMO_DEPOSIT_ACCOUNTS: readonly DepositAccount[] = [
  { bank: 'Demo Bank (sample only)', accountName: 'Suki Demo', accountNumber: '0000-0000-0000' },
];
