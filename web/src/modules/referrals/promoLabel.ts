import type { PromotionKind, PromotionStatus } from '../../generated/graphql';

const KIND_WORDS: Partial<Record<PromotionKind, string>> = {
  AUTOMATIC: 'automatic discount',
  CART: 'cart promo',
};

/** "Payday 10% off · PAYDAY", "₱50 off · automatic discount", "… (starts later)", "… (ended)". */
export function promoLabel(p: {
  title: string;
  code?: string | null;
  kind: PromotionKind;
  status: PromotionStatus;
}): string {
  const what = p.code ?? KIND_WORDS[p.kind] ?? '';
  const when = p.status === 'SCHEDULED' ? ' (starts later)' : p.status === 'EXPIRED' ? ' (ended)' : '';
  return `${p.title}${what ? ` · ${what}` : ''}${when}`;
}

/** What a link opens, in words: "the store", "Ube Jam", "the store with Payday 10% off". */
export function opensWhat(link: {
  product?: { name: string } | null;
  promo?: { title?: string | null; ended: boolean } | null;
}): string {
  if (link.product) return link.product.name;
  if (!link.promo) return 'the store';
  if (link.promo.ended) return `the store (the promo ${link.promo.title ? `${link.promo.title} ` : ''}ended)`;
  return `the store with ${link.promo.title ?? 'a promo'}`;
}
