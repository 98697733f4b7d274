import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badInput } from './errors.ts';

/** Keyset cursors (createdAt + uuid, newest first): opaque to clients, never OFFSET. */
export interface Keyset {
  createdAt: Date;
  uuid: string;
}

export const encodeCursor = (k: Keyset): string =>
  Buffer.from(`${k.createdAt.toISOString()}|${k.uuid}`).toString('base64url');

export function decodeCursor(cursor: string | null | undefined): Keyset | null {
  if (!cursor) return null;
  const [iso, uuid] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!uuid || Number.isNaN(createdAt.getTime())) throw badInput({ after: 'Invalid cursor' });
  return { createdAt, uuid };
}

export const MAX_PAGE_SIZE = 100;

export function pageSize(first: number | null | undefined, fallback = 20): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) {
    throw badInput({ first: `first should be between 1 and ${MAX_PAGE_SIZE}` });
  }
  return n;
}

/** Builds a Relay connection from rows fetched with limit size + 1. */
export function connectionFrom<T>(
  rows: T[],
  size: number,
  ...[keyOf]: T extends Keyset ? [keyOf?: (row: T) => Keyset] : [keyOf: (row: T) => Keyset]
) {
  const key = keyOf ?? ((row: T) => row as unknown as Keyset);
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({ node, cursor: encodeCursor(key(node)) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The keyset condition "after this cursor" for newest-first lists, as a row-value comparison so that an
 * index on (…, created_at, uuid) serves it as one range (an OR of two comparisons would not).
 */
export function olderThan(createdAt: PgColumn, uuid: PgColumn, cursor: Keyset | null): SQL | undefined {
  return cursor
    ? sql`(${createdAt}, ${uuid}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.uuid}::uuid)`
    : undefined;
}
