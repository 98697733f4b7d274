/**
 * Renders the demo catalog's product photos (a coloured card with the product's name) into this
 * folder as WebP, main and thumbnail, so that seeding copies files instead of rendering them; and the
 * deposit slip the demo's customers sent, stored as an upload of it is (photos.service's renderPhoto).
 *
 *   node --import tsx server/src/seed/photos/generate.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MAIN_LONG_SIDE, THUMBNAIL_LONG_SIDE } from '../../modules/photos/photos.rules.ts';
import { DEMO_CATEGORIES } from '../catalog.ts';
import { DEMO_PRODUCTS } from '../demo-catalog.ts';
import { DEMO_CATEGORY_COLORS, DEMO_MORE_PRODUCTS, photoFileName } from '../demo-products.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function lines(name: string, width = 14): string[] {
  const out: string[] = [];
  for (const word of name.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

const categoryOf = (name: string) =>
  DEMO_CATEGORIES.find((c) => c.products.includes(name))?.name ??
  DEMO_MORE_PRODUCTS.find((p) => p.name === name)?.category ??
  'Apparel';

const names = [...DEMO_PRODUCTS.map((p) => p.name), ...DEMO_MORE_PRODUCTS.map((p) => p.name)];
for (const name of names) {
  const [from, to] = DEMO_CATEGORY_COLORS[categoryOf(name)] ?? ['#455a64', '#90a4ae'];
  const text = lines(name);
  const y0 = 330 - (text.length - 1) * 38;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="640" fill="url(#g)"/>
  <circle cx="520" cy="120" r="150" fill="#ffffff" opacity="0.12"/>
  <circle cx="90" cy="560" r="120" fill="#ffffff" opacity="0.1"/>
  ${text.map((l, i) => `<text x="320" y="${y0 + i * 76}" font-family="DejaVu Sans" font-weight="bold" font-size="60" fill="#ffffff" text-anchor="middle">${escapeXml(l)}</text>`).join('')}
  <text x="320" y="590" font-family="DejaVu Sans" font-size="26" fill="#ffffff" opacity="0.85" text-anchor="middle">Suki Demo Store</text>
</svg>`;
  const base = path.join(import.meta.dirname, photoFileName(name));
  const main = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
  fs.writeFileSync(`${base}.webp`, main);
  fs.writeFileSync(`${base}.thumb.webp`, await sharp(main).resize(320, 320).webp({ quality: 65 }).toBuffer());
}

/** A plain picture of a bank deposit slip (a JPEG, as a customer's phone would send). */
const slip = await sharp(
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
      <rect width="480" height="300" fill="#f4f1e8"/><rect x="16" y="16" width="448" height="268" fill="none" stroke="#1f4e79" stroke-width="3"/>
      <rect x="16" y="16" width="448" height="48" fill="#1f4e79"/>
      <rect x="40" y="100" width="260" height="14" fill="#9aa7b4"/><rect x="40" y="140" width="200" height="14" fill="#9aa7b4"/>
      <rect x="40" y="180" width="320" height="14" fill="#9aa7b4"/><rect x="320" y="220" width="120" height="36" fill="#c8102e" opacity="0.7"/>
    </svg>`),
)
  .jpeg()
  .toBuffer();
const encode = (input: Buffer, longSide: number, quality: number) =>
  sharp(input)
    .rotate()
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
const slipMain = await encode(slip, MAIN_LONG_SIDE, 82);
fs.writeFileSync(path.join(import.meta.dirname, 'deposit-slip.webp'), slipMain);
fs.writeFileSync(
  path.join(import.meta.dirname, 'deposit-slip.thumb.webp'),
  await encode(slipMain, THUMBNAIL_LONG_SIDE, 75),
);
console.log(`wrote ${names.length} demo photos and the deposit slip`);
