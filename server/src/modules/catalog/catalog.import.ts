/**
 * Catalog CSV import and export. An upload is read, checked and kept as a preview (nothing in the
 * catalog changes); applying it writes every product in one transaction — all or nothing — in
 * batches, publishing progress as it goes. Export writes the import's own columns.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { parseCsv, toCsv } from '../../platform/csv.ts';
import type { Tx } from '../../platform/db.ts';
import { badInput, conflict, forbidden } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { centavosToPeso } from '../../platform/money.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { featureFlagsOf } from '../flags/index.ts';
import {
  CSV_COLUMNS,
  IMPORT_STATUS,
  type ImportStatus,
  type PlannedProduct,
  planImport,
  type RowError,
} from './catalog.import.rules.ts';
import { productSummary } from './catalog.products.rules.ts';
import {
  categories,
  type ProductImportRow,
  productImports,
  products,
  productVariants,
} from './catalog.tables.ts';
import { assertProductRoom } from './catalog.usage.ts';

export const NOT_IMPORTABLE = 'CSV import is not available for this store';
const BATCH = 500;

async function importableApp(ctx: Context, appUuid: string) {
  const app = await appOrThrow(ctx, appUuid);
  if (!(await featureFlagsOf(ctx.db, app.uuid)).importableCsv) throw forbidden(NOT_IMPORTABLE);
  return app;
}

/** Stored products of the app by lower-case name. */
async function existingByName(db: Context['db'] | Tx, appUuid: string, keys: string[]) {
  const found = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 5_000) {
    const rows = await db
      .select({ uuid: products.uuid, key: sql<string>`lower(${products.name})` })
      .from(products)
      .where(
        and(eq(products.appUuid, appUuid), inArray(sql`lower(${products.name})`, keys.slice(i, i + 5_000))),
      );
    for (const r of rows) found.set(r.key, r.uuid);
  }
  return found;
}

/** Reads an uploaded CSV into a preview: the products it would create and update, and every row error. */
export async function previewImport(ctx: Context, appUuid: string, text: string, fileName?: string) {
  const app = await importableApp(ctx, appUuid);
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch {
    throw badInput({ file: 'The CSV file could not be read: a quoted field is not closed' });
  }
  const plan = planImport(rows);
  const existing = await existingByName(
    ctx.db,
    app.uuid,
    plan.products.map((p) => p.key),
  );
  const [row] = await ctx.db
    .insert(productImports)
    .values({
      uuid: newUuid(),
      appUuid: app.uuid,
      userUuid: ctx.userOrThrow().uuid,
      fileName: (fileName ?? 'products.csv').slice(0, 200),
      rows: plan.rows,
      plan: plan.errors.length > 0 ? [] : plan.products,
      errors: plan.errors,
      updates: plan.products.filter((p) => existing.has(p.key)).length,
      creates: plan.products.filter((p) => !existing.has(p.key)).length,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

export async function importOrThrow(ctx: Context, uuid: string): Promise<ProductImportRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(productImports).where(eq(productImports.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, 'Import');
}

/**
 * Applies a clean preview in one transaction. Applying one that is already applied changes nothing
 * (a retry after a lost answer is safe); one with row errors is refused.
 */
export async function applyImport(ctx: Context, uuid: string): Promise<ProductImportRow> {
  const found = await importOrThrow(ctx, uuid);
  const app = await importableApp(ctx, found.appUuid);
  if (found.status === 'applied') return found;
  IMPORT_STATUS.assert(found.status as ImportStatus, 'applying');
  if ((found.errors as RowError[]).length > 0)
    throw conflict('Fix the rows with errors and upload the file again');
  const plan = found.plan as PlannedProduct[];
  const total = plan.length;
  // Progress is best effort: a lost update is overtaken by the next one and by the final state.
  const progress = (processed: number) =>
    void ctx.pubsub
      .publish('productImportProgress', found.uuid, { processed, total })
      .catch((err: unknown) => ctx.log.warn({ err }, 'import progress not published'));
  progress(0);
  const now = ctx.clock.now();
  const applied = await ctx.db.transaction(async (tx) => {
    // Claims the import first: a second apply racing this one waits here, then sees it applied.
    const [claimed] = await tx
      .update(productImports)
      .set({ status: 'applying' })
      .where(and(eq(productImports.uuid, found.uuid), eq(productImports.status, 'previewed')))
      .returning();
    if (!claimed) return null;
    const categoryOf = await ensureCategories(tx, app.uuid, plan, now);
    const existing = await existingByName(
      tx,
      app.uuid,
      plan.map((p) => p.key),
    );
    // The new products (not matched by name) within the plan's productLimit: all or none.
    await assertProductRoom(ctx, tx, app.uuid, plan.filter((p) => !existing.has(p.key)).length);
    for (let i = 0; i < plan.length; i += BATCH) {
      await writeBatch(tx, app.uuid, plan.slice(i, i + BATCH), existing, categoryOf, now);
      progress(Math.min(total, i + BATCH));
    }
    const [done] = await tx
      .update(productImports)
      .set({ status: 'applied', appliedAt: now, plan: [] })
      .where(eq(productImports.uuid, found.uuid))
      .returning();
    return done;
  });
  return applied ?? (await importOrThrow(ctx, uuid));
}

/** Categories named in the file, created at the top level when the store has none of that name. */
async function ensureCategories(tx: Tx, appUuid: string, plan: PlannedProduct[], now: Date) {
  const stored = await tx
    .select({ uuid: categories.uuid, name: categories.name })
    .from(categories)
    .where(eq(categories.appUuid, appUuid));
  const byName = new Map(stored.map((c) => [c.name.toLowerCase(), c.uuid]));
  const wanted = new Map<string, string>();
  for (const p of plan)
    if (p.category && !byName.has(p.category.toLowerCase())) wanted.set(p.category.toLowerCase(), p.category);
  const created = [...wanted.values()].map((name) => ({
    uuid: newUuid(),
    appUuid,
    name,
    createdAt: now,
    updatedAt: now,
  }));
  if (created.length > 0) await tx.insert(categories).values(created);
  for (const c of created) byName.set(c.name.toLowerCase(), c.uuid);
  return byName;
}

async function writeBatch(
  tx: Tx,
  appUuid: string,
  batch: PlannedProduct[],
  existing: Map<string, string>,
  categoryOf: Map<string, string>,
  now: Date,
) {
  const rows = batch.map((p) => ({
    uuid: existing.get(p.key) ?? newUuid(),
    appUuid,
    name: p.name,
    description: p.description,
    categoryUuid: p.category ? (categoryOf.get(p.category.toLowerCase()) ?? null) : null,
    sectionName: p.sectionName,
    published: p.published,
    hidden: p.hidden,
    digitalProduct: p.digitalProduct,
    options: p.options,
    ...productSummary(p.variants),
    createdAt: now,
    updatedAt: now,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.uuid,
      set: Object.fromEntries(
        [
          ['name', 'name'],
          ['description', 'description'],
          ['categoryUuid', 'category_uuid'],
          ['sectionName', 'section_name'],
          ['published', 'published'],
          ['hidden', 'hidden'],
          ['digitalProduct', 'digital_product'],
          ['options', 'options'],
          ['price', 'price'],
          ['compareAtPrice', 'compare_at_price'],
          ['stockQuantity', 'stock_quantity'],
          ['updatedAt', 'updated_at'],
        ].map(([key, column]) => [key, excluded(column as string)]),
      ),
    });
  const variants = batch.flatMap((p, i) =>
    p.variants.map((v, position) => ({
      uuid: newUuid(),
      appUuid,
      productUuid: rows[i]?.uuid ?? '',
      ...v,
      position,
      createdAt: now,
      updatedAt: now,
    })),
  );
  // Variants no longer in the file go; the rest keep their uuids (orders point at them).
  const updated = rows.filter((_, i) => existing.has(batch[i]?.key ?? ''));
  if (updated.length > 0) {
    const keep = JSON.stringify(variants.map((v) => ({ p: v.productUuid, n: v.variantName })));
    await tx.execute(sql`delete from ${productVariants} v
      where v.product_uuid in (select jsonb_array_elements_text(${JSON.stringify(updated.map((r) => r.uuid))}::jsonb)::uuid)
      and not exists (select 1 from jsonb_to_recordset(${keep}::jsonb) as k(p uuid, n text) where k.p = v.product_uuid and k.n = v.variant_name)`);
  }
  for (let i = 0; i < variants.length; i += BATCH * 2) {
    await tx
      .insert(productVariants)
      .values(variants.slice(i, i + BATCH * 2))
      .onConflictDoUpdate({
        target: [productVariants.productUuid, productVariants.variantName],
        set: Object.fromEntries(
          [
            ['optionValues', 'option_values'],
            ['price', 'price'],
            ['compareAtPrice', 'compare_at_price'],
            ['stockQuantity', 'stock_quantity'],
            ['limited', 'limited'],
            ['published', 'published'],
            ['position', 'position'],
            ['updatedAt', 'updated_at'],
          ].map(([key, column]) => [key, excluded(column as string)]),
        ),
      });
  }
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** The whole catalog as CSV, one row per variant, in the import's columns (products by name). */
export async function exportCsv(ctx: Context, appUuid: string): Promise<string> {
  const app = await appOrThrow(ctx, appUuid);
  const rows = await ctx.db
    .select({ product: products, variant: productVariants, category: categories.name })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productUuid, products.uuid))
    .leftJoin(categories, eq(categories.uuid, products.categoryUuid))
    .where(eq(products.appUuid, app.uuid))
    .orderBy(sql`lower(${products.name})`, asc(products.uuid), asc(productVariants.position));
  const lines = rows.map(({ product: p, variant: v, category }) => {
    const options = [0, 1, 2].flatMap((o) => [p.options[o]?.name ?? '', v.optionValues[o] ?? '']);
    return [
      p.name,
      p.description,
      category ?? '',
      p.sectionName ?? '',
      yesNo(p.published),
      yesNo(p.hidden),
      yesNo(p.digitalProduct),
      ...options,
      centavosToPeso(v.price),
      centavosToPeso(v.compareAtPrice),
      v.limited ? v.stockQuantity : '',
      yesNo(v.published),
    ];
  });
  return toCsv([[...CSV_COLUMNS], ...lines]);
}
