import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authTokens, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertUser(
  db: Db,
  user: { email: string; name: string | null; password_hash: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** A new password also signs the user out everywhere. */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, userId));
    await tx.delete(authTokens).where(eq(authTokens.user_id, userId));
  });
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
