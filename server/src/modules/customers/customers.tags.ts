/** Pure rules of customer tags: how a tag reads, and a customer's tags' problems in plain words. */

export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;
/** How many of a store's tags the suggestions list. */
export const MAX_TAG_SUGGESTIONS = 100;

const TAG_CHARS = /^[\p{L}\p{N} -]+$/u;

/** A tag as stored: trimmed, lowercase, single spaces ("  VIP  Buyer " → "vip buyer"). */
export const normalizeTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLowerCase();

/** A normalized tag's problem in plain words, or null when it is sound. */
export function tagProblem(tag: string): string | null {
  if (!tag) return 'A tag cannot be blank';
  if (tag.length > MAX_TAG_LENGTH) return `"${tag}" is longer than ${MAX_TAG_LENGTH} characters`;
  if (!TAG_CHARS.test(tag)) return `"${tag}" should use only letters, digits, spaces and hyphens`;
  return null;
}

/** Whether a tag, once normalized, is sound. */
export const isTag = (tag: string): boolean => tagProblem(normalizeTag(tag)) === null;

/** A customer's tags normalized and deduplicated (first spelling kept, in order), or their problem. */
export function cleanTags(tags: readonly string[]): { tags: string[]; problem: string | null } {
  const clean = [...new Set(tags.map(normalizeTag))];
  const problem = clean.map(tagProblem).find((p) => p !== null) ?? null;
  if (problem) return { tags: clean, problem };
  if (clean.length > MAX_TAGS) return { tags: clean, problem: `A customer has at most ${MAX_TAGS} tags` };
  return { tags: clean, problem: null };
}
