import type { Db } from './types.js';

/**
 * Statements of the hot paths (every search, every shared link), built by Drizzle and prepared once per database
 * rather than built on every call: building even a one-row select through Drizzle costs more server CPU than
 * PostgreSQL spends answering it (measured with bench/http). `prepare` runs on first use for each database.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
