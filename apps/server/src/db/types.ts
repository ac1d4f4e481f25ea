import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as tables from './tables.js';

/**
 * The database as the code sees it. Its own module, not client.ts, so the modules client.ts uses at start-up
 * (catalogue-sync.ts) can name the type without importing client.ts back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;

/** An open transaction; repository functions take `Db | Tx`, so a service can run several of them in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
