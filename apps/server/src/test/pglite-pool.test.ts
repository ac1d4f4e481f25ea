import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { lendPglite, templateDump } from './pglite-pool.js';

/** One query's rows, typed. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as { rows: unknown[] };
  return result.rows as T[];
}

/** Every row of every table and every sequence's position, as text: what a test file could see of the database. */
async function contents(database: Database): Promise<string> {
  const relations = await rows<{ name: string; relkind: string }>(
    database,
    sql`select relname as name, relkind from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'S') order by relname`,
  );
  const parts: string[] = [];
  for (const { name, relkind } of relations) {
    const query =
      relkind === 'S'
        ? sql`select last_value, is_called from ${sql.identifier(name)}`
        : sql`select * from ${sql.identifier(name)} order by 1`;
    parts.push(`${name}: ${JSON.stringify(await rows(database, query))}`);
  }
  return parts.join('\n');
}

/** Writes to most of what a test file writes: rows with references, sequences, a catalogue edit (its trigger). */
async function dirty(database: Database): Promise<void> {
  await database.db.execute(sql`insert into roof_types (name, friction_coefficient) values ('Gravel', 0.6)`);
  await database.db.execute(sql`update engineering_settings set updated_at = now()`);
  await database.db.execute(sql`set application_name = 'dirty'`);
}

describe('the PGlite lent to test files', () => {
  it('comes back exactly as the template dump holds it, rows and sequences, after a file wrote to it', async () => {
    const fresh = await openDatabase({ dataDir: 'memory://', loadDataDir: templateDump(), migrate: false });
    const expected = await contents(fresh);
    await fresh.close();

    const first = await lendPglite();
    await dirty(first);
    expect(await contents(first)).not.toBe(expected);
    await first.close();

    const second = await lendPglite();
    expect(await contents(second)).toBe(expected);
    const [setting] = await rows<{ name: string }>(second, sql`select current_setting('application_name') as name`);
    expect(setting!.name).not.toBe('dirty');
    await second.close();
  });

  it('is closed to the file that closed it: its queries fail, as on a closed database', async () => {
    const database = await lendPglite();
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(await database.ping()).toBe(false);
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });
  });

  it('is not lent again after a file changed its schema', async () => {
    const changed = await lendPglite();
    await changed.db.execute(sql`create table left_behind (id int)`);
    await changed.close();

    const renamed = await lendPglite();
    await renamed.db.execute(sql`alter table roof_types rename to roof_types_away`);
    await renamed.close();

    const next = await lendPglite();
    const [found] = await rows<{ found: string | null }>(next, sql`select to_regclass('left_behind')::text as found`);
    expect(found!.found).toBeNull();
    const [roofTypes] = await rows<{ found: string | null }>(
      next,
      sql`select to_regclass('roof_types')::text as found`,
    );
    expect(roofTypes!.found).toBe('roof_types');
    await next.close();
  });

  it('lends several at once to a file that opens several', async () => {
    const [a, b] = [await lendPglite(), await lendPglite()];
    await a.db.execute(sql`insert into roof_types (name, friction_coefficient) values ('Only in a', 0.6)`);
    const [inB] = await rows<{ n: number }>(b, sql`select count(*)::int as n from roof_types where name = 'Only in a'`);
    expect(inB!.n).toBe(0);
    await a.close();
    await b.close();
  });
});
