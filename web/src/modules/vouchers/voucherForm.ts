import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PromotionValueType, VoucherBatchFieldsFragment } from '../../generated/graphql';
import { manilaIso, manilaLocal } from '../../lib/manilaInput';
import { formatPesoInput, parsePesos } from '../../lib/money';
import { invalidType, max, required } from '../../lib/validation';

export type ProgramKind = 'VOUCHER' | 'REBATE';
export const TITLE_LIMIT = 80;
/** The most codes one batch holds (server: MAX_VOUCHERS). */
export const MAX_VOUCHERS = 10_000;
const MAX_CENTAVOS = 100_000_000;

/** The form as typed: pesos and counts as text, dates as Manila wall time. */
export interface VoucherValues {
  title: string;
  valueType: PromotionValueType;
  value: string;
  minimumPurchase: string;
  /** VOUCHER: the number of codes (required, can only grow); REBATE: an optional cap on vouchers earned. */
  quantity: string;
  startsAt: string;
  endsAt: string;
}
export type VoucherField = keyof VoucherValues;

const SERVER_FIELDS: Readonly<Record<string, VoucherField>> = {
  title: 'title',
  valueType: 'valueType',
  value: 'value',
  minimumPurchase: 'minimumPurchase',
  usageLimit: 'quantity',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
};

/** The server's field messages (extensions.fields) on the form's fields. */
export function fromServerFields(
  fromServer: Readonly<Record<string, string>>,
): Partial<Record<VoucherField, string>> {
  const mapped: Partial<Record<VoucherField, string>> = {};
  for (const [name, message] of Object.entries(fromServer)) {
    const field = SERVER_FIELDS[name];
    if (field && message) mapped[field] = message;
  }
  return mapped;
}

const isWhole = (v: string, lo: number, hi: number) =>
  /^\d+$/.test(v.trim()) && Number(v) >= lo && Number(v) <= hi;

/** The form's problems, worded as the server words them. */
export function voucherProblems(kind: ProgramKind, v: VoucherValues): Partial<Record<VoucherField, string>> {
  const p: Partial<Record<VoucherField, string>> = {};
  if (!v.title.trim()) p.title = required('Title');
  else if (v.title.trim().length > TITLE_LIMIT) p.title = max('Title', TITLE_LIMIT);
  if (v.valueType === 'PERCENT') {
    if (v.value.trim() === '') p.value = required('Percentage');
    else if (!isWhole(v.value, 1, 100)) p.value = 'Percentage should be between 1 and 100';
  } else if (v.valueType === 'FIXED') {
    const centavos = parsePesos(v.value);
    if (v.value.trim() === '') p.value = required('Amount');
    else if (centavos === null || centavos < 1 || centavos > MAX_CENTAVOS) p.value = invalidType('Amount');
  }
  const minimum = v.minimumPurchase.trim() === '' ? 0 : parsePesos(v.minimumPurchase);
  if (minimum === null || minimum > MAX_CENTAVOS) p.minimumPurchase = invalidType('Minimum purchase');
  else if (kind === 'REBATE' && minimum === 0)
    p.minimumPurchase = 'Minimum purchase is required: an order of at least it earns the rebate';
  if (kind === 'VOUCHER' && !isWhole(v.quantity, 1, MAX_VOUCHERS))
    p.quantity = `Quantity should be between 1 and ${MAX_VOUCHERS}`;
  if (kind === 'REBATE' && v.quantity.trim() !== '' && !isWhole(v.quantity, 1, 1_000_000))
    p.quantity = invalidType('Limit');
  const start = manilaIso(v.startsAt);
  if (v.startsAt.trim() === '') p.startsAt = required('Start date');
  else if (start === null) p.startsAt = invalidType('Start date');
  if (v.endsAt.trim() !== '') {
    const end = manilaIso(v.endsAt);
    if (end === null) p.endsAt = invalidType('End date');
    else if (start !== null && end <= start) p.endsAt = 'End date should be after the start date';
  }
  return p;
}

/** react-hook-form's resolver over voucherProblems for this kind. */
export const voucherResolver =
  (kind: ProgramKind): Resolver<VoucherValues> =>
  async (values) => {
    const entries = Object.entries(voucherProblems(kind, values));
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<VoucherValues> = {};
    for (const [field, message] of entries)
      (errors as Record<string, unknown>)[field] = { type: 'validate', message };
    return { values: {}, errors };
  };

/** What create and update send (without appUuid, kind and uuid): centavos, whole percent, ISO dates. */
export function voucherInput(v: VoucherValues) {
  let value = 0;
  if (v.valueType === 'FIXED') value = parsePesos(v.value) ?? 0;
  else if (v.valueType === 'PERCENT') value = Number.parseInt(v.value, 10) || 0;
  return {
    title: v.title.trim(),
    valueType: v.valueType,
    value,
    scope: 'ORDER' as const,
    minimumPurchase: v.minimumPurchase.trim() === '' ? 0 : (parsePesos(v.minimumPurchase) ?? 0),
    usageLimit: v.quantity.trim() === '' ? null : Number(v.quantity),
    startsAt: manilaIso(v.startsAt) ?? '',
    endsAt: manilaIso(v.endsAt),
  };
}

/** A new program's form: a fixed amount off, starting now (Manila). */
export function emptyVoucher(now: Date = new Date()): VoucherValues {
  return {
    title: '',
    valueType: 'FIXED',
    value: '',
    minimumPurchase: '',
    quantity: '',
    startsAt: manilaLocal(now.toISOString()),
    endsAt: '',
  };
}

/** The form's starting values from a saved batch or rebate. */
export function voucherValues(p: VoucherBatchFieldsFragment): VoucherValues {
  return {
    title: p.title,
    valueType: p.valueType,
    value: p.valueType === 'FIXED' ? formatPesoInput(p.value) : p.value > 0 ? String(p.value) : '',
    minimumPurchase: p.minimumPurchase > 0 ? formatPesoInput(p.minimumPurchase) : '',
    quantity: p.usageLimit === null ? '' : String(p.usageLimit),
    startsAt: manilaLocal(p.startsAt),
    endsAt: manilaLocal(p.endsAt),
  };
}
