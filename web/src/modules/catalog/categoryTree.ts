/** Categories as the list shows them: each top-level category followed by its subcategories, indented. */
import { type AppRouteName, appRouteNameOrNull } from '../../bundles';

export interface CategoryNodeLike<T> {
  uuid: string;
  children?: readonly T[] | null;
}

export interface CategoryRow<T> {
  category: T;
  /** 0 for a top-level category, 1 for a subcategory, 2 below that. */
  depth: number;
}

/** Depth-first, keeping each level's order; a category met twice is listed once. */
export function flattenCategories<T extends CategoryNodeLike<T>>(roots: readonly T[]): CategoryRow<T>[] {
  const rows: CategoryRow<T>[] = [];
  const seen = new Set<string>();
  const visit = (node: T, depth: number) => {
    if (seen.has(node.uuid)) return;
    seen.add(node.uuid);
    rows.push({ category: node, depth });
    for (const child of node.children ?? []) visit(child, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return rows;
}

export interface CategoryOption {
  uuid: string;
  name: string;
  parentUuid: string | null | undefined;
}

/** The server's limit: category, subcategory, sub-subcategory. */
export const MAX_CATEGORY_DEPTH = 3;

/**
 * Parents a category may move under, as "Apparel › Tops" labels sorted by them: never itself or
 * anything under it, and only where the result stays within three levels.
 */
export function parentOptions(
  all: readonly CategoryOption[],
  selfUuid?: string,
): { uuid: string; label: string }[] {
  const byUuid = new Map(all.map((c) => [c.uuid, c]));
  const path = (c: CategoryOption): CategoryOption[] => {
    const out: CategoryOption[] = [];
    const seen = new Set<string>();
    for (let at: CategoryOption | undefined = c; at && !seen.has(at.uuid); ) {
      seen.add(at.uuid);
      out.unshift(at);
      at = at.parentUuid ? byUuid.get(at.parentUuid) : undefined;
    }
    return out;
  };
  const height = (uuid: string): number =>
    1 + Math.max(0, ...all.filter((c) => c.parentUuid === uuid).map((c) => height(c.uuid)));
  const selfHeight = selfUuid ? height(selfUuid) : 1;
  return all
    .map((c) => ({ c, chain: path(c) }))
    .filter(({ chain }) => !selfUuid || !chain.some((a) => a.uuid === selfUuid))
    .filter(({ chain }) => chain.length + selfHeight <= MAX_CATEGORY_DEPTH)
    .map(({ c, chain }) => ({ uuid: c.uuid, label: chain.map((a) => a.name).join(' › ') }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The route names of one bundle's category or add-on screens, from the name of the screen shown:
 * 'ecommerce-categories-edit' -> list 'ecommerce-categories', create '…-new', edit '…-edit'; null where
 * the manifest has no such name (add-ons have no details screen).
 */
export function catalogRouteNames(current: string): {
  list: AppRouteName | null;
  create: AppRouteName | null;
  edit: AppRouteName | null;
  details: AppRouteName | null;
} {
  const list = current.replace(/-(new|edit|details)$/, '');
  return {
    list: appRouteNameOrNull(list),
    create: appRouteNameOrNull(`${list}-new`),
    edit: appRouteNameOrNull(`${list}-edit`),
    details: appRouteNameOrNull(`${list}-details`),
  };
}

/**
 * Every category for a picker, each parent followed by its subcategories one level deeper, in the
 * order given; a category whose parent is not listed counts as top-level.
 */
export function indentedCategories(
  all: readonly CategoryOption[],
): { uuid: string; name: string; depth: number }[] {
  const known = new Set(all.map((c) => c.uuid));
  const childrenOf = (uuid: string | null) =>
    all.filter((c) => (uuid === null ? !c.parentUuid || !known.has(c.parentUuid) : c.parentUuid === uuid));
  const out: { uuid: string; name: string; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (c: CategoryOption, depth: number) => {
    if (seen.has(c.uuid)) return;
    seen.add(c.uuid);
    out.push({ uuid: c.uuid, name: c.name, depth });
    for (const child of childrenOf(c.uuid)) visit(child, depth + 1);
  };
  for (const root of childrenOf(null)) visit(root, 0);
  return out;
}
