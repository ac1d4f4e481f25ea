import { SEAL_CONTENT_TYPES } from '@nprm/contracts';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { engineerProfiles, engineerSeals, users, type StoredLicence } from '../../db/tables.js';

export type ProfileRow = typeof engineerProfiles.$inferSelect;
export type SealRow = typeof engineerSeals.$inferSelect;

export async function findProfile(db: Db | Tx, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(engineerProfiles).where(eq(engineerProfiles.user_id, userId)).limit(1);
  return row;
}

export async function upsertProfile(
  db: Db | Tx,
  userId: number,
  fields: { name: string; licences: StoredLicence[] },
): Promise<ProfileRow> {
  const [row] = await db
    .insert(engineerProfiles)
    .values({ user_id: userId, ...fields })
    .onConflictDoUpdate({ target: engineerProfiles.user_id, set: { ...fields, updated_at: new Date() } })
    .returning();
  return row!;
}

/** Stores a checked seal and makes it the profile's current one. */
export async function insertSeal(
  db: Db | Tx,
  userId: number,
  seal: Pick<SealRow, 'content_type' | 'bytes'>,
): Promise<ProfileRow | undefined> {
  const [stored] = await db
    .insert(engineerSeals)
    .values({ user_id: userId, ...seal })
    .returning({ id: engineerSeals.id });
  const [row] = await db
    .update(engineerProfiles)
    .set({ seal_id: stored!.id, updated_at: new Date() })
    .where(eq(engineerProfiles.user_id, userId))
    .returning();
  return row;
}

/** A stored seal of an accepted type: an SVG stored before SVG seals were refused is no seal. */
export async function findSeal(db: Db | Tx, id: number): Promise<SealRow | undefined> {
  const [row] = await db
    .select()
    .from(engineerSeals)
    .where(and(eq(engineerSeals.id, id), inArray(engineerSeals.content_type, [...SEAL_CONTENT_TYPES])))
    .limit(1);
  return row;
}

/** The role of an enabled user, or undefined. */
export async function findEnabledRole(db: Db | Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  return row?.role;
}

/** The e-mail addresses of everyone who may decide reviews: enabled engineers and administrators with a profile. */
export async function reviewerEmails(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .leftJoin(engineerProfiles, eq(engineerProfiles.user_id, users.id))
    .where(
      and(
        isNull(users.deleted_at),
        or(eq(users.role, 'engineer'), and(eq(users.role, 'administrator'), isNotNull(engineerProfiles.user_id))),
      ),
    );
  return rows.map((row) => row.email);
}
