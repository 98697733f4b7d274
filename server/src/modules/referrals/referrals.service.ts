/** Referral links: list, create, edit, delete, and each link's addresses and figures. */
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import { badInput, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { addDays, manilaDate, manilaDayEnd, manilaDayStart } from '../../platform/manila.ts';
import { type DayRange, sourceFigures } from '../analytics/index.ts';
import { activePageLoader, appOrThrow } from '../apps/index.ts';
import { productsOfApp } from '../catalog/index.ts';
import { conversationsByRef } from '../inbox/index.ts';
import { ordersBySource } from '../orders/index.ts';
import { LINKABLE_PROMOTION_KINDS, type LinkedPromotion, promotionsOfApp } from '../promotions/index.ts';
import {
  CHOOSE_PRODUCT,
  CHOOSE_PROMO,
  codeFrom,
  linkProblems,
  MAX_LINKS,
  PROMO_ENDED,
  PROMO_KIND,
  type ReferralLinkInput,
  SHORT_CODE_RE,
  SHORT_LINK_PREFIX,
} from './referrals.rules.ts';
import { type ReferralLinkRow, referralLinks } from './referrals.tables.ts';

const CODE_TAKEN = 'Another link of this store has this code';
export type LinkTarget = 'store' | 'product';

/**
 * A store's links to itself (Referral, with its links to promos: they open the store) or to its
 * products (Smart Retail Links), newest first.
 */
export async function listLinks(
  ctx: Context,
  appUuid: string,
  target: LinkTarget,
): Promise<ReferralLinkRow[]> {
  const app = await appOrThrow(ctx, appUuid);
  return ctx.db
    .select()
    .from(referralLinks)
    .where(
      and(
        eq(referralLinks.appUuid, app.uuid),
        target === 'store' ? isNull(referralLinks.productUuid) : isNotNull(referralLinks.productUuid),
      ),
    )
    .orderBy(desc(referralLinks.createdAt), desc(referralLinks.uuid))
    .limit(MAX_LINKS);
}

export async function linkOrThrow(ctx: Context, appUuid: string, uuid: string): Promise<ReferralLinkRow> {
  const app = await appOrThrow(ctx, appUuid);
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select()
        .from(referralLinks)
        .where(and(eq(referralLinks.appUuid, app.uuid), eq(referralLinks.uuid, uuid)))
    : [];
  if (!row) throw notFound('Referral link');
  return row;
}

/** `current`: the link being edited (it may keep a promo that has ended since). */
async function checked(ctx: Context, appUuid: string, input: ReferralLinkInput, current?: ReferralLinkRow) {
  const problems = linkProblems(input, isUuid);
  if (input.productUuid && !problems.productUuid) {
    const [product] = await productsOfApp(ctx, appUuid, [input.productUuid]);
    if (!product) problems.productUuid = CHOOSE_PRODUCT;
  }
  if (input.promotionUuid && !problems.promotionUuid) {
    const [promo] = await promotionsOfApp(ctx.db, appUuid, [input.promotionUuid], ctx.clock.now());
    if (!promo) problems.promotionUuid = CHOOSE_PROMO;
    else if (!LINKABLE_PROMOTION_KINDS.includes(promo.kind)) problems.promotionUuid = PROMO_KIND;
    else if (promo.status === 'expired' && promo.uuid !== current?.promotionUuid)
      problems.promotionUuid = PROMO_ENDED;
  }
  const [first] = Object.values(problems);
  if (first) throw badInput(problems, first);
  const name = input.name.trim();
  return {
    name,
    code: (input.code ?? '').trim().toLowerCase() || codeFrom(name),
    productUuid: input.productUuid || null,
    promotionUuid: input.promotionUuid || null,
  };
}

const saving = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badInput({ code: CODE_TAKEN }, CODE_TAKEN);
    throw err;
  }
};

export async function createLink(ctx: Context, appUuid: string, input: ReferralLinkInput) {
  const app = await appOrThrow(ctx, appUuid);
  const values = await checked(ctx, app.uuid, input);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(referralLinks)
    .where(eq(referralLinks.appUuid, app.uuid));
  if ((row?.n ?? 0) >= MAX_LINKS) {
    const message = `A store keeps at most ${MAX_LINKS} referral links`;
    throw badInput({ name: message }, message);
  }
  const now = ctx.clock.now();
  const [created] = await saving(() =>
    ctx.db
      .insert(referralLinks)
      .values({ uuid: newUuid(), appUuid: app.uuid, ...values, createdAt: now, updatedAt: now })
      .returning(),
  );
  return created as ReferralLinkRow;
}

export async function updateLink(ctx: Context, appUuid: string, uuid: string, input: ReferralLinkInput) {
  const link = await linkOrThrow(ctx, appUuid, uuid);
  const values = await checked(ctx, link.appUuid, input, link);
  const [updated] = await saving(() =>
    ctx.db
      .update(referralLinks)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(eq(referralLinks.uuid, link.uuid))
      .returning(),
  );
  return updated as ReferralLinkRow;
}

export async function deleteLink(ctx: Context, appUuid: string, uuid: string): Promise<string> {
  const link = await linkOrThrow(ctx, appUuid, uuid);
  await ctx.db.delete(referralLinks).where(eq(referralLinks.uuid, link.uuid));
  return link.uuid;
}

/** The link's promo as the console and the storefront see it: null for a link to the store or a product. */
export interface LinkPromo {
  uuid: string;
  /** null: the promo was deleted. */
  promotion: LinkedPromotion | null;
  /** Ended or deleted: the link opens the store without it. */
  ended: boolean;
}

/** The promos of a page of links: one query per store (links of one store in practice). */
export const linkPromoLoader = (ctx: Context) =>
  ctx.loader<ReferralLinkRow, LinkPromo | null>('referrals.promo', async (links) => {
    const byApp = new Map<string, string[]>();
    for (const l of links)
      if (l.promotionUuid) byApp.set(l.appUuid, [...(byApp.get(l.appUuid) ?? []), l.promotionUuid]);
    const found = new Map<string, LinkedPromotion>();
    for (const [appUuid, uuids] of byApp)
      for (const p of await promotionsOfApp(ctx.db, appUuid, uuids, ctx.clock.now())) found.set(p.uuid, p);
    return links.map((l) => (l.promotionUuid ? promoOf(l.promotionUuid, found.get(l.promotionUuid)) : null));
  });

const promoOf = (uuid: string, promotion: LinkedPromotion | undefined): LinkPromo => ({
  uuid,
  promotion: promotion ?? null,
  ended: !promotion || promotion.status === 'expired',
});

/**
 * The storefront address a shopper opens (the ref marks the visit as the link's): the product's page,
 * or the store; a running discount code rides along as `promo` (the storefront applies it to the
 * cart). A promo not started yet, ended or deleted: just the store.
 */
export function storeUrlOf(publicUrl: string, link: ReferralLinkRow, promo: LinkPromo | null): string {
  const path = link.productUuid
    ? `/store/${link.appUuid}/products/${link.productUuid}`
    : `/store/${link.appUuid}`;
  const code = promo?.promotion?.status === 'active' ? promo.promotion.code : null;
  const promoParam = code ? `&promo=${encodeURIComponent(code)}` : '';
  return `${publicUrl}${path}?ref=${encodeURIComponent(link.code)}${promoParam}`;
}

/** The link's short address, e.g. https://suki.ph/r/aZ3kP9q. */
export const shortUrlOf = (publicUrl: string, link: ReferralLinkRow): string =>
  `${publicUrl}${SHORT_LINK_PREFIX}${link.shortCode}`;

/**
 * Where a short address leads (any store's link; no session): the link's storefront address, or null
 * for a code no link has.
 */
export async function shortLinkTarget(
  ctx: ServiceContext & { publicUrl(): string },
  shortCode: string,
): Promise<string | null> {
  if (!SHORT_CODE_RE.test(shortCode)) return null;
  const [link] = await ctx.db.select().from(referralLinks).where(eq(referralLinks.shortCode, shortCode));
  if (!link) return null;
  let promo: LinkPromo | null = null;
  if (link.promotionUuid) {
    const [found] = await promotionsOfApp(ctx.db, link.appUuid, [link.promotionUuid], ctx.clock.now());
    promo = promoOf(link.promotionUuid, found);
  }
  return storeUrlOf(ctx.publicUrl(), link, promo);
}

/** The page's Messenger conversation with the link's ref, when a page is connected. */
export async function messengerUrlOf(ctx: Context, link: ReferralLinkRow): Promise<string | null> {
  const page = await activePageLoader(ctx).load(link.appUuid);
  return page ? `https://m.me/${page.fbPageId}?ref=${encodeURIComponent(link.code)}` : null;
}

/** The last 30 Manila days, today included. */
export const last30Days = (now: Date): DayRange => {
  const to = manilaDate(now);
  return { from: addDays(to, -29), to };
};

/**
 * A link's figures over a range of Manila days (default: the last 30): the storefront's visits and
 * orders placed from it (analytics, as the overview's Top Referrals), the orders that kept its ref and
 * their worth (revenue), and the people who opened the page's conversation from its m.me link.
 */
export async function linkFigures(ctx: Context, link: ReferralLinkRow, range?: DayRange | null) {
  const r = range ?? last30Days(ctx.clock.now());
  const [figures] = await sourceFigures(ctx, link.appUuid, [link.code], r);
  const instants = { from: manilaDayStart(r.from), to: manilaDayEnd(r.to) };
  const [sales, conversations] = await Promise.all([
    ordersBySource(ctx.db, link.appUuid, [link.code], instants),
    conversationsByRef(ctx.db, link.appUuid, [link.code], instants),
  ]);
  return {
    range: r,
    visits: figures?.visits ?? 0,
    ordersPlaced: figures?.ordersPlaced ?? 0,
    revenue: sales.get(link.code)?.revenue ?? 0,
    conversations: conversations.get(link.code) ?? 0,
  };
}
