/** A promotion form's live preview: what a sample cart would pay with the promotion as drafted. */
import type { Context } from '../../graphql/context.ts';
import { newUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/index.ts';
import { categoryLineage, variantsWithProducts } from '../catalog/index.ts';
import { type PromotionInput, promotionProblems } from './promotions.input.ts';
import { ANY_SHOPPER, type Cart, combine, type PromotionRule, refusalOf } from './promotions.rules.ts';

export interface PreviewInput extends PromotionInput {
  appUuid: string;
  items: ReadonlyArray<{ variantUuid: string; quantity: number }>;
  deliveryFee?: number | null;
}

/** The cart the promotions price: each line with its product's categories (theirs and above). */
export async function cartOf(
  deps: Pick<Context, 'db'>,
  appUuid: string,
  items: ReadonlyArray<{ variantUuid: string; quantity: number; lineTotal?: number }>,
  delivery: { delivery: boolean; deliveryFee: number },
): Promise<Cart> {
  const [rows, lineage] = await Promise.all([
    variantsWithProducts(
      deps,
      appUuid,
      items.map((i) => i.variantUuid),
    ),
    categoryLineage(deps, appUuid),
  ]);
  const byVariant = new Map(rows.map((r) => [r.variant.uuid, r]));
  const lines = items.flatMap((item) => {
    const row = byVariant.get(item.variantUuid);
    if (!row || !Number.isInteger(item.quantity) || item.quantity < 1) return [];
    return [
      {
        productUuid: row.product.uuid,
        categoryUuids: row.product.categoryUuid ? (lineage.get(row.product.categoryUuid) ?? []) : [],
        unitPrice: row.variant.price,
        quantity: Math.min(item.quantity, 1000),
        lineTotal: item.lineTotal ?? row.variant.price * Math.min(item.quantity, 1000),
      },
    ];
  });
  return { lines, subtotal: lines.reduce((n, l) => n + l.lineTotal, 0), ...delivery };
}

export async function previewPromotion(ctx: Context, input: PreviewInput) {
  const app = await appOrThrow(ctx, input.appUuid);
  const now = ctx.clock.now();
  const problems = promotionProblems(input);
  const fee = Math.max(0, Math.min(input.deliveryFee ?? 0, 100_000_000));
  const cart = await cartOf(ctx, app.uuid, input.items.slice(0, 20), { delivery: fee > 0, deliveryFee: fee });
  const draft: PromotionRule = {
    uuid: newUuid(),
    kind: input.kind,
    title: input.title.trim() || 'This promo',
    code: input.kind === 'code' ? (input.code ?? '').trim().toUpperCase() || 'CODE' : null,
    valueType: input.valueType,
    value: input.value,
    scope: input.scope,
    productUuids: input.productUuids ?? [],
    categoryUuids: input.categoryUuids ?? [],
    minimumPurchase: input.minimumPurchase ?? 0,
    condition: input.kind === 'code' ? 'none' : (input.condition ?? 'none'),
    buyQuantity: input.buyQuantity ?? null,
    getQuantity: input.getQuantity ?? null,
    tiers: input.tiers ?? [],
    // The preview asks what the cart would pay while the promotion runs, whatever its dates.
    startsAt: now,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    firstOrderOnly: false,
    usedCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  const refusal = Object.keys(problems).length ? null : refusalOf(draft, cart, now, ANY_SHOPPER);
  const discounts =
    refusal || Object.keys(problems).length
      ? { total: 0 }
      : draft.kind === 'code'
        ? combine(
            [],
            new Map([[draft.code as string, draft]]),
            [draft.code as string],
            cart,
            now,
            ANY_SHOPPER,
          )
        : combine([draft], new Map(), [], cart, now, ANY_SHOPPER);
  return {
    subtotal: cart.subtotal,
    deliveryFee: cart.deliveryFee,
    discount: discounts.total,
    total: cart.subtotal + cart.deliveryFee - discounts.total,
    refusal: cart.lines.length === 0 ? 'Add a product to the sample cart' : refusal,
    problems,
  };
}
