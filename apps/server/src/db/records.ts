import { eq, sql } from 'drizzle-orm';
import type { Db } from './types.js';
import type {
  antennas,
  blockTypes,
  mounts,
  resellerMounts,
  resellers,
  roofTypes,
  windSpeedOverrides,
} from './tables.js';

/** PostgreSQL's error code of an error thrown by node-postgres or PGlite, also when Drizzle wraps it. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a unique-constraint violation (two admins saving the same domain at once, say). */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === '23505';
}

/** Timestamps leave the API as ISO 8601 UTC strings. */
export function isoOrNull(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

/** The catalogue tables an admin deactivates (deleted_at) rather than deletes. */
export type SoftDeletable =
  | typeof resellers
  | typeof antennas
  | typeof mounts
  | typeof resellerMounts
  | typeof roofTypes
  | typeof windSpeedOverrides
  | typeof blockTypes;

/**
 * Soft delete (deleted_at set; an earlier deletion time is kept) or reactivation (deleted_at cleared).
 * False when no row has that id.
 */
export async function setDeletedAt(db: Db, table: SoftDeletable, id: number, deleted: boolean): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ deleted_at: deleted ? sql`coalesce(${table.deleted_at}, now())` : null, updated_at: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * The ILIKE pattern of "contains this text": %, _ and the escape character \ in the text match themselves, so a
 * search for "50%" or "a_b" finds those characters rather than any.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
