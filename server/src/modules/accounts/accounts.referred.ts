import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { fullName } from './accounts.rules.ts';
import { users } from './accounts.tables.ts';

/** A merchant a partner brought in: their account signed up or signed in with the partner's affiliate code. */
export interface ReferredUser {
  uuid: string;
  name: string;
  email: string;
  createdAt: Date;
}

/** Every account `referrerUuid` referred (users.referred_by_uuid, indexed), oldest first. */
export async function referredUsers(db: Db | Tx, referrerUuid: string): Promise<ReferredUser[]> {
  const rows = await db
    .select({
      uuid: users.uuid,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.referredByUuid, referrerUuid))
    .orderBy(asc(users.createdAt), asc(users.uuid));
  return rows.map((r) => ({
    uuid: r.uuid,
    name: fullName(r) || r.email,
    email: r.email,
    createdAt: r.createdAt,
  }));
}
