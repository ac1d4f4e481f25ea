import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/tables.js';
import type { UserRole } from '@nprm/contracts';

/** Who is calling: read from the user's row on every signed-in request, so a change of role applies at once. */
export interface Access {
  userId: number;
  email: string;
  role: UserRole;
  resellerId: number | null;
}

/** The role and reseller of an enabled user; undefined for a disabled or unknown one. */
export async function findAccess(db: Db, userId: number): Promise<Access | undefined> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, role: users.role, resellerId: users.reseller_id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  return row;
}
