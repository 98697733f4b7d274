/** Payment Manager rules: the accounts customers pay to, and what the checkout offers because of them. */
import { normalizeMobile } from '../../platform/phone.ts';

export const PAYMENT_ACCOUNT_KINDS = ['bank', 'gcash', 'maya'] as const;
export type PaymentAccountKind = (typeof PAYMENT_ACCOUNT_KINDS)[number];
export const isPaymentAccountKind = (value: string): value is PaymentAccountKind =>
  (PAYMENT_ACCOUNT_KINDS as readonly string[]).includes(value);

export const PAYMENT_ACCOUNT_KIND_LABELS: Readonly<Record<PaymentAccountKind, string>> = {
  bank: 'Bank account',
  gcash: 'GCash',
  maya: 'Maya',
};

export const NAME_MAX = 100;
export const ACCOUNTS_MAX = 10;
const ACCOUNT_NUMBER_RE = /^[0-9][0-9 -]{4,28}[0-9]$/;

export interface PaymentAccountFields {
  kind: string;
  bankName?: string | null;
  accountName: string;
  accountNumber: string;
}

export interface CleanPaymentAccount {
  kind: PaymentAccountKind;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** The account as stored (trimmed; an e-wallet number as +639…), or its field problems. */
export function paymentAccountOf(
  input: PaymentAccountFields,
): { ok: true; value: CleanPaymentAccount } | { ok: false; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const kind = input.kind;
  const bankName = (input.bankName ?? '').trim();
  const accountName = input.accountName.trim();
  let accountNumber = input.accountNumber.trim();
  if (!isPaymentAccountKind(kind)) problems.kind = 'Payment Type has invalid value';
  if (kind === 'bank') {
    if (!bankName) problems.bankName = 'Bank Name is required';
    else if (bankName.length > NAME_MAX)
      problems.bankName = `Bank Name should not exceed ${NAME_MAX} characters`;
  }
  if (!accountName) problems.accountName = 'Account Name is required';
  else if (accountName.length > NAME_MAX)
    problems.accountName = `Account Name should not exceed ${NAME_MAX} characters`;
  if (!accountNumber)
    problems.accountNumber = kind === 'bank' ? 'Account Number is required' : 'Mobile Number is required';
  else if (kind === 'bank') {
    if (!ACCOUNT_NUMBER_RE.test(accountNumber)) problems.accountNumber = 'Account Number is invalid';
  } else {
    const mobile = normalizeMobile(accountNumber);
    if (mobile) accountNumber = `+63${mobile}`;
    else problems.accountNumber = 'Mobile Number is invalid';
  }
  if (Object.keys(problems).length || !isPaymentAccountKind(kind)) return { ok: false, problems };
  return { ok: true, value: { kind, bankName: kind === 'bank' ? bankName : '', accountName, accountNumber } };
}

/** The payment choices a checkout offers: cash on delivery always; a transfer or e-wallet only with an account. */
export function offeredPaymentMethods(
  kinds: readonly PaymentAccountKind[],
): ('cod' | 'bank_transfer' | 'e_wallet')[] {
  return [
    'cod',
    ...(kinds.includes('bank') ? (['bank_transfer'] as const) : []),
    ...(kinds.some((k) => k === 'gcash' || k === 'maya') ? (['e_wallet'] as const) : []),
  ];
}

/** The checkout's refusal of a method the store has no account for. */
export const NO_ACCOUNT_FOR = {
  bank_transfer: 'This store does not take bank transfers yet. Please choose another payment method',
  e_wallet: 'This store does not take e-wallet payments yet. Please choose another payment method',
} as const;
