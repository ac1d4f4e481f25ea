import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnmigratedPglite } from '../test/helpers.js';
import { migrationsUpTo } from '../test/migrations.js';
import { migrateDatabase, type Database } from './client.js';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

describe('migration 0029: the single notes box becomes the first note of its lead', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createUnmigratedPglite();
    await migrate(database.db as Parameters<typeof migrate>[0], {
      migrationsFolder: migrationsUpTo('0028_price-list-versions'),
    });
    const db = database.db;
    await db.execute(sql`insert into users (email, name, role, password_hash)
      values ('sam@acme.example', 'Sam Sales', 'administrator', 'x')`);
    await db.execute(sql`insert into antennas (make, model, mast_diameter) values ('Old', 'Antenna', 1.66)`);
    await db.execute(sql`insert into roof_types (name, friction_coefficient) values ('Old roof', 0.5)`);
    for (const [token, customer] of [
      ['lead-with-history-000001', 'Written by Sam'],
      ['lead-without-history-001', 'Written before history'],
      ['lead-blank-notes-0000001', 'Blank notes'],
      ['lead-no-notes-0000000001', 'No notes'],
    ]) {
      await db.execute(sql`insert into mount_search_results (token, antenna_id, roof_type_id, customer_name,
        customer_email, customer_company, result)
        values (${token}, (select id from antennas), (select id from roof_types), ${customer}, 'c@example.com', '',
          '{}'::jsonb)`);
    }
    const idOf = (customer: string) => sql`(select id from mount_search_results where customer_name = ${customer})`;
    await db.execute(sql`insert into lead_pipeline (search_result_id, status, notes, updated_at, lock_version) values
      (${idOf('Written by Sam')}, 'contacted', '  Called twice.\nCall again on Friday.  ', '2026-11-20T10:00:00Z', 3),
      (${idOf('Written before history')}, 'quoted', 'Old words', '2026-11-01T08:00:00Z', 1),
      (${idOf('Blank notes')}, 'new', '   ', '2026-11-02T08:00:00Z', 1),
      (${idOf('No notes')}, 'won', null, '2026-11-03T08:00:00Z', 1)`);
    // Two saves changed the notes: the newer one names who wrote the text that stands.
    await db.execute(sql`insert into history (created_at, user_id, user_email, entity, entity_id, action, changes) values
      ('2026-11-18T09:00:00Z', null, 'someone@example.com', 'leads', ${idOf('Written by Sam')}, 'update',
        '{"notes": {"before": null, "after": "Called once."}}'::jsonb),
      ('2026-11-19T09:30:00Z', (select id from users), 'sam@acme.example', 'leads', ${idOf('Written by Sam')},
        'update', '{"notes": {"before": "Called once.", "after": "Called twice."}}'::jsonb),
      ('2026-11-20T10:00:00Z', null, 'other@example.com', 'leads', ${idOf('Written by Sam')}, 'update',
        '{"status": {"before": "new", "after": "contacted"}}'::jsonb)`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('keeps each text as the first note, by whoever last changed it and when, else at the last save', async () => {
    const notes = await rows<{ customer: string; author_id: number | null; author_email: string | null }>(
      database,
      sql`select r.customer_name as customer, n.text, n.author_id, n.author_email,
        to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as created
        from lead_notes n join mount_search_results r on r.id = n.search_result_id order by r.id`,
    );
    const samId = (await rows<{ id: number }>(database, sql`select id from users`))[0]!.id;
    expect(notes).toEqual([
      {
        customer: 'Written by Sam',
        text: 'Called twice.\nCall again on Friday.',
        author_id: samId,
        author_email: 'sam@acme.example',
        created: '2026-11-19T09:30',
      },
      {
        customer: 'Written before history',
        text: 'Old words',
        author_id: null,
        author_email: null,
        created: '2026-11-01T08:00',
      },
    ]);
  });

  it('drops the overwritable column and leaves status and version as they were', async () => {
    const columns = await rows<{ column_name: string }>(
      database,
      sql`select column_name from information_schema.columns where table_name = 'lead_pipeline'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('notes');
    const pipeline = await rows<{ status: string; lock_version: number }>(
      database,
      sql`select status, lock_version from lead_pipeline order by search_result_id`,
    );
    expect(pipeline).toEqual([
      { status: 'contacted', lock_version: 3 },
      { status: 'quoted', lock_version: 1 },
      { status: 'new', lock_version: 1 },
      { status: 'won', lock_version: 1 },
    ]);
  });
});
