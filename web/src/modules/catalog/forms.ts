import * as z from 'zod/mini';
import { max, required, zRequiredString } from '../../lib/validation';
import { centavosToPesoText, parsePesos } from './money';

/** The server's limits (server/src/modules/catalog/catalog.rules.ts). */
export const NAME_LIMIT = 100;
export const DESCRIPTION_LIMIT = 1000;
export const MAX_QUANTITY_LIMIT = 999;

const description = z.string().check(
  z.refine((value) => value.trim().length <= DESCRIPTION_LIMIT, {
    error: max('Description', DESCRIPTION_LIMIT),
  }),
);

/** Create / Edit Category: a name, an optional parent ('' for none) and an optional description. */
export const categoryFormSchema = z.object({
  name: zRequiredString('Name', { max: NAME_LIMIT }),
  parentUuid: z.string(),
  description,
});
export type CategoryFormValues = z.output<typeof categoryFormSchema>;
export type CategoryFormField = keyof CategoryFormValues;
export const CATEGORY_FORM_FIELDS: readonly CategoryFormField[] = ['name', 'parentUuid', 'description'];

export function categoryFormStart(existing?: {
  name: string;
  description: string;
  parentUuid?: string | null;
}): CategoryFormValues {
  return {
    name: existing?.name ?? '',
    parentUuid: existing?.parentUuid ?? '',
    description: existing?.description ?? '',
  };
}

export const categoryInput = (v: CategoryFormValues) => ({
  name: v.name.trim(),
  description: v.description.trim(),
  parentUuid: v.parentUuid === '' ? null : v.parentUuid,
});

/** An amount in pesos as typed ('Price' unless named); the error says what a merchant can fix. */
export function pesoProblem(text: string, label = 'Price'): string | null {
  const parsed = parsePesos(text);
  if (parsed.ok) return parsed.centavos > 100_000_000 ? `${label} should not exceed ₱1,000,000.00` : null;
  if (parsed.error === 'empty') return required(label);
  if (parsed.error === 'precision') return `${label} should have at most 2 decimal places`;
  return `${label} should be an amount in pesos, e.g. 35 or 35.50`;
}

export function maxQuantityProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const n = Number(value);
  return /^\d+$/.test(value) && n >= 1 && n <= MAX_QUANTITY_LIMIT
    ? null
    : `Max quantity should be between 1 and ${MAX_QUANTITY_LIMIT}`;
}

/** Create / Edit Add-On: name, price in pesos, availability, optional limit per order and description. */
export const addOnFormSchema = z.object({
  name: zRequiredString('Name', { max: NAME_LIMIT }),
  price: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = pesoProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
  available: z.boolean(),
  maxQuantity: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = maxQuantityProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  ),
  description,
});
export type AddOnFormValues = z.output<typeof addOnFormSchema>;
export type AddOnFormField = keyof AddOnFormValues;
export const ADD_ON_FORM_FIELDS: readonly AddOnFormField[] = [
  'name',
  'price',
  'available',
  'maxQuantity',
  'description',
];

export function addOnFormStart(existing?: {
  name: string;
  description: string;
  price: number;
  available: boolean;
  maxQuantity?: number | null;
}): AddOnFormValues {
  return {
    name: existing?.name ?? '',
    price: existing ? centavosToPesoText(existing.price) : '',
    available: existing?.available ?? true,
    maxQuantity: existing?.maxQuantity ? String(existing.maxQuantity) : '',
    description: existing?.description ?? '',
  };
}

/** What the mutations take: centavos, and null for "no limit". */
export function addOnInput(v: AddOnFormValues) {
  const price = parsePesos(v.price);
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    price: price.ok ? price.centavos : 0,
    available: v.available,
    maxQuantity: v.maxQuantity.trim() === '' ? null : Number(v.maxQuantity),
  };
}
