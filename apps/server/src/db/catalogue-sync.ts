import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './types.js';
import * as schema from './tables.js';

/**
 * Every table a cache of the catalogue reads. A write to any of them, from any instance, the seed or the admin CLI,
 * bumps `catalogue_version` (docs/architecture.md, "Catalogue changes across instances"). A new catalogue table
 * joins with one line here; the trigger is installed at the next start.
 */
export const CATALOGUE_TABLES: readonly PgTable[] = [
  schema.resellers,
  schema.resellerAntennas,
  schema.resellerMounts,
  schema.antennas,
  schema.antennaMounts,
  schema.mounts,
  schema.mountImages,
  schema.roofTypes,
  schema.blockTypes,
  schema.engineeringSettings,
  // The search reads the active overrides and the resellers' price lists from its catalogue snapshot rather than
  // with statements of its own.
  schema.windSpeedOverrides,
  schema.resellerPriceLists,
  schema.resellerPrices,
];

/** The name of the trigger on each catalogue table, and of the function it runs (migrations 0003 and 0024). */
export const CATALOGUE_TRIGGER = 'catalogue_changed';

/** Installs the statement-level trigger on every catalogue table that has none yet (run under the start-up lock). */
export async function watchCatalogueTables(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = ${CATALOGUE_TRIGGER} and c.relnamespace = current_schema()::regnamespace`,
  )) as { rows: { name: string }[] };
  const watched = new Set(result.rows.map((row) => row.name));
  for (const table of CATALOGUE_TABLES) {
    const name = getTableName(table);
    if (watched.has(name)) continue;
    await db.execute(
      sql.raw(
        `CREATE TRIGGER "${CATALOGUE_TRIGGER}" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}" ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION "${CATALOGUE_TRIGGER}"()`,
      ),
    );
  }
}

/** The catalogue's write counter: one row, the cheap check every use of a catalogue cache makes before trusting it. */
export async function readCatalogueVersion(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ version: schema.catalogueVersion.version }).from(schema.catalogueVersion);
  return row?.version ?? 0;
}
