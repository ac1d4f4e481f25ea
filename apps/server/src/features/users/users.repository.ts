import { and, asc, count, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { User } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { containsPattern, isoOrNull } from '../../db/records.js';
import { authTokens, resellers, users } from '../../db/tables.js';

export type UserRow = typeof users.$inferSelect;
type NewUser = Pick<typeof users.$inferInsert, 'email' | 'name' | 'password_hash' | 'role' | 'reseller_id'>;

/** A user as the API shows it: never its password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    reseller_id: row.reseller_id,
    deleted_at: isoOrNull(row.deleted_at),
    lock_version: row.lock_version,
  };
}

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** True when another user (not `exceptId`) has this e-mail, case ignored. */
export async function emailTaken(db: Db | Tx, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function resellerExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, id)).limit(1);
  return row !== undefined;
}

export async function resellerName(db: Db | Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: resellers.name }).from(resellers).where(eq(resellers.id, id)).limit(1);
  return row?.name ?? null;
}

export async function insertUser(db: Db | Tx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUserFields(
  db: Db | Tx,
  id: number,
  fields: Partial<Pick<UserRow, 'email' | 'name' | 'role' | 'reseller_id'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Disables (and signs out everywhere, at once) or enables a user. */
export async function setUserDisabled(db: Db | Tx, id: number, disabled: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ deleted_at: disabled ? sql`coalesce(${users.deleted_at}, now())` : null, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (row && disabled) await db.delete(authTokens).where(eq(authTokens.user_id, id));
  return row;
}

/**
 * Signs a user out everywhere: every client's token is deleted, so the next call with any of them is a 401 on every
 * instance at once. Answers how many clients were signed in.
 */
export async function signOutEverywhere(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(authTokens).where(eq(authTokens.user_id, userId)).returning({ id: authTokens.id });
  return rows.length;
}

/** A new password also signs the user out everywhere, except on the client `keepTokenId` (its own change). */
export async function updatePasswordHash(
  db: Db | Tx,
  userId: number,
  passwordHash: string,
  keepTokenId?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, userId));
    await tx
      .delete(authTokens)
      .where(
        and(eq(authTokens.user_id, userId), keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId)),
      );
  });
}

/**
 * Users by id; disabled ones only when asked. With `q`, only those whose name or e-mail contains it (any case),
 * the first `limit` by e-mail.
 */
export async function listUserRows(
  db: Db,
  options: { includeInactive: boolean; q?: string | undefined; limit?: number },
): Promise<UserRow[]> {
  const pattern = options.q === undefined ? undefined : containsPattern(options.q);
  const query = db
    .select()
    .from(users)
    .where(
      and(
        options.includeInactive ? undefined : isNull(users.deleted_at),
        pattern === undefined ? undefined : or(ilike(users.email, pattern), ilike(users.name, pattern)),
      ),
    );
  return pattern === undefined
    ? query.orderBy(asc(users.id))
    : query.orderBy(asc(users.email)).limit(options.limit ?? Number.MAX_SAFE_INTEGER);
}

export async function listUsers(db: Db): Promise<Pick<UserRow, 'id' | 'email' | 'name' | 'created_at'>[]> {
  return db
    .select({ id: users.id, email: users.email, name: users.name, created_at: users.created_at })
    .from(users)
    .orderBy(asc(users.id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
