import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { findSearchResultByToken } from '../features/mount-search/index.js';
import { createTestDatabase, createUnmigratedPglite } from '../test/helpers.js';
import { migrationsUpTo } from '../test/migrations.js';
import { migrateDatabase, type Database } from './client.js';

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

/** A PGlite database migrated with `folder`'s migrations, holding one antenna and one roof type. */
async function databaseWithOldCatalogue(folder: string): Promise<Database> {
  const database = await createUnmigratedPglite();
  await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  await database.db.execute(sql`insert into antennas (make, model, mast_diameter) values ('Old', 'Antenna', 1.66)`);
  await database.db.execute(sql`insert into roof_types (name, friction_coefficient) values ('Old roof', 0.5)`);
  return database;
}

describe('migration 0001: governing case and wind-speed source become enums', () => {
  let database: Database;
  let oldFolder: string;

  beforeAll(async () => {
    oldFolder = migrationsUpTo('0000_init');
    database = await databaseWithOldCatalogue(oldFolder);
    await database.db.execute(sql`
      insert into mounts (part_number, name, weight, half_base_width, height_to_antenna_centerline, mast_diameter,
        mast_length, max_roof_load, square_footage, product_url)
        values ('OLD-1', 'Old mount', 100, 2, 3, 1.66, 5, 30, 1, 'https://example.com/old')`);
    const common = sql`(select id from antennas limit 1), (select id from roof_types limit 1), 30, false, 'C', 115, false,
      'Old Customer', 'old@example.com', 'Old Co', 'trace', 'old', '{}'::jsonb`;
    const display = JSON.stringify({
      mount: {
        id: 0,
        name: 'Old mount',
        part_number: 'OLD-1',
        max_roof_load: 30,
        mount_images: [],
        product_url: null,
        assembly_instructions_url: null,
        product_sheet_url: null,
      },
      antenna: { id: 0, make: 'Old', model: 'Antenna' },
      roof_type: { id: 0, name: 'Old roof' },
      reseller: null,
      wind: { approximate: false, note: '115 mph as entered with the search.' },
    });
    for (const [token, source, governing, mount] of [
      ['old-sliding-token-000000', 'given', 'sliding', true],
      ['old-location-token-00000', 'location', 'overturning', true],
      ['old-no-fit-token-0000000', 'default', null, false],
      ['old-odd-values-token-000', 'guessed', 'wobbling', true],
    ] as const) {
      await database.db.execute(sql`
        insert into mount_search_results (token, antenna_id, roof_type_id, building_height, ridge_mount, wind_exposure,
          wind_speed, default_wind_speed, customer_name, customer_email, customer_company, calculations, engine_version,
          engine_options, wind_speed_source, governing, mount_id, ballast_weight, ballast_block_count,
          ballast_block_weight, roof_load, total_dead_load, display)
        values (${token}, ${common}, ${source}, ${governing}, ${mount ? sql`(select id from mounts limit 1)` : null},
          ${mount ? 120 : null}, ${mount ? 4 : null}, ${mount ? 30 : null}, ${mount ? 12.5 : null}, ${mount ? 220 : null},
          ${display}::jsonb)`);
    }
    await migrateDatabase(database);
  });

  afterAll(async () => {
    await database.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('keeps every existing row, its values converted in place', async () => {
    const stored = await rows<{ token: string; wind_speed_source: string; governing: string | null }>(
      database,
      sql`select token, result ->> 'wind_speed_source' as wind_speed_source, result ->> 'governing' as governing
          from mount_search_results order by id`,
    );
    expect(stored).toEqual([
      { token: 'old-sliding-token-000000', wind_speed_source: 'given', governing: 'sliding' },
      { token: 'old-location-token-00000', wind_speed_source: 'location', governing: 'overturning' },
      { token: 'old-no-fit-token-0000000', wind_speed_source: 'default', governing: null },
      // Values outside the lists read back as they did before: an unknown case is no result, an unknown source 'given'.
      { token: 'old-odd-values-token-000', wind_speed_source: 'given', governing: null },
    ]);
  });

  it('reads a converted row back as a saved result', async () => {
    const saved = await findSearchResultByToken(database.db, 'old-location-token-00000');
    expect(saved).toMatchObject({
      wind_speed: 115,
      wind_speed_source: 'location',
      default_wind_speed: false,
      wind_speed_approximate: false,
      wind_speed_note: '115 mph as entered with the search.',
      // Added by migration 0002_location: rows stored before have no mapped wind speed.
      mapped_wind_speed: null,
      wind_speed_place: null,
      wind_speed_basis: '', // migration wind-data: results stored before the basis was kept read back with none
    });
    expect(saved).toMatchObject({ ballast_weight: 120, governing: 'overturning', roof_load: 12.5 });
    // Migration report: rows stored before the calculation sheet was kept have none; their text is kept.
    expect(saved?.calculation_steps).toEqual([]);
    expect(saved?.calculations_text).toEqual(expect.any(String));
    expect((await findSearchResultByToken(database.db, 'old-odd-values-token-000'))?.governing).toBeNull();
  });
});

describe('migration wind-data: wind speed overrides', () => {
  it('keeps one override per county, a 5-digit FIPS code and a speed of 85 to 300 mph', async () => {
    // Every migration applied: the run's migrated template (test/global-setup.ts) is that database.
    const database = await createTestDatabase();
    onTestFinished(() => database.close());
    const insert = (fips: string, speed: number) =>
      database.db.execute(
        sql`insert into wind_speed_overrides (fips, wind_speed, source) values (${fips}, ${speed}, 'doc')`,
      );
    await insert('12086', 180);
    for (const [fips, speed] of [
      ['12086', 170],
      ['1208', 170],
      ['12011', 84],
      ['12011', 301],
    ] as const) {
      await expect(insert(fips, speed), `${fips} ${speed}`).rejects.toThrow();
    }
    const stored = await rows<{ fips: string; note: string }>(
      database,
      sql`select fips, note from wind_speed_overrides`,
    );
    expect(stored).toEqual([{ fips: '12086', note: '' }]);
  });
});

describe('migration 0012: the calculation sheet stored as json', () => {
  let database: Database;
  let oldFolder: string;
  // Steps as stored before, with the characters and numbers a sheet holds (jsonb kept them as numeric).
  const steps = [
    {
      section: 'inputs',
      symbol: 'μ',
      description: 'friction coefficient of the roof type',
      expression: '',
      substituted: '',
      value: 0.1 + 0.2,
      unit: '',
      ref: 'input',
      note: null,
      governing: false,
    },
    {
      section: 'ballast',
      symbol: 'B_sl',
      description: 'ballast against sliding',
      expression: '(F_H/μ − φ_D·W_self)/φ_D',
      substituted: '(160.5/0.5 − 0.9·51.5)/0.9',
      value: 305.1666666666667,
      unit: 'lb',
      ref: '[method step 7]',
      note: 'governs',
      governing: true,
    },
  ];

  beforeAll(async () => {
    oldFolder = migrationsUpTo('0011_search-lz4');
    database = await databaseWithOldCatalogue(oldFolder);
    for (const [token, sheet] of [
      ['old-sheet-token-00000000', JSON.stringify(steps)],
      ['old-no-sheet-token-00000', '[]'],
    ] as const) {
      await database.db.execute(sql`
        insert into mount_search_results (token, antenna_id, roof_type_id, building_height, ridge_mount, wind_exposure,
          wind_speed, wind_speed_source, default_wind_speed, customer_name, customer_email, customer_company,
          calculations, calculation_steps, engine_version, engine_options, display)
        values (${token}, (select id from antennas limit 1), (select id from roof_types limit 1), 30, false, 'C', 115,
          'given', false, 'Old Customer', 'old@example.com', 'Old Co', 'trace', ${sheet}::jsonb, 'old', '{}'::jsonb,
          ${JSON.stringify({ mount: null, antenna: { id: 0, make: 'Old', model: 'Antenna' }, roof_type: { id: 0, name: 'Old roof' }, reseller: null })}::jsonb)`);
    }
    await migrateDatabase(database);
  });

  afterAll(async () => {
    await database.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('reads rows stored before back the same', async () => {
    // Read in today's form (the group and words come from the glossary, empty keys are left out), with the numbers
    // and formulas they were stored with.
    expect((await findSearchResultByToken(database.db, 'old-sheet-token-00000000'))?.calculation_steps).toEqual([
      { symbol: 'μ', value: 0.1 + 0.2, ref: 'input' },
      {
        symbol: 'B_sl',
        value: 305.1666666666667,
        unit: 'lb',
        expression: '(F_H/μ − φ_D·W_self)/φ_D',
        substituted: '(160.5/0.5 − 0.9·51.5)/0.9',
        ref: '[method step 7]',
        note: 'governs',
        governing: true,
      },
    ]);
    expect((await findSearchResultByToken(database.db, 'old-no-sheet-token-00000'))?.calculation_steps).toEqual([]);
    expect((await findSearchResultByToken(database.db, 'old-sheet-token-00000000'))?.calculations_text).toBe('trace');
  });
});

describe('migration 0019: reseller names unique, case ignored (decisions/0049)', () => {
  let database: Database;
  let oldFolder: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    oldFolder = migrationsUpTo('0018_project-site-address');
    database = await createUnmigratedPglite();
    await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: oldFolder });
    for (const [key, name] of [
      ['first', 'Twin Towers'],
      ['second', 'twin towers'],
      ['third', 'TWIN TOWERS'],
      ['other', 'Other Shop'],
    ] as const) {
      const [row] = await rows<{ id: number }>(
        database,
        sql`insert into resellers (name, domain, logo_url) values (${name}, ${`${key}.example.com`}, '/logo.svg')
            returning id`,
      );
      ids[key] = row!.id;
    }
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('keeps the oldest twin its name, appends the id to each later one, and records the renames', async () => {
    const names = await rows<{ id: number; name: string; lock_version: number }>(
      database,
      sql`select id, name, lock_version from resellers order by id`,
    );
    expect(names).toEqual([
      { id: ids.first, name: 'Twin Towers', lock_version: 0 },
      { id: ids.second, name: `twin towers (${ids.second})`, lock_version: 1 },
      { id: ids.third, name: `TWIN TOWERS (${ids.third})`, lock_version: 1 },
      { id: ids.other, name: 'Other Shop', lock_version: 0 },
    ]);
    const entries = await rows<{ entity_id: number; action: string; changes: unknown }>(
      database,
      sql`select entity_id, action, changes from history where entity = 'resellers' order by entity_id`,
    );
    expect(entries).toEqual([
      {
        entity_id: ids.second,
        action: 'update',
        changes: { name: { before: 'twin towers', after: `twin towers (${ids.second})` } },
      },
      {
        entity_id: ids.third,
        action: 'update',
        changes: { name: { before: 'TWIN TOWERS', after: `TWIN TOWERS (${ids.third})` } },
      },
    ]);
  });

  it('then refuses a name that differs from another only in case', async () => {
    const twin = await database.db
      .execute(sql`insert into resellers (name, domain, logo_url) values ('OTHER shop', 'x.example.com', '/l.svg')`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(twin).toBeInstanceOf(Error);
  });
});

describe('migration 0026: SVG seals count as none; demo roof types get their friction source', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createUnmigratedPglite();
    await migrate(database.db as Parameters<typeof migrate>[0], {
      migrationsFolder: migrationsUpTo('0025_catalogue-version-only'),
    });
    const db = database.db;
    await db.execute(sql`insert into users (email, name, role, password_hash)
      values ('pe@example.com', 'Grace Hopper', 'engineer', 'x'), ('pe2@example.com', 'Ada Byron', 'engineer', 'x')`);
    await db.execute(sql`insert into engineer_seals (user_id, content_type, bytes) values
      ((select id from users where email = 'pe@example.com'), 'image/svg+xml', '\\x3c737667'::bytea),
      ((select id from users where email = 'pe2@example.com'), 'image/png', '\\x89504e47'::bytea)`);
    await db.execute(sql`insert into engineer_profiles (user_id, name, licences, seal_id)
      select user_id, 'PE', '[{"state":"IL","number":"1"}]'::jsonb, id from engineer_seals`);
    await db.execute(sql`insert into roof_types (name, friction_coefficient) values
      ('EPDM membrane', 0.5), ('Metal', 0.3), ('TPO / PVC membrane', 0.45)`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('unlinks SVG seals from profiles, keeps PNG ones, and keeps the stored rows', async () => {
    const linked = await rows<{ email: string; seal: string | null }>(
      database,
      sql`select u.email, s.content_type as seal from engineer_profiles p join users u on u.id = p.user_id
        left join engineer_seals s on s.id = p.seal_id order by u.email`,
    );
    expect(linked).toEqual([
      { email: 'pe2@example.com', seal: 'image/png' },
      { email: 'pe@example.com', seal: null },
    ]);
    expect(await rows(database, sql`select id from engineer_seals`)).toHaveLength(2);
  });

  it('gives a source only to demo roof types whose name and μ are still the seeded ones', async () => {
    const roofs = await rows<{ name: string; source: string | null }>(
      database,
      sql`select name, friction_coefficient_source as source from roof_types order by name`,
    );
    expect(roofs).toEqual([
      { name: 'EPDM membrane', source: expect.stringMatching(/^IBC SOLAR .*Tab\. 2: 0\.6 for EPDM/) },
      { name: 'Metal', source: null },
      // μ changed by an administrator: the published value no longer backs it.
      { name: 'TPO / PVC membrane', source: null },
    ]);
  });
});
