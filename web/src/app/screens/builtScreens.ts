/**
 * Every built screen a bundle's app opens, plus the built top-level screens: the list the browser
 * suite's accessibility check walks (e2e/tests/a11y.spec.ts), taken from the same two sources the
 * router uses, the bundle manifest and the screen registry (isBuilt), so a new screen is checked
 * without anyone adding it to a list. Routes that render the "Not built yet" placeholder are left out.
 */
import { type BundleKey, bundles, type MenuEntry, topRoutes } from '../../bundles';
import { appDerivedParams } from '../../shell/rules/nav';
import { isBuilt } from './registry';

export interface BuiltScreen {
  /** The spec's route name. */
  name: string;
  title: string;
  /**
   * The absolute path to open, with every param the manifest knows filled in (the bundle key, the
   * app-derived component, a menu entry's fixed params); the params left (`:appUUID`, `:uuid`...) are
   * the visitor's to supply. An optional param nobody knows is dropped.
   */
  path: string;
  /** The params still in `path`, in order. */
  params: string[];
  /** Opens without signing in. */
  public: boolean;
}

/** The params each route's first menu entry fixes (an order tracker's `{ status: 'pending' }`). */
function menuParams(entries: readonly MenuEntry[], out = new Map<string, Record<string, string>>()) {
  for (const entry of entries) {
    if (entry.route !== undefined && entry.params !== undefined && !out.has(entry.route))
      out.set(entry.route, entry.params);
    menuParams(entry.children ?? [], out);
  }
  return out;
}

/** The pattern with the known params filled in (URI-encoded) and the unknown optional ones dropped. */
export function partlyFilled(
  pattern: string,
  known: Readonly<Record<string, string>>,
): { path: string; params: string[] } {
  const params: string[] = [];
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = known[name];
    if (value !== undefined && value !== '') segments.push(encodeURIComponent(value));
    else if (!optional) {
      segments.push(`:${name}`);
      params.push(name);
    }
  }
  return { path: segments.join('/') || '/', params };
}

/** The built screens of one bundle's apps (under /apps/{key}/:appUUID/…). */
export function builtAppScreens(key: BundleKey): BuiltScreen[] {
  const bundle = bundles[key];
  const fixed = menuParams(bundle.menu.flatMap((group) => group.entries));
  return bundle.routes
    .filter((route) => isBuilt(route.name))
    .map((route) => {
      const pattern = route.path === '' ? '/apps/:key/:appUUID' : `/apps/:key/:appUUID/${route.path}`;
      const known = { ...appDerivedParams(key), ...fixed.get(route.name), key };
      return { name: route.name, title: route.title, ...partlyFilled(pattern, known), public: false };
    });
}

/** The built top-level screens (sign-in, emailed-link pages, My In-App Stores, My Account...). */
export function builtTopScreens(): BuiltScreen[] {
  return topRoutes
    .filter((route) => isBuilt(route.name))
    .map((route) => ({
      name: route.name,
      title: route.title,
      ...partlyFilled(route.path, {}),
      public: route.public,
    }));
}

/** Every built screen a member of an app of this bundle can open: the top-level ones, then the app's. */
export function builtScreens(key: BundleKey): BuiltScreen[] {
  return [...builtTopScreens(), ...builtAppScreens(key)];
}
