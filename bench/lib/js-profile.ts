/**
 * What a page's JavaScript is made of: each script's bytes attributed to the package (or the web's own
 * folder) its source map says they came from. Read from web/dist's maps, so it needs the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapping segment's numbers (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Packages counted together: a library and what it brings. */
const FAMILIES: [RegExp, string][] = [
  [/^(react|react-dom|scheduler)$/, 'react + react-dom'],
  [/^(@apollo\/|graphql$|rxjs$|optimism$|@wry\/|tslib$|ts-invariant$)/, 'Apollo Client (+ graphql, rxjs)'],
  [
    /^(@mui\/|@emotion\/|stylis$|hoist-non-react-statics$|react-is$|clsx$|@babel\/runtime$|@popperjs\/)/,
    'MUI (+ emotion)',
  ],
  [/^react-router$/, 'react-router'],
  [/^(react-hook-form$|@hookform\/|zod$)/, 'forms (react-hook-form, zod)'],
];

/** Who a source belongs to: a package family, another package, or `web:<folder>` for our code. */
function owner(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg?.[1]) return FAMILIES.find(([test]) => test.test(pkg[1] as string))?.[1] ?? (pkg[1] as string);
  const own = /src\/([^/]+(?:\/[^/.]+)?)\//.exec(source);
  return own?.[1] ? `web:${own[1]}` : 'web:other';
}

/** Bytes of one built script by owner (minified bytes, as the map attributes them). */
export function scriptProfile(file: string): Map<string, number> {
  const totals = new Map<string, number>();
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return totals;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(file, 'utf8').split('\n');
  let source = 0;
  map.mappings.split(';').forEach((mappings, index) => {
    const length = Buffer.byteLength(lines[index] ?? '');
    let column = 0;
    let previous: { column: number; source: number | null } | null = null;
    for (const segment of mappings.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      if (previous?.source != null) {
        const name = owner(map.sources[previous.source] ?? '');
        totals.set(name, (totals.get(name) ?? 0) + column - previous.column);
      }
      previous = { column, source: fields.length > 1 ? source : null };
    }
    if (previous?.source != null) {
      const name = owner(map.sources[previous.source] ?? '');
      totals.set(name, (totals.get(name) ?? 0) + length - previous.column);
    }
  });
  return totals;
}

/** A page's scripts (paths under /assets/) by owner, largest first, as shares of its minified bytes. */
export function pageProfile(distDir: string, scripts: readonly string[]): { owner: string; share: number }[] {
  const totals = new Map<string, number>();
  for (const script of scripts) {
    for (const [name, bytes] of scriptProfile(path.join(distDir, script))) {
      totals.set(name, (totals.get(name) ?? 0) + bytes);
    }
  }
  const all = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
  return [...totals]
    .map(([name, bytes]) => ({ owner: name, share: bytes / all }))
    .sort((a, b) => b.share - a.share);
}
