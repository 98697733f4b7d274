/**
 * Create / Edit Product: the form's values, its checks (worded and keyed like the server's:
 * "name", "price", "options.0.values", "variants.2.price"), what the mutations take, and where
 * the server's field messages go.
 */
import * as z from 'zod/mini';
import type { ProductCreateInput, ProductFieldsFragment } from '../../generated/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { formatPesoInput, parsePesos } from '../../lib/money';
import { max, required } from '../../lib/validation';
import type { Photo } from '../photos/upload';
import { DESCRIPTION_LIMIT, NAME_LIMIT, pesoProblem } from './forms';
import {
  buildVariantRows,
  combinationCount,
  EMPTY_VARIANT,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  mergeVariantRows,
  OPTION_NAME_LIMIT,
  type OptionDraft,
  type VariantFields,
  type VariantRow,
} from './variantMatrix';

/** The server's limits (server/src/modules/catalog/catalog.products.rules.ts, photos.rules.ts). */
export const SECTION_NAME_LIMIT = 60;
export const STOCK_LIMIT = 1_000_000;
export const MAX_PHOTOS = 10;

export interface ProductFormValues extends VariantFields {
  name: string;
  description: string;
  /** '' for none. */
  categoryUuid: string;
  sectionName: string;
  hidden: boolean;
  digitalProduct: boolean;
  photos: Photo[];
  addOnUuids: string[];
  /** With values, the product is sold as `variants`; without, at the single price above. */
  options: OptionDraft[];
  /** The option matrix ([] while the product has no option values). */
  variants: VariantRow[];
}

/** Where a message can be shown on the form, named as the server names its fields. */
export type ProductFieldPath =
  | 'name'
  | 'description'
  | 'categoryUuid'
  | 'sectionName'
  | 'photos'
  | 'addOnUuids'
  | 'price'
  | 'compareAtPrice'
  | 'stockQuantity'
  | `options.${number}.name`
  | `options.${number}.values`
  | `variants.${number}.${'price' | 'compareAtPrice' | 'stockQuantity'}`;

export type ProductProblems = Partial<Record<ProductFieldPath, string>>;

/** Whether the product is sold by variants: some option has a value. */
export const usesVariants = (v: Pick<ProductFormValues, 'options'>): boolean =>
  v.options.some((o) => o.values.length > 0);

const single = (v: VariantFields): VariantFields => ({
  price: v.price,
  compareAtPrice: v.compareAtPrice,
  stockQuantity: v.stockQuantity,
  limited: v.limited,
  published: v.published,
});

/**
 * The form after an option edit: the matrix merged (variantMatrix.ts), the single price starting the
 * first variants, and the Default row going back to the single fields when the last value goes.
 */
export function withOptions(
  values: ProductFormValues,
  nextOptions: OptionDraft[],
  fill: VariantFields = EMPTY_VARIANT,
): Pick<ProductFormValues, 'options' | 'variants' | keyof VariantFields> {
  // The single price as a Default row (published: unpublishing a product is not unpublishing its variants).
  const rows = usesVariants(values)
    ? values.variants
    : buildVariantRows([], { ...single(values), published: true });
  const merged = mergeVariantRows({ options: values.options, rows }, nextOptions, fill);
  if (usesVariants({ options: nextOptions }))
    return { ...single(values), options: nextOptions, variants: merged };
  return { ...single(merged[0] ?? values), published: values.published, options: nextOptions, variants: [] };
}

function stockProblem(text: string, limited: boolean): string | null {
  if (!limited) return null;
  const value = text.trim();
  if (value === '') return required('Stock quantity');
  if (!/^\d+$/.test(value)) return 'Stock quantity should be a whole number, not negative';
  if (Number(value) > STOCK_LIMIT)
    return `Stock quantity should not exceed ${STOCK_LIMIT.toLocaleString('en-PH')}`;
  return null;
}

const optionalPesoProblem = (text: string, label: string) =>
  text.trim() === '' ? null : pesoProblem(text, label);

function optionProblems(options: readonly OptionDraft[]): ProductProblems {
  const problems: ProductProblems = {};
  const names = new Set<string>();
  options.forEach((option, i) => {
    const name = option.name.trim();
    if (i >= MAX_OPTIONS) problems[`options.${i}.name`] = `A product can have at most ${MAX_OPTIONS} options`;
    else if (name === '') problems[`options.${i}.name`] = 'Option name is required';
    else if (name.length > OPTION_NAME_LIMIT)
      problems[`options.${i}.name`] = max('Option name', OPTION_NAME_LIMIT);
    else if (names.has(name.toLowerCase()))
      problems[`options.${i}.name`] = 'Option names should be different';
    names.add(name.toLowerCase());
    if (option.values.length === 0) problems[`options.${i}.values`] = 'Add at least one value';
    else if (option.values.length > MAX_OPTION_VALUES)
      problems[`options.${i}.values`] = `An option can have at most ${MAX_OPTION_VALUES} values`;
  });
  const count = combinationCount(options);
  if (count > MAX_VARIANTS && options.length > 0)
    problems[`options.${options.length - 1}.values`] =
      `Options make ${count} variants; the most is ${MAX_VARIANTS}`;
  return problems;
}

/** Every problem of the form, keyed like the server's fields; {} when it can be sent. */
export function productProblems(v: ProductFormValues): ProductProblems {
  const problems: ProductProblems = {};
  const set = (path: ProductFieldPath, problem: string | null) => {
    if (problem) problems[path] = problem;
  };
  const name = v.name.trim();
  set('name', name === '' ? required('Name') : name.length > NAME_LIMIT ? max('Name', NAME_LIMIT) : null);
  set(
    'description',
    v.description.trim().length > DESCRIPTION_LIMIT ? max('Description', DESCRIPTION_LIMIT) : null,
  );
  set(
    'sectionName',
    v.sectionName.trim().length > SECTION_NAME_LIMIT ? max('Section name', SECTION_NAME_LIMIT) : null,
  );
  set('photos', v.photos.length > MAX_PHOTOS ? `A product can have at most ${MAX_PHOTOS} photos` : null);
  Object.assign(problems, optionProblems(v.options));
  if (!usesVariants(v)) {
    set('price', pesoProblem(v.price));
    set('compareAtPrice', optionalPesoProblem(v.compareAtPrice, 'Compare-at price'));
    set('stockQuantity', stockProblem(v.stockQuantity, v.limited));
    return problems;
  }
  v.variants.forEach((row, i) => {
    set(`variants.${i}.price`, pesoProblem(row.price));
    set(`variants.${i}.compareAtPrice`, optionalPesoProblem(row.compareAtPrice, 'Compare-at price'));
    set(`variants.${i}.stockQuantity`, stockProblem(row.stockQuantity, row.limited));
  });
  return problems;
}

const toPath = (key: string): (string | number)[] =>
  key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const photo = z.object({ uuid: z.string(), url: z.string(), thumbnailUrl: z.string() });
const row = z.object({
  optionValues: z.array(z.string()),
  name: z.string(),
  price: z.string(),
  compareAtPrice: z.string(),
  stockQuantity: z.string(),
  limited: z.boolean(),
  published: z.boolean(),
});

export const productFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    categoryUuid: z.string(),
    sectionName: z.string(),
    published: z.boolean(),
    hidden: z.boolean(),
    digitalProduct: z.boolean(),
    photos: z.array(photo),
    addOnUuids: z.array(z.string()),
    price: z.string(),
    compareAtPrice: z.string(),
    stockQuantity: z.string(),
    limited: z.boolean(),
    options: z.array(z.object({ id: z.string(), name: z.string(), values: z.array(z.string()) })),
    variants: z.array(row),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const [key, message] of Object.entries(productProblems(values))) {
        ctx.issues.push({ code: 'custom', message, path: toPath(key), input: values });
      }
    }),
  );

const pesoText = (centavos: number | null | undefined) =>
  centavos === null || centavos === undefined ? '' : formatPesoInput(centavos);

function variantFields(v: {
  price: number;
  compareAtPrice: number | null;
  stockQuantity: number | null;
  limited?: boolean;
  published?: boolean;
}): VariantFields {
  const limited = v.limited ?? v.stockQuantity !== null;
  return {
    price: pesoText(v.price),
    compareAtPrice: pesoText(v.compareAtPrice),
    stockQuantity: limited ? String(v.stockQuantity ?? 0) : '',
    limited,
    published: v.published ?? true,
  };
}

/** A new product's blank form, or a stored product's values as the form shows them. */
export function productFormStart(p?: ProductFieldsFragment): ProductFormValues {
  const base = {
    name: p?.name ?? '',
    description: p?.description ?? '',
    categoryUuid: p?.categoryUuid ?? '',
    sectionName: p?.sectionName ?? '',
    hidden: p?.hidden ?? false,
    digitalProduct: p?.digitalProduct ?? false,
    photos: (p?.photos ?? []).map(({ uuid, url, thumbnailUrl }) => ({ uuid, url, thumbnailUrl })),
    addOnUuids: (p?.addOns ?? []).map((a) => a.uuid),
  };
  if (!p) return { ...base, ...EMPTY_VARIANT, options: [], variants: [] };
  const options = p.options.map((o, i) => ({ id: `option-${i}`, name: o.name, values: [...o.values] }));
  const stored = new Map(p.variants.map((v) => [v.variantName, v]));
  const product = { ...variantFields(p), published: p.published };
  if (options.length === 0) {
    const only = p.variants[0];
    return {
      ...base,
      ...(only ? variantFields(only) : product),
      published: p.published,
      options,
      variants: [],
    };
  }
  const variants = buildVariantRows(options, { ...EMPTY_VARIANT }).map((r) => {
    const v = stored.get(r.name);
    return v ? { ...r, ...variantFields(v) } : r;
  });
  return { ...base, ...product, options, variants };
}

const centavos = (text: string): number => parsePesos(text) ?? 0;
const optionalCentavos = (text: string): number | null => (text.trim() === '' ? null : parsePesos(text));
const stock = (text: string, limited: boolean): number | null => (limited ? Number(text.trim()) : null);

/** What productCreate (with appUuid) and productUpdate (with uuid) take: centavos, the whole matrix. */
export function productInput(v: ProductFormValues): Omit<ProductCreateInput, 'appUuid'> {
  const common = {
    name: v.name.trim(),
    description: v.description.trim(),
    categoryUuid: v.categoryUuid === '' ? null : v.categoryUuid,
    sectionName: v.sectionName.trim() === '' ? null : v.sectionName.trim(),
    published: v.published,
    hidden: v.hidden,
    digitalProduct: v.digitalProduct,
    addOnUuids: v.addOnUuids,
    photoUuids: v.photos.map((p) => p.uuid),
  };
  if (!usesVariants(v)) {
    return {
      ...common,
      options: [],
      price: centavos(v.price),
      compareAtPrice: optionalCentavos(v.compareAtPrice),
      stockQuantity: stock(v.stockQuantity, v.limited),
      limited: v.limited,
    };
  }
  return {
    ...common,
    options: v.options.map((o) => ({ name: o.name.trim(), values: o.values.map((x) => x.trim()) })),
    variants: v.variants.map((r) => ({
      productOptions: r.optionValues,
      price: centavos(r.price),
      compareAtPrice: optionalCentavos(r.compareAtPrice),
      stockQuantity: stock(r.stockQuantity, r.limited),
      limited: r.limited,
      published: r.published,
    })),
  };
}

const FIELD_PATH =
  /^(name|description|categoryUuid|sectionName|photos|addOnUuids|price|compareAtPrice|stockQuantity|options\.\d+\.(name|values)|variants\.\d+\.(price|compareAtPrice|stockQuantity))$/;

export const isProductFieldPath = (key: string): key is ProductFieldPath => FIELD_PATH.test(key);

/** The server's name for a field -> the form's ("photoUuids" is the photos field); null: no field shows it. */
export function productFieldPath(serverKey: string): ProductFieldPath | null {
  const key = serverKey === 'photoUuids' ? 'photos' : serverKey;
  return isProductFieldPath(key) ? key : null;
}

/**
 * A refused save for the form: the server's field messages on their fields ("variants.2.price" on
 * the third row) and, in the alert, what no field shows ("Set a price for every variant") or,
 * when no field took a message, the error's message.
 */
export function productFailure(error: unknown): { message?: string; fields?: ProductProblems } {
  const fields: ProductProblems = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors(error))) {
    const path = productFieldPath(key);
    if (path) fields[path] = message;
    else unplaced.push(message);
  }
  if (Object.keys(fields).length === 0) return { message: errorMessage(error) };
  return unplaced.length > 0 ? { fields, message: unplaced.join(' ') } : { fields };
}
