import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mountImages, mounts, resellers } from '../../db/schema.js';
import { demoMounts } from '../../db/seed-data.js';
import { antennaId, northwind, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';

useSeededSearchApp();

describe('GET /api/mount_search_results/token/{token}', () => {
  it('reads the saved result back identically, even after the mount and reseller are edited', async () => {
    const created = (await search(request({ reseller_id: northwind, antenna: antennaId.cpe }))).json();
    const read = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${created.token}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const db = t.database.db;
    const [before] = await db.select().from(mounts).where(eq(mounts.id, created.mount_id));
    await db
      .update(mounts)
      .set({
        name: 'Renamed',
        part_number: 'NEW-1',
        max_roof_load: 99,
        weight: 500,
        product_url: 'https://example.com/new',
      })
      .where(eq(mounts.id, created.mount_id));
    await db.delete(mountImages).where(eq(mountImages.mount_id, created.mount_id));
    await db
      .update(resellers)
      .set({ name: 'Renamed Reseller', contact_email: null })
      .where(eq(resellers.id, northwind));
    t.app.ctx.catalogue.changed();

    const after = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${created.token}` });
    expect(after.json()).toEqual(created);

    await db.update(mounts).set(before!).where(eq(mounts.id, created.mount_id));
    await db
      .insert(mountImages)
      .values(
        demoMounts.sled4.images.map((image_url, position) => ({ mount_id: created.mount_id, image_url, position })),
      );
    await db
      .update(resellers)
      .set({ name: 'Northwind Wireless [demo]', contact_email: 'support@example.com' })
      .where(eq(resellers.id, northwind));
    t.app.ctx.catalogue.changed();
  });

  it('stores the trace with lz4 where the database has it (migration 0011); rows stored with pglz read back the same', async () => {
    const db = t.database.db;
    const query = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
      ((await db.execute<T>(statement)) as { rows: T[] }).rows;
    const [{ lz4 } = { lz4: false }] = await query<{ lz4: boolean }>(
      sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
    );
    const compression = async (token: string) =>
      (
        await query<{ text: string; steps: string }>(
          sql`select pg_column_compression(calculations) as text, pg_column_compression(calculation_steps) as steps
            from mount_search_results where token = ${token}`,
        )
      )[0];
    const setCompression = (method: 'pglz' | 'lz4') =>
      db.execute(
        sql.raw(`alter table mount_search_results alter column calculations set compression ${method},
          alter column calculation_steps set compression ${method}`),
      );
    const stored = (await search(request({ reseller_id: northwind, antenna: antennaId.cpe }))).json();
    expect(await compression(stored.token)).toEqual(
      lz4 ? { text: 'lz4', steps: 'lz4' } : { text: 'pglz', steps: 'pglz' },
    );

    // A row as stored before the migration: pglz.
    await setCompression('pglz');
    const old = (await search(request({ reseller_id: northwind, antenna: antennaId.cpe }))).json();
    if (lz4) await setCompression('lz4');
    expect(await compression(old.token)).toEqual({ text: 'pglz', steps: 'pglz' });
    for (const created of [stored, old]) {
      const read = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${created.token}` });
      expect(read.json()).toEqual(created);
    }
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', 'has.dots.in.it.and.more.chars', 'x'.repeat(90), '%00'])(
    'answers 404 Not found for the token %j',
    async (token) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/mount_search_results/token/${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['Not found'] });
    },
  );

  it('issues distinct unguessable tokens', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add((await search(request())).json().token);
    expect(tokens.size).toBe(5);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });
});
