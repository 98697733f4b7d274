import type { CommentReplyRuleRow } from './comment-replies.tables.ts';

/** Where a private reply's button opens: the store or a product, with the rule's ref. */
export function buttonUrl(
  publicUrl: string,
  rule: Pick<CommentReplyRuleRow, 'appUuid' | 'ref' | 'buttonTarget' | 'buttonProductUuid'>,
): string {
  const path =
    rule.buttonTarget === 'product' && rule.buttonProductUuid
      ? `/store/${rule.appUuid}/products/${rule.buttonProductUuid}`
      : `/store/${rule.appUuid}`;
  return `${publicUrl}${path}?ref=${encodeURIComponent(rule.ref)}`;
}
