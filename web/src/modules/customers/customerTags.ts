/**
 * Customer tags as the server keeps them (server: modules/customers/customers.tags.ts): trimmed,
 * lowercase, single spaces. The server checks the rest and answers in words.
 */
export const MAX_TAGS = 10;

export const normalizeTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLowerCase();

/** Typed or picked tags as a list: normalized, blanks dropped, each once (first kept). */
export const tagList = (tags: readonly string[]): string[] => [
  ...new Set(tags.map(normalizeTag).filter((t) => t !== '')),
];
