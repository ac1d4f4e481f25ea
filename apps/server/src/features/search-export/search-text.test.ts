import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_EXPORT_COLUMNS, type SearchExportRow } from '@nprm/contracts';
import { mountSearchResults } from '../../db/tables.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import type { TestApp } from '../../test/helpers.js';
import { plainSearch, seededApp } from '../../test/searches.js';

/** docs/api.md, "Search export": `q` finds leads by customer name, company or e-mail, in the list and the CSV. */
describe('leads searched by name, company and e-mail (issue 32)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let summitId: number;
  let northwindId: number;

  beforeAll(async () => {
    const seeded = await seededApp();
    ({ t, admin, summitId, northwindId } = seeded);
    const lead = (token: string, resellerId: number, name: string, company: string, email: string, minute: number) => ({
      ...plainSearch({
        token,
        created_at: new Date(Date.UTC(2026, 0, 10, 12, minute)),
        reseller_id: resellerId,
        antenna_id: seeded.antennaId,
        roof_type_id: seeded.roofTypeId,
        customer_name: name,
        customer_company: company,
        customer_email: email,
        mount_id: seeded.mountId,
      }),
    });
    await t.database.db
      .insert(mountSearchResults)
      .values([
        lead('q1', summitId, 'Ada Lovelace', 'Analytical Engines', 'ada@engines.example', 1),
        lead('q2', northwindId, 'Grace Hopper', 'Cobol & Co', 'grace@navy.example', 2),
        lead('q3', summitId, 'Alan Turing', '100% Bletchley', 'alan_t@park.example', 3),
      ]);
    // 1,200 more leads, so the search answers a page of a long list.
    await t.database.db
      .insert(mountSearchResults)
      .values(
        Array.from({ length: 1200 }, (_, index) =>
          lead(`bulk${index}`, northwindId, `Bulk Buyer ${index}`, 'Bulk Wholesale', `bulk${index}@example.com`, 0),
        ),
      );
    await t.database.db.execute(sql`analyze ${mountSearchResults}`);
  });
  afterAll(() => t.close());

  const list = (query: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: `/api/mount_search_results?${query}`, headers });
  const tokens = async (query: string, headers?: Record<string, string>) => {
    const response = await list(`limit=1000&${query}`, headers);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    const rows = response.json<SearchExportRow[]>();
    expect(response.headers['x-total-count'], query).toBe(String(rows.length));
    return rows.map((row) => row.token);
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  it('matches the customer name, the company or the e-mail, any case, anywhere in the text', async () => {
    expect(await tokens(q('lovelace'))).toEqual(['q1']);
    expect(await tokens(q('COBOL'))).toEqual(['q2']);
    expect(await tokens(q('navy.example'))).toEqual(['q2']);
    expect(await tokens(q('  hopper  '))).toEqual(['q2']);
    expect(await tokens(q('nobody at all'))).toEqual([]);
  });

  it('reads %, _ and \\ as themselves, not as wildcards', async () => {
    expect(await tokens(q('100%'))).toEqual(['q3']);
    expect(await tokens(q('alan_t'))).toEqual(['q3']);
    expect(await tokens(q('ada_'))).toEqual([]);
    expect(await tokens(q('%'))).toEqual(['q3']);
    expect(await tokens(q('\\'))).toEqual([]);
  });

  it('combines with the other filters and pages a long list with its total', async () => {
    expect(await tokens(`${q('a')}&reseller_id=${summitId}`)).toEqual(['q3', 'q1']);
    expect(await tokens(`${q('grace')}&reseller_id=${summitId}`)).toEqual([]);
    const page = await list(`${q('bulk buyer')}&page=3&limit=20`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('1200');
    expect(page.json<SearchExportRow[]>()).toHaveLength(20);
  });

  it('exports exactly the searched leads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results?${q('engines')}`,
      headers: { ...admin, accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    const cells: string[][] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const [header, ...rows] = cells;
    expect(header).toEqual([...SEARCH_EXPORT_COLUMNS]);
    expect(rows.map((row) => row[SEARCH_EXPORT_COLUMNS.indexOf('customer_email')])).toEqual(['ada@engines.example']);
  });

  it('keeps a reseller user to its own leads; 422 on a q over 100 characters; 401 without a session', async () => {
    const own = await createResellerUserHeaders(t.app, northwindId);
    expect(await tokens(q('lovelace'), own)).toEqual([]);
    expect(await tokens(q('hopper'), own)).toEqual(['q2']);
    const long = await list(q('x'.repeat(101)));
    expect(long.statusCode).toBe(422);
    expect(long.json<{ errors: unknown }>().errors).toEqual({ q: ['is too long (maximum is 100 characters)'] });
    expect((await list(q('ada'), {})).statusCode).toBe(401);
  });
});
