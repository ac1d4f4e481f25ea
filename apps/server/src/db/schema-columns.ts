/** Column shapes shared by the tables of schema*.ts. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  created_at: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
};
/**
 * Optimistic concurrency (docs/api.md, "Concurrent edits"): a save sends the version it read and is refused (409)
 * when another save came first; every admin write adds 1 (db/lock-version.ts).
 */
export const lockVersion = () => integer('lock_version').notNull().default(0);
export const deletedAt = timestamp('deleted_at', { mode: 'date', withTimezone: true });
