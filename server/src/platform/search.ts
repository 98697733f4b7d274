/** Searching text columns. */

/** Escapes LIKE wildcards so a search for "50%" means the text: a "contains" pattern for LIKE / ILIKE. */
export const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
