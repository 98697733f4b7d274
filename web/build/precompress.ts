import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * Every text file of the build gets its brotli (.br) and gzip (.gz) forms written beside it, at the
 * highest levels (brotli 11, gzip 9): too slow to do per request, free at build time. The server
 * (server/src/platform/static.ts) sends the one the browser accepts.
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `file.br` and `file.gz` for one file; a form that would not be smaller is not written. */
export async function precompressFile(file: string): Promise<{ br: number | null; gz: number | null }> {
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  const write = async (suffix: string, data: Buffer) => {
    if (data.length >= body.length) return null;
    await fs.writeFile(file + suffix, data);
    return data.length;
  };
  return { br: await write('.br', br), gz: await write('.gz', gz) };
}

/** Precompresses every compressible file under `dir` (source maps aside: only developer tools read them). */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  // A few at a time: zlib runs on libuv's pool of four threads.
  for (let i = 0; i < files.length; i += 8) {
    await Promise.all(files.slice(i, i + 8).map(precompressFile));
  }
  return files.length;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'suki-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
