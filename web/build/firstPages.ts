import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/*
 * The sign-in page's own HTML (dist/login.html, which the server sends for /login/…): the console's
 * index.html plus a modulepreload for each chunk the sign-in screen renders with. Without it, those
 * chunks are only asked for once the framework has run and the router has picked the screen: a second
 * wave of requests after the first. With it, the browser fetches them alongside the framework.
 */

/** The page to write, the built page it extends, and the source modules whose chunks it preloads. */
export interface FirstPage {
  file: string;
  from: string;
  modules: string[];
}

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === 'chunk';

/** The chunk files a module's chunk needs at once: its own and its static imports, transitively. */
export function chunksOf(bundle: OutputBundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const start = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix));
  if (!start) throw new Error(`first pages: no chunk for ${moduleSuffix}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of (bundle[file] as OutputChunk | undefined)?.imports ?? []) visit(next);
  };
  visit(start.fileName);
  return [...seen];
}

/** `html` with a modulepreload for each file it does not already name, before </head>. */
export function withPreloads(html: string, files: readonly string[], base = '/'): string {
  const links = files
    .filter((file) => !html.includes(`"${base}${file}"`))
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
    .join('');
  return html.replace('  </head>', `${links}  </head>`);
}

export function firstPages(pages: FirstPage[]): Plugin {
  return {
    name: 'suki-first-pages',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const page of pages) {
        const html = await fs.readFile(path.join(outDir, page.from), 'utf8');
        const files = page.modules.flatMap((module) => chunksOf(bundle, module));
        await fs.writeFile(path.join(outDir, page.file), withPreloads(html, [...new Set(files)]));
      }
    },
  };
}
