/** Changing products: create, update, delete and the bulk actions, each in one transaction. */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Tx } from '../../platform/db.ts';
import { badInput, forbidden } from '../../platform/errors.ts';
import { type Emitter, inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/index.ts';
import { featureFlagsOf } from '../flags/index.ts';
import { attachPhotos, deleteProductPhotos, photoUrls } from '../photos/index.ts';
import {
  cleanOptions,
  NOT_BULKABLE,
  type OptionInput,
  optionProblems,
  productProblems,
  productSummary,
  sizeProblems,
  type VariantInput,
  variantMatrix,
  variantNameOf,
  variantProblems,
} from './catalog.products.rules.ts';
import { productOrThrow } from './catalog.products.service.ts';
import { throwIfProblems } from './catalog.shared.ts';
import {
  addOns,
  categories,
  type ProductRow,
  productAddOns,
  products,
  productVariants,
} from './catalog.tables.ts';
import { assertProductRoom } from './catalog.usage.ts';

export interface ProductInput {
  name?: string | null;
  description?: string | null;
  categoryUuid?: string | null;
  published?: boolean | null;
  hidden?: boolean | null;
  digitalProduct?: boolean | null;
  sectionName?: string | null;
  /** Without options: the Default variant's price, compare-at price and stock. */
  price?: number | null;
  compareAtPrice?: number | null;
  stockQuantity?: number | null;
  limited?: boolean | null;
  options?: OptionInput[] | null;
  variants?: VariantInput[] | null;
  addOnUuids?: string[] | null;
  photoUuids?: string[] | null;
}

async function checkCategory(ctx: Context, appUuid: string, uuid: string | null | undefined) {
  if (!uuid) return;
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select({ uuid: categories.uuid })
        .from(categories)
        .where(and(eq(categories.uuid, uuid), eq(categories.appUuid, appUuid)))
    : [];
  if (!row) throw badInput({ categoryUuid: 'Category not found' });
}

async function checkAddOns(ctx: Context, appUuid: string, uuids: readonly string[] | null | undefined) {
  if (!uuids?.length) return;
  const unique = [...new Set(uuids)];
  const rows = unique.every(isUuid)
    ? await ctx.db
        .select({ uuid: addOns.uuid })
        .from(addOns)
        .where(and(inArray(addOns.uuid, unique), eq(addOns.appUuid, appUuid)))
    : [];
  if (rows.length !== unique.length) throw badInput({ addOnUuids: 'Add-On not found' });
}

/** The variants to store: the Default one for a product without options, else the matrix in order. */
function plannedVariants(input: ProductInput, options: OptionInput[], current?: ProductRow) {
  if (options.length === 0) {
    return [
      {
        optionValues: [] as string[],
        variantName: variantNameOf([]),
        price: input.price ?? current?.price ?? 0,
        compareAtPrice:
          input.compareAtPrice !== undefined ? input.compareAtPrice : (current?.compareAtPrice ?? null),
        stockQuantity: input.stockQuantity ?? current?.stockQuantity ?? 0,
        limited:
          input.limited ??
          (input.stockQuantity !== undefined ? input.stockQuantity !== null : current?.stockQuantity != null),
        published: true,
      },
    ];
  }
  const byName = new Map(
    (input.variants ?? []).map((v) => [variantNameOf(v.optionValues.map((x) => x.trim())), v]),
  );
  return variantMatrix(options).map(({ optionValues, variantName }) => {
    const v = byName.get(variantName);
    return {
      optionValues,
      variantName,
      price: v?.price ?? 0,
      compareAtPrice: v?.compareAtPrice ?? null,
      stockQuantity: v?.stockQuantity ?? 0,
      limited: v?.limited ?? v?.stockQuantity != null,
      published: v?.published ?? true,
    };
  });
}

/** Stores the planned variants (matched to stored ones by name, so a variant keeps its uuid) and the summary. */
async function saveVariants(
  ctx: Context,
  tx: Tx,
  product: { uuid: string; appUuid: string },
  planned: ReturnType<typeof plannedVariants>,
  patchOnly: boolean,
) {
  const now = ctx.clock.now();
  const stored = await tx.select().from(productVariants).where(eq(productVariants.productUuid, product.uuid));
  const byName = new Map(stored.map((v) => [v.variantName, v]));
  const names = planned.map((p) => p.variantName);
  if (!patchOnly) {
    await tx
      .delete(productVariants)
      .where(
        and(eq(productVariants.productUuid, product.uuid), notInArray(productVariants.variantName, names)),
      );
  }
  for (const [position, p] of planned.entries()) {
    const existing = byName.get(p.variantName);
    if (existing) {
      await tx
        .update(productVariants)
        .set({ ...p, position, updatedAt: now })
        .where(eq(productVariants.uuid, existing.uuid));
    } else {
      await tx.insert(productVariants).values({
        uuid: newUuid(),
        appUuid: product.appUuid,
        productUuid: product.uuid,
        ...p,
        position,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  return productSummary(planned);
}

async function saveAddOns(tx: Tx, productUuid: string, addOnUuids: readonly string[] | null | undefined) {
  if (addOnUuids == null) return;
  await tx.delete(productAddOns).where(eq(productAddOns.productUuid, productUuid));
  const unique = [...new Set(addOnUuids)];
  if (unique.length > 0)
    await tx.insert(productAddOns).values(unique.map((addOnUuid) => ({ productUuid, addOnUuid })));
}

/** Attaches the photos in order; the product row keeps the first one's URL for lists and Messenger. */
async function savePhotos(
  ctx: Context,
  tx: Tx,
  emitter: Emitter,
  product: { uuid: string; appUuid: string },
  photoUuids: readonly string[] | null | undefined,
) {
  if (photoUuids == null) return undefined;
  const [first] = await attachPhotos(tx, emitter, product.appUuid, product.uuid, photoUuids);
  return { photoUrl: first ? photoUrls(ctx, first).url : null };
}

function checkInput(input: ProductInput, options: OptionInput[], creating: boolean, variantsGiven: boolean) {
  const single = options.length === 0;
  // Sizes first: nothing is built from options or variants past the limits.
  throwIfProblems(sizeProblems(options, input.variants ?? undefined));
  throwIfProblems({
    ...productProblems(input, creating, single),
    ...optionProblems(options),
    ...(!single && (creating || variantsGiven) ? variantProblems(options, input.variants ?? []) : {}),
  });
}

export async function createProduct(ctx: Context, input: ProductInput & { appUuid: string; name: string }) {
  const app = await appOrThrow(ctx, input.appUuid);
  const options = cleanOptions(input.options ?? []);
  checkInput(input, options, true, true);
  await checkCategory(ctx, app.uuid, input.categoryUuid);
  await checkAddOns(ctx, app.uuid, input.addOnUuids);
  const now = ctx.clock.now();
  const planned = plannedVariants(input, options);
  const summary = productSummary(planned);
  return inTransaction(ctx, async (tx, emitter) => {
    await assertProductRoom(ctx, tx, app.uuid, 1);
    const uuid = newUuid();
    await tx.insert(products).values({
      uuid,
      appUuid: app.uuid,
      name: input.name.trim(),
      description: input.description?.trim() ?? '',
      categoryUuid: input.categoryUuid || null,
      published: input.published ?? true,
      hidden: input.hidden ?? false,
      digitalProduct: input.digitalProduct ?? false,
      sectionName: input.sectionName?.trim() || null,
      options,
      ...summary,
      createdAt: now,
      updatedAt: now,
    });
    await saveVariants(ctx, tx, { uuid, appUuid: app.uuid }, planned, false);
    await saveAddOns(tx, uuid, input.addOnUuids);
    const photo = await savePhotos(ctx, tx, emitter, { uuid, appUuid: app.uuid }, input.photoUuids);
    const [row] = await tx
      .update(products)
      .set({ photoUrl: photo?.photoUrl ?? null })
      .where(eq(products.uuid, uuid))
      .returning();
    if (!row) throw new Error('product insert returned nothing');
    return row;
  });
}

/**
 * Changes the fields given. New `options` need the whole variant matrix in `variants`; `variants`
 * alone update the stored matrix's variants named; without options, price and stock fields change
 * the Default variant.
 */
export async function updateProduct(ctx: Context, input: ProductInput & { uuid: string }) {
  const current = await productOrThrow(ctx, input.uuid);
  const options = input.options != null ? cleanOptions(input.options) : current.options;
  const variantsGiven = input.variants != null;
  if (input.options != null && options.length > 0 && !variantsGiven) {
    throw badInput({ variants: 'Set a price for every variant' });
  }
  checkInput(input, options, false, variantsGiven || input.options != null);
  await checkCategory(ctx, current.appUuid, input.categoryUuid);
  await checkAddOns(ctx, current.appUuid, input.addOnUuids);
  const single = options.length === 0;
  const touchesVariants =
    input.options != null ||
    variantsGiven ||
    (single &&
      [input.price, input.compareAtPrice, input.stockQuantity, input.limited].some((v) => v !== undefined));
  return inTransaction(ctx, async (tx, emitter) => {
    let summary: ReturnType<typeof productSummary> | undefined;
    if (touchesVariants) {
      // Without options the product row's summary is the Default variant's own values.
      const planned = plannedVariants(input, options, current);
      summary = await saveVariants(ctx, tx, current, planned, false);
    }
    await saveAddOns(tx, current.uuid, input.addOnUuids);
    const photo = await savePhotos(ctx, tx, emitter, current, input.photoUuids);
    const [row] = await tx
      .update(products)
      .set({
        ...(input.name != null ? { name: input.name.trim() } : {}),
        ...(input.description != null ? { description: input.description.trim() } : {}),
        ...(input.categoryUuid !== undefined ? { categoryUuid: input.categoryUuid || null } : {}),
        ...(input.published != null ? { published: input.published } : {}),
        ...(input.hidden != null ? { hidden: input.hidden } : {}),
        ...(input.digitalProduct != null ? { digitalProduct: input.digitalProduct } : {}),
        ...(input.sectionName !== undefined ? { sectionName: input.sectionName?.trim() || null } : {}),
        ...(input.options != null ? { options } : {}),
        ...(summary ?? {}),
        ...(photo ?? {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(products.uuid, current.uuid))
      .returning();
    return row ?? current;
  });
}

export async function deleteProduct(ctx: Context, uuid: string): Promise<{ uuid: string }> {
  const row = await productOrThrow(ctx, uuid);
  await inTransaction(ctx, async (tx, emitter) => {
    await deleteProductPhotos(tx, emitter, row.appUuid, row.uuid);
    await tx.delete(products).where(eq(products.uuid, row.uuid));
  });
  return { uuid: row.uuid };
}

export type BulkAction = 'publish' | 'unpublish' | 'delete';
export const BULK_MAX = 100;

/** Publishes, unpublishes or deletes up to 100 of an app's products at once (apps that are `bulkable`). */
export async function bulkUpdateProducts(
  ctx: Context,
  input: { appUuid: string; uuids: string[]; action: BulkAction },
): Promise<{ uuids: string[]; action: BulkAction }> {
  const app = await appOrThrow(ctx, input.appUuid);
  if (!(await featureFlagsOf(ctx.db, app.uuid)).bulkable) throw forbidden(NOT_BULKABLE);
  const uuids = [...new Set(input.uuids)];
  if (uuids.length === 0) throw badInput({ uuids: 'Select at least one product' });
  if (uuids.length > BULK_MAX) throw badInput({ uuids: `Select at most ${BULK_MAX} products` });
  if (!uuids.every(isUuid)) throw badInput({ uuids: 'Product not found' });
  return inTransaction(ctx, async (tx, emitter) => {
    const found = await tx
      .select({ uuid: products.uuid })
      .from(products)
      .where(and(eq(products.appUuid, app.uuid), inArray(products.uuid, uuids)));
    // All or nothing: one product of another store (or already gone) and nothing changes.
    if (found.length !== uuids.length) throw badInput({ uuids: 'Product not found' });
    if (input.action === 'delete') {
      for (const uuid of uuids) await deleteProductPhotos(tx, emitter, app.uuid, uuid);
      await tx.delete(products).where(inArray(products.uuid, uuids));
    } else {
      await tx
        .update(products)
        .set({ published: input.action === 'publish', updatedAt: ctx.clock.now() })
        .where(inArray(products.uuid, uuids));
    }
    return { uuids, action: input.action };
  });
}
