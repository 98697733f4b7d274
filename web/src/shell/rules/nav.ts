import { isBuilt } from '../../app/screens/registry';
import {
  appUrl,
  type BundleKey,
  findAppRoute,
  type MenuEntry,
  type MenuGroup,
  matchAppRoute,
} from '../../bundles';

/** The current app route's name and its breadcrumb ancestors (menu entries naming any are highlighted). */
export function activeRouteNames(pathname: string): Set<string> {
  const match = matchAppRoute(pathname);
  const names = new Set<string>();
  if (!match) return names;
  let route: { name: string; parent?: string } | undefined = match.route;
  while (route && !names.has(route.name)) {
    names.add(route.name);
    const parent: string | undefined = route.parent;
    route = parent === undefined ? undefined : match.bundle.routes.find((r) => r.name === parent);
  }
  return names;
}

/**
 * SEAM: product routes live under products/:componentUUID, the app's product-inventory component.
 * Until the catalog module exposes the app's component uuids, the component key of document 2 §3
 * ('ecommerce-b2c-product-inventory', ...) stands in.
 */
export function productComponentKey(key: BundleKey): string {
  return `${key}-product-inventory`;
}

/** An app-derived param value the menu cannot know from the entry itself. */
export function appDerivedParams(key: BundleKey): Record<string, string> {
  return { componentUUID: productComponentKey(key) };
}

/** The URL of a menu entry inside this app, or undefined when its route cannot be built. */
export function menuHref(entry: MenuEntry, key: BundleKey, appUUID: string): string | undefined {
  const route = entry.route === undefined ? undefined : findAppRoute(key, entry.route);
  if (route === undefined) return undefined;
  try {
    return appUrl(route.name, { ...appDerivedParams(key), ...entry.params, key, appUUID });
  } catch {
    return undefined;
  }
}

/** Whether a route opens a built screen: its own, or the built default child the router sends it to. */
function opensBuiltScreen(key: BundleKey, name: string, seen = new Set<string>()): boolean {
  if (isBuilt(name)) return true;
  const route = findAppRoute(key, name);
  if (route?.defaultChild === undefined || seen.has(name)) return false;
  seen.add(name);
  return opensBuiltScreen(key, route.defaultChild, seen);
}

function builtEntries(entries: readonly MenuEntry[], key: BundleKey): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    const children = entry.children && builtEntries(entry.children, key);
    const opens = entry.route !== undefined && opensBuiltScreen(key, entry.route);
    if (children && children.length > 0) {
      const { route: _unbuilt, ...header } = entry;
      out.push(opens ? { ...entry, children } : { ...header, children });
    } else if (opens) {
      const { children: _none, ...leaf } = entry;
      out.push(leaf);
    }
  }
  return out;
}

/**
 * The menu a merchant sees: only entries whose screens work (a parent whose own screen is not built
 * stays as a header over its built children); groups left empty go. The manifest keeps every route.
 */
export function builtMenu(groups: readonly MenuGroup[], key: BundleKey): MenuGroup[] {
  return groups.flatMap((group) => {
    const entries = builtEntries(group.entries, key);
    return entries.length > 0 ? [{ ...group, entries }] : [];
  });
}
