/**
 * The production build of the server (`npm run build -w server`, issue 18): esbuild bundles our
 * sources and the pure-JS dependencies into a few ES modules in dist/src, so that a start reads a
 * handful of files instead of the ~900 that Node's loader resolved, read and linked one by one.
 *
 *   dist/src/main.js           the entry everything spawns (npm run serve, e2e, benches, tests)
 *   dist/src/seed/template.js  the build step that writes the PGlite template (run right after)
 *   dist/src/*-[hash].js       chunks shared by the two, and the lazily imported parts (split, still
 *                              loaded only when `await import()` asks: start.ts, server.ts, the seed…)
 *
 * Kept external (resolved from node_modules at run time, as before): packages that find files beside
 * themselves (PGlite's WebAssembly and data, native addons) and those only some starts load.
 * Run as `node build/bundle.ts` (Node strips the types); typechecking stays with `npm run typecheck`.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(serverDir, 'src');
const outdir = path.join(serverDir, 'dist/src');

export const EXTERNAL = [
  // WebAssembly, its data files and extensions, read relative to the package's own files.
  '@electric-sql/pglite',
  // Native addons: a .node file per platform, found relative to the package.
  '@node-rs/argon2',
  'sharp',
  // PostgreSQL and Redis clients, SMTP: loaded only by the starts that use them (a DATABASE_URL, a
  // REDIS_URL, an SMTP_URL), each through an `await import()`, or not at all on the embedded default.
  'pg',
  'pg-native',
  'nodemailer',
  // Read files relative to their own: pino its worker-thread transports, ioredis its package.json
  // (through __dirname, which an ES module does not have).
  'pino',
  'ioredis',
];

/**
 * Our sources find files relative to their own folder (the migrations, the seed's photos, the web
 * build): `import.meta.dirname` of a module in src/platform meant dist/src/platform. In a chunk it is
 * dist/src, so each module gets its old folder back. Every chunk is written to dist/src itself.
 */
const ownFolder: esbuild.Plugin = {
  name: 'own-folder',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(srcDir + path.sep)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      const folder = path.relative(srcDir, path.dirname(args.path));
      if (!folder || !source.includes('import.meta.dirname')) return { contents: source, loader: 'ts' };
      const dirname = `(import.meta.dirname + ${JSON.stringify(path.sep + folder)})`;
      return { contents: source.replaceAll('import.meta.dirname', dirname), loader: 'ts' };
    });
  },
};

/**
 * Files of earlier builds (another bundle's chunks, the per-module files tsc wrote) that are not part of
 * this one, once they are a few minutes old: removed after this build is written, not before, and not
 * at once, because a server started from this folder may still be loading its lazy chunks (their names
 * change with their contents), and other builds and tests share the folder.
 */
const STALE_AFTER_MS = 10 * 60_000;
function removeStale(dir: string, keep: Set<string>): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removeStale(file, keep);
      if (fs.readdirSync(file).length === 0) fs.rmdirSync(file);
    } else if (!keep.has(file) && Date.now() - fs.statSync(file).mtimeMs > STALE_AFTER_MS) {
      fs.rmSync(file, { force: true });
    }
  }
}

const started = performance.now();
const result = await esbuild.build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', 'seed/template': 'src/seed/template.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // What tsconfig targets; esbuild's 'node22' would rewrite \p{…} regular expressions as new RegExp() calls.
  target: 'es2023',
  external: EXTERNAL,
  chunkNames: '[name]-[hash]',
  // CommonJS dependencies inside an ES module still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __sukiRequire } from 'node:module'; const require = __sukiRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'linked',
  plugins: [ownFolder],
  metafile: true,
  logLevel: 'warning',
});
removeStale(outdir, new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(serverDir, f))));
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
process.stdout.write(
  `Server bundled into ${outputs.length} files (${(bytes / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms\n`,
);
