/** Catalog rules as data and pure functions: category and add-on input checks, the category tree. */

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
/** ₱1,000,000.00: an add-on dearer than this is a typo. */
export const ADD_ON_PRICE_MAX = 100_000_000;
export const ADD_ON_MAX_QUANTITY = 999;
export const CATALOG_PAGE_SIZE = 20;

export const NAME_TAKEN = 'Name has already been taken';
export const HAS_SUBCATEGORIES = 'This category has subcategories. Move or remove its subcategories first.';

export type Problems = Record<string, string>;

export interface CategoryFields {
  name?: string | null;
  description?: string | null;
}

export interface AddOnFields {
  name?: string | null;
  description?: string | null;
  price?: number | null;
  maxQuantity?: number | null;
}

/** Checks the fields present (a create passes all of them; an update only the ones it changes). */
function nameAndDescriptionProblems(input: CategoryFields, requireName: boolean): Problems {
  const problems: Problems = {};
  if (requireName || input.name !== undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) problems.name = 'Name is required';
    else if (name.length > NAME_MAX) problems.name = `Name should not exceed ${NAME_MAX} characters`;
  }
  if ((input.description?.trim().length ?? 0) > DESCRIPTION_MAX) {
    problems.description = `Description should not exceed ${DESCRIPTION_MAX} characters`;
  }
  return problems;
}

export const categoryProblems = (input: CategoryFields, requireName: boolean): Problems =>
  nameAndDescriptionProblems(input, requireName);

export function addOnProblems(input: AddOnFields, creating: boolean): Problems {
  const problems = nameAndDescriptionProblems(input, creating);
  if (creating || input.price !== undefined) {
    const price = input.price;
    if (price === null || price === undefined) problems.price = 'Price is required';
    else if (!Number.isInteger(price)) problems.price = 'Price should be in whole centavos';
    else if (price < 0) problems.price = 'Price should not be negative';
    else if (price > ADD_ON_PRICE_MAX) problems.price = 'Price should not exceed ₱1,000,000.00';
  }
  const max = input.maxQuantity;
  if (max !== null && max !== undefined) {
    if (!Number.isInteger(max) || max < 1 || max > ADD_ON_MAX_QUANTITY) {
      problems.maxQuantity = `Max quantity should be between 1 and ${ADD_ON_MAX_QUANTITY}`;
    }
  }
  return problems;
}

/**
 * Whether making `parentUuid` the parent of `uuid` would put the category inside itself:
 * `parentOf` maps each category of the app to its parent.
 */
export function wouldCycle(
  uuid: string,
  parentUuid: string,
  parentOf: ReadonlyMap<string, string | null>,
): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentUuid; at; at = parentOf.get(at)) {
    if (at === uuid) return true;
    if (seen.has(at)) return true; // a cycle already stored: refuse rather than loop
    seen.add(at);
  }
  return false;
}

/** Category, subcategory, sub-subcategory: deeper trees do not fit a storefront menu. */
export const MAX_CATEGORY_DEPTH = 3;
export const TOO_DEEP = `Categories can be nested at most ${MAX_CATEGORY_DEPTH} levels deep`;

/** Levels from the top (a top-level category is level 1). */
export function levelOf(uuid: string, parentOf: ReadonlyMap<string, string | null>): number {
  let level = 1;
  const seen = new Set<string>([uuid]);
  for (let at = parentOf.get(uuid); at && !seen.has(at); at = parentOf.get(at)) {
    seen.add(at);
    level++;
  }
  return level;
}

/** Levels in the subtree under `uuid`, itself included (a leaf is 1). */
export function heightOf(uuid: string, parentOf: ReadonlyMap<string, string | null>): number {
  const children = [...parentOf].filter(([, parent]) => parent === uuid).map(([child]) => child);
  return 1 + Math.max(0, ...children.map((child) => heightOf(child, parentOf)));
}
