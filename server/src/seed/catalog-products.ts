import fs from 'node:fs';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../graphql/context.ts';
import type { Storage } from '../integrations/storage/storage.port.ts';
import { variantMatrix } from '../modules/catalog/catalog.products.rules.ts';
import { categories, products, productVariants } from '../modules/catalog/catalog.tables.ts';
import { photoKeys, STORED_TYPE } from '../modules/photos/photos.rules.ts';
import { photoUrls } from '../modules/photos/photos.service.ts';
import { photos } from '../modules/photos/photos.tables.ts';
import { newUuid } from '../platform/ids.ts';
import { DEMO_MORE_PRODUCTS, DEMO_PRODUCT_OPTIONS, photoFileName } from './demo-products.ts';

/** The pre-rendered photos beside this source file (read from the source tree when running the build). */
export const DEMO_PHOTOS = path.resolve(
  import.meta.dirname,
  import.meta.dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../src/seed/photos' : 'photos',
);

/**
 * The demo catalog beyond the inbox's products (call after seedDemoCategoriesAndAddOns): sizes for
 * three of them, seventeen more products (one an unpublished draft), and a photo for every product,
 * copied from the pre-rendered files into storage.
 */
export async function seedDemoCatalog(
  ctx: Pick<ServiceContext, 'db' | 'clock'> & { storage: Storage },
  appUuid: string,
) {
  const now = ctx.clock.now().getTime();
  await ctx.db.transaction(async (tx) => {
    const stored = await tx.select().from(products).where(eq(products.appUuid, appUuid));
    for (const product of stored) {
      const sized = DEMO_PRODUCT_OPTIONS[product.name];
      if (!sized) continue;
      await tx.delete(productVariants).where(eq(productVariants.productUuid, product.uuid));
      await tx
        .insert(productVariants)
        .values(variantRows(appUuid, product.uuid, sized.options, sized.variants, product.createdAt));
      await tx.update(products).set({ options: sized.options }).where(eq(products.uuid, product.uuid));
    }
    const cats = await tx.select().from(categories).where(eq(categories.appUuid, appUuid));
    const categoryUuid = (name: string) => cats.find((c) => c.name === name)?.uuid ?? null;
    // The seventeen products, their variants, then their photos: a statement each, not one a row.
    const more = DEMO_MORE_PRODUCTS.map((p, i) => {
      const uuid = newUuid();
      const at = new Date(now - (DEMO_MORE_PRODUCTS.length - i) * 600_000);
      const options = p.options ?? [];
      const variants = p.variants ?? [[p.price ?? 0, p.stockQuantity ?? null]];
      const rows = variantRows(appUuid, uuid, options, variants, at);
      const limited = rows.every((r) => r.limited);
      const product = {
        uuid,
        appUuid,
        name: p.name,
        description: p.description,
        categoryUuid: categoryUuid(p.category),
        sectionName: p.sectionName ?? null,
        published: p.published ?? true,
        options,
        price: Math.min(...rows.map((r) => r.price)),
        stockQuantity: limited ? rows.reduce((n, r) => n + r.stockQuantity, 0) : null,
        createdAt: at,
        updatedAt: at,
      };
      return { product, rows };
    });
    await tx.insert(products).values(more.map((m) => m.product));
    await tx.insert(productVariants).values(more.flatMap((m) => m.rows));
    const all = await tx.select().from(products).where(eq(products.appUuid, appUuid));
    const pictured: (typeof photos.$inferInsert)[] = [];
    const urls: SQL[] = [];
    for (const product of all) {
      const file = path.join(DEMO_PHOTOS, photoFileName(product.name));
      if (!fs.existsSync(`${file}.webp`)) continue;
      const photoUuid = newUuid();
      const keys = photoKeys(appUuid, photoUuid);
      const main = fs.readFileSync(`${file}.webp`);
      await ctx.storage.put(keys.key, main, STORED_TYPE);
      await ctx.storage.put(keys.thumbnailKey, fs.readFileSync(`${file}.thumb.webp`), STORED_TYPE);
      pictured.push({
        uuid: photoUuid,
        appUuid,
        productUuid: product.uuid,
        position: 0,
        ...keys,
        contentType: STORED_TYPE,
        bytes: main.length,
        width: 640,
        height: 640,
        createdAt: product.createdAt,
      });
      urls.push(sql`(${product.uuid}::uuid, ${photoUrls(ctx, keys).url})`);
    }
    if (!pictured.length) return;
    await tx.insert(photos).values(pictured);
    await tx.execute(sql`
      update ${products} set photo_url = photo.url
      from (values ${sql.join(urls, sql`, `)}) as photo(product, url)
      where ${products.uuid} = photo.product`);
  });
}

function variantRows(
  appUuid: string,
  productUuid: string,
  options: { name: string; values: string[] }[],
  variants: [number, number | null][],
  at: Date,
) {
  return variantMatrix(options).map(({ optionValues, variantName }, position) => {
    const [price, stock] = variants[position] ?? [0, null];
    return {
      uuid: newUuid(),
      appUuid,
      productUuid,
      optionValues,
      variantName,
      price,
      stockQuantity: stock ?? 0,
      limited: stock !== null,
      position,
      createdAt: at,
      updatedAt: at,
    };
  });
}
