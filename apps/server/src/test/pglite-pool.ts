import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgliteDatabase, startPglite, type Database } from '../db/client.js';

/**
 * PGlite databases lent to the server's test files, each handed out as the migrated template and given back empty.
 *
 * Starting a PGlite from the template dump costs about half a second of CPU (the WebAssembly Postgres starting and
 * the dump unpacked), and the server project opens some ninety: about half of its CPU. A worker's files run one after
 * the other in one module registry (isolate: false), so a database given back is reset to the template's rows and
 * lent again: a few milliseconds. A database whose schema a test changed (a trigger, a function, a column) is
 * closed instead, so no file sees another's changes.
 */

/** What a given-back database is compared with and restored to: taken once, from a database fresh from the dump. */
interface Template {
  /** Every object of the schema by OID: a test that created, dropped or altered one leaves another fingerprint. */
  fingerprint: string;
  /** Truncates every table, puts the template's rows back and its sequences where they were. */
  restore: string;
}

/** Given-back databases kept for the next file; more are closed (a file with several open at once). */
const KEEP_IDLE = 2;
const idle: PGlite[] = [];
let template: Promise<Template> | undefined;

/** The run's migrated, empty template (test/global-setup.ts) as a PGlite data-directory dump. */
export function templateDump(): Blob {
  return new Blob([readFileSync(inject('pgliteTemplate'))]);
}

/** A migrated, empty database as the template dump holds it: one given back and reset, or a new one. */
export async function lendPglite(): Promise<Database> {
  let client = idle.pop();
  if (client === undefined) {
    // In memory: no data directory to lock, so closing the client is all its stop does (giveBack).
    ({ client } = await startPglite('memory://', templateDump()));
    // The first database of the worker is still as the dump left it: the template is read from it.
    template ??= readTemplate(client);
    await template;
  }
  const lent = revocable(client);
  return pgliteDatabase(lent.client, async () => {
    lent.revoke();
    await giveBack(client);
  });
}

async function giveBack(client: PGlite): Promise<void> {
  try {
    if (client.closed) return;
    if (client.isInTransaction()) await client.exec('ROLLBACK');
    // Session state: settings, prepared statements, advisory locks, listeners and temporary tables.
    await client.exec('DISCARD ALL');
    const { fingerprint, restore } = await template!;
    if ((await readFingerprint(client)) !== fingerprint) throw new Error('schema changed');
    await client.exec(restore);
    if (idle.length < KEEP_IDLE) {
      idle.push(client);
      return;
    }
  } catch {
    // Not reusable as the template: closed below, and a new one is started when needed.
  }
  await client.close().catch(() => undefined);
}

/**
 * The client a test file gets: the worker's PGlite until the file closes its database, then closed to that file
 * (every call throws, `closed` is true), as a closed PGlite would be: a test that closes its database to see the
 * app fail still sees it fail, while the PGlite itself is reset and lent to the next file.
 */
function revocable(client: PGlite): { client: PGlite; revoke(): void } {
  let revoked = false;
  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return revoked || target.closed;
      if (revoked) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: proxy, revoke: () => (revoked = true) };
}

const SCHEMA_OBJECTS = `
  with relations as (
    select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relpersistence <> 't'
  )
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select 'class ' || c.oid || c.relkind::text || c.relname as item from pg_class c join relations r on r.oid = c.oid
    union all select 'column ' || attrelid || '.' || attnum || attname || atttypid || attnotnull || attisdropped
      from pg_attribute join relations r on r.oid = attrelid where attnum > 0
    union all select 'default ' || oid from pg_attrdef
    union all select 'constraint ' || oid from pg_constraint
    union all select 'trigger ' || oid || tgenabled::text from pg_trigger
    union all select 'function ' || p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all select 'type ' || t.oid from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select 'role ' || oid from pg_authid
    union all select 'setting ' || setdatabase || '.' || setrole || array_to_string(setconfig, ',')
      from pg_db_role_setting
    union all select 'extension ' || oid from pg_extension
  ) objects`;

async function readFingerprint(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(SCHEMA_OBJECTS)).rows[0]!.fingerprint;
}

async function readTemplate(client: PGlite): Promise<Template> {
  const tables = (
    await client.query<{ name: string; columns: string[] }>(
      `select quote_ident(c.relname) as name,
              array_agg(quote_ident(a.attname) order by a.attnum) as columns
       from pg_class c join pg_attribute a on a.attrelid = c.oid
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
         and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       group by c.relname order by c.relname`,
    )
  ).rows;
  const sequences = (
    await client.query<{ name: string }>(
      `select quote_ident(relname) as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
    )
  ).rows;
  // Triggers and foreign keys off while the rows go back: the catalogue triggers would count the inserts as edits,
  // and the rows go in table by table, not in the order their references need.
  const statements = ['set session_replication_role = replica'];
  statements.push(`truncate ${tables.map((table) => table.name).join(', ')} restart identity`);
  for (const { name, columns } of tables) {
    const { rows } = (await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${name} t`))
      .rows[0]!;
    if (rows === null) continue;
    const list = columns.join(', ');
    const tag = '$rows$';
    if (rows.includes(tag)) throw new Error(`${name}: a row holds ${tag}`);
    statements.push(
      `insert into ${name} (${list}) overriding system value ` +
        `select ${list} from json_populate_recordset(null::${name}, ${tag}${rows}${tag})`,
    );
  }
  for (const { name } of sequences) {
    const { last_value, is_called } = (
      await client.query<{ last_value: string; is_called: boolean }>(`select last_value, is_called from ${name}`)
    ).rows[0]!;
    statements.push(`select setval('${name.replaceAll("'", "''")}', ${last_value}, ${is_called})`);
  }
  statements.push('set session_replication_role = default');
  return { fingerprint: await readFingerprint(client), restore: statements.join(';\n') };
}
