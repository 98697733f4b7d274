import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput } from '../../platform/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import { hashToken, newSecureToken } from '../../platform/secure-token.ts';
import { INVALID_LINK, TOKEN_TTL_MS } from './accounts.rules.ts';
import { type AccountTokenPurpose, accountTokens } from './accounts.tables.ts';

/** Issues a single-use token for an emailed link; earlier unused tokens of the same purpose stop working. */
export async function issueAccountToken(
  db: Db | Tx,
  now: Date,
  userUuid: string,
  purpose: AccountTokenPurpose,
  email: string,
): Promise<string> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userUuid, userUuid),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const { raw, hash } = newSecureToken();
  await db.insert(accountTokens).values({
    uuid: newUuid(),
    userUuid,
    purpose,
    tokenHash: hash,
    email,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return raw;
}

/** Marks the token used and returns it; an unknown, used or expired token is refused on `field`. */
export async function consumeAccountToken(
  tx: Db | Tx,
  now: Date,
  raw: string,
  purposes: readonly AccountTokenPurpose[],
  field: string,
) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(raw.trim())),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!row || !purposes.includes(row.purpose)) throw badInput({ [field]: INVALID_LINK });
  return row;
}
