/**
 * The server's module boundaries (docs/design.md, "Module boundaries"), read from the source:
 * - a module's public surface is its `index.ts`; another module imports that and nothing else;
 * - except that a `*.tables.ts` may import another module's `*.tables.ts` to declare a foreign key, and
 *   only for that (each imported table used only inside `.references(() => table.column)`);
 * - dependencies point one way: down the layers below, with no cycle among the modules;
 * - an index.ts never hands out a table (row types only), and no file imports its own module's index.
 * Files directly in modules/ are the composition of all modules: `tables.ts` lists every table for
 * drizzle-kit; any other reads modules through their index.ts only.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Bottom to top: a module imports modules of lower layers, or of its own layer without a cycle. */
export const LAYERS: readonly (readonly string[])[] = [
  ['accounts'],
  ['apps'],
  [
    'catalog',
    'credits',
    'customers',
    'delivery-areas',
    'flags',
    'inbox',
    'kyc',
    'partners',
    'photos',
    'promotions',
    'store-setup',
    'announcements',
  ],
  // Billing charges the orders a period completed; launch asks billing for a default payment method.
  ['orders', 'billing', 'launch'],
  // The store's figures read the orders, the catalog's names and the store (never the other way).
  // The reseller network reads the referred accounts and their stores.
  ['analytics', 'assistant', 'network', 'notifications', 'referrals', 'segments'],
  // A broadcast goes to a segment's customers and counts what analytics and the orders say it brought.
  // Comment replies answer the inbox's comments with the catalog's products.
  ['broadcasts', 'comment-replies', 'storefront'],
];

export interface SourceFile {
  /** Path relative to modules/, with forward slashes: 'orders/orders.service.ts'. */
  path: string;
  text: string;
}

export interface Import {
  from: string;
  /** The imported file, relative to modules/ ('catalog/index.ts'); null when outside modules/. */
  target: string;
  names: string[];
  typeOnly: boolean;
  /** The statement as written. */
  statement: string;
}

export interface Report {
  /** "module → imported file (from file)": imports past another module's index.ts. */
  deepImports: string[];
  /** Allowed tables → tables imports that declare foreign keys. */
  foreignKeyImports: string[];
  /** Modules (folders) without an index.ts. */
  withoutIndex: string[];
  /** Each cycle as its modules, e.g. ['customers', 'orders']. */
  cycles: string[][];
  /** Imports against the layer order ("a → b"). */
  upward: string[];
  /** index.ts files handing out tables, files importing their own index. */
  other: string[];
  /** Module → modules it imports (through index.ts). */
  edges: Map<string, Set<string>>;
}

/** `import|export [type] <clause> from '.…'`, `import('.…')` and `import '.…'` (relative specifiers only). */
const STATEMENT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(\*(?:\s+as\s+[\w$]+)?|\{[^}]*\}|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+[\w$]+))?)\s*from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;

const moduleOf = (file: string): string | null => (file.includes('/') ? (file.split('/')[0] ?? null) : null);

function resolveSpec(from: string, spec: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
}

export function importsOf(file: SourceFile): Import[] {
  const found: Import[] = [];
  for (const m of file.text.matchAll(STATEMENT)) {
    const spec = m[4] ?? m[5] ?? m[6];
    if (!spec) continue;
    const clause = m[3] ?? '';
    const names = [...clause.replace(/^[^{]*\{|\}[^}]*$/g, '').split(',')]
      .map((n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim(),
      )
      .filter((n): n is string => Boolean(n) && clause.includes('{'));
    found.push({
      from: file.path,
      target: resolveSpec(file.path, spec),
      names,
      typeOnly: Boolean(m[2]),
      statement: m[0].trim(),
    });
  }
  return found;
}

/** Every use of each imported table is `.references(() => table.column)` (a foreign key), nothing else. */
function onlyForeignKeys(file: SourceFile, imp: Import): boolean {
  if (imp.typeOnly || imp.names.length === 0 || !imp.statement.startsWith('import')) return false;
  // The file without the import itself and without comments (a table's name in prose is no use of it).
  const body = file.text
    .replace(imp.statement, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  return imp.names.every((name) => {
    const uses = [...body.matchAll(new RegExp(`\\b${name}\\b`, 'g'))].length;
    const references = [
      ...body.matchAll(new RegExp(`references\\(\\s*\\(\\)(?:\\s*:\\s*\\w+)?\\s*=>\\s*${name}\\.\\w+`, 'g')),
    ].length;
    return uses > 0 && uses === references;
  });
}

function findCycles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Checks the boundaries of `files` (every non-test source under modules/); `dirs` are the module folders. */
export function checkBoundaries(files: readonly SourceFile[], dirs: readonly string[]): Report {
  const report: Report = {
    deepImports: [],
    foreignKeyImports: [],
    withoutIndex: [],
    cycles: [],
    upward: [],
    other: [],
    edges: new Map(dirs.map((d) => [d, new Set<string>()])),
  };
  const paths = new Set(files.map((f) => f.path));
  report.withoutIndex = dirs.filter((d) => !paths.has(`${d}/index.ts`));
  const layerOf = new Map(LAYERS.flatMap((layer, i) => layer.map((m) => [m, i] as const)));
  for (const file of files) {
    const from = moduleOf(file.path);
    for (const imp of importsOf(file)) {
      const to = moduleOf(imp.target);
      if (!to || imp.target.startsWith('..')) continue;
      if (from === null) {
        // The composition (modules/tables.ts, modules/events.ts): tables for drizzle-kit, else index.ts.
        const allowed =
          imp.target === `${to}/index.ts` || (file.path === 'tables.ts' && /\.tables\.ts$/.test(imp.target));
        if (!allowed) report.deepImports.push(`${file.path} → ${imp.target}`);
        continue;
      }
      if (to === from) {
        if (imp.target === `${from}/index.ts`)
          report.other.push(`${file.path} imports its own module's index.ts`);
        continue;
      }
      if (imp.target === `${to}/index.ts`) {
        report.edges.get(from)?.add(to);
        const [a, b] = [layerOf.get(from), layerOf.get(to)];
        if (a === undefined || b === undefined) report.upward.push(`${from} or ${to} is in no layer`);
        else if (b > a) report.upward.push(`${from} → ${to}`);
      } else if (
        file.path.endsWith('.tables.ts') &&
        imp.target.endsWith('.tables.ts') &&
        onlyForeignKeys(file, imp)
      ) {
        report.foreignKeyImports.push(`${file.path} → ${imp.target} (${imp.names.join(', ')})`);
      } else {
        report.deepImports.push(`${file.path} → ${imp.target}`);
      }
    }
    if (from !== null && file.path === `${from}/index.ts`) {
      for (const imp of importsOf(file))
        if (imp.target.endsWith('.tables.ts') && !imp.typeOnly && !/^export\s+type\b/.test(imp.statement))
          report.other.push(`${file.path} hands out ${imp.target} (export its row types only)`);
    }
  }
  report.cycles = findCycles(report.edges);
  return report;
}

/** The module sources as they are on disk (tests excluded: they may read their own module's internals). */
export function readModules(modulesDir: string): { files: SourceFile[]; dirs: string[] } {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name))
        files.push({
          path: path.relative(modulesDir, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
    }
  };
  walk(modulesDir);
  const dirs = fs.readdirSync(modulesDir).filter((d) => fs.statSync(path.join(modulesDir, d)).isDirectory());
  return { files, dirs: dirs.sort() };
}
