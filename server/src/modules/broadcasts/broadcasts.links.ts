import type { BroadcastButton } from './broadcasts.rules.ts';
import type { BroadcastRow } from './broadcasts.tables.ts';

/** Where a button opens: the store or a product, with the broadcast's ref (its clicks are those visits). */
export function buttonUrl(
  publicUrl: string,
  b: Pick<BroadcastRow, 'appUuid' | 'ref'>,
  button: BroadcastButton,
): string {
  const path =
    button.target === 'product' && button.productUuid
      ? `/store/${b.appUuid}/products/${button.productUuid}`
      : `/store/${b.appUuid}`;
  return `${publicUrl}${path}?ref=${encodeURIComponent(b.ref)}`;
}
