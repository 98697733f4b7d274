// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The storefront is its own Vite entry so that a shopper's phone never downloads the console: its
 * module graph (every file under src/storefront, tests included, and everything they import,
 * transitively; this file aside, for its probe) may reach src/lib and src/generated, never the
 * console's src/app, src/shell, src/bundles or src/modules.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const STOREFRONT = path.join(SRC, 'storefront');
const CONSOLE = ['app', 'shell', 'bundles', 'modules'].map((dir) => path.join(SRC, dir) + path.sep);
const SPECIFIER =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names (Vite's resolution: extension or index omitted). */
function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

function relativeImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'));
}

/** Every console file the storefront's graph reaches, as `importer -> imported` (relative to src). */
function consoleReach(roots: string[]): { reached: Set<string>; violations: string[] } {
  const reached = new Set<string>();
  const violations: string[] = [];
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of relativeImports(file)) {
      const target = resolveRelative(file, specifier);
      if (target === null) {
        violations.push(`${path.relative(SRC, file)} -> ${specifier} (unresolved)`);
        continue;
      }
      if (CONSOLE.some((dir) => target.startsWith(dir))) {
        violations.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
        continue;
      }
      queue.push(target);
    }
  }
  return { reached, violations };
}

describe('the storefront entry', () => {
  it('reaches no console code from any storefront file, directly or through lib', () => {
    const roots = filesUnder(STOREFRONT).filter((file) => file !== import.meta.filename);
    const { reached, violations } = consoleReach(roots);
    expect(violations).toEqual([]);
    // The walk did follow imports out of the storefront (into lib and generated).
    expect([...reached].some((file) => file.startsWith(path.join(SRC, 'lib') + path.sep))).toBe(true);
  });

  it('catches an import into the console', () => {
    const probe = path.join(STOREFRONT, '__probe__.ts');
    fs.writeFileSync(
      probe,
      "import { consoleRoutes } from '../app/router';\nexport const x = consoleRoutes;\n",
    );
    try {
      expect(consoleReach([probe]).violations).toEqual(['storefront/__probe__.ts -> app/router.tsx']);
    } finally {
      fs.rmSync(probe);
    }
  });

  it('is the script of store.html', () => {
    const html = fs.readFileSync(path.resolve(SRC, '..', 'store.html'), 'utf8');
    expect(html).toContain('<script type="module" src="/src/storefront/main.tsx"></script>');
  });
});
