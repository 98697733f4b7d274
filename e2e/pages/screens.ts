import path from 'node:path';
import { runnerImport } from 'vite';

/** A built screen of the console (web/src/app/screens/builtScreens.ts). */
export interface BuiltScreen {
  name: string;
  title: string;
  /** Absolute path; the params left in it (`:appUUID`, `:uuid`...) are named in `params`. */
  path: string;
  params: string[];
  public: boolean;
}

const isScreen = (value: unknown): value is BuiltScreen => {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.name === 'string' &&
    typeof s.title === 'string' &&
    typeof s.path === 'string' &&
    Array.isArray(s.params) &&
    s.params.every((p) => typeof p === 'string') &&
    typeof s.public === 'boolean'
  );
};

/**
 * The console's built screens for one bundle's apps, read from the web's own manifest and screen
 * registry (the router's sources) through Vite's module runner, so the list is never copied here.
 */
export async function builtScreens(bundleKey: string): Promise<BuiltScreen[]> {
  const web = path.resolve(import.meta.dirname, '../../web');
  const { module } = await runnerImport<Record<string, unknown>>(
    path.join(web, 'src/app/screens/builtScreens.ts'),
    { root: web, configFile: false, logLevel: 'error' },
  );
  const list = typeof module.builtScreens === 'function' ? module.builtScreens(bundleKey) : undefined;
  if (!Array.isArray(list) || !list.every(isScreen) || list.length === 0)
    throw new Error('web/src/app/screens/builtScreens.ts did not answer a list of screens');
  return list;
}

/** Fills a screen's remaining params; a param without a value is an error naming the screen. */
export function screenUrl(
  screen: BuiltScreen,
  value: (param: string, screen: BuiltScreen) => string,
): string {
  let url = screen.path;
  for (const param of screen.params) url = url.replace(`:${param}`, encodeURIComponent(value(param, screen)));
  return url;
}
