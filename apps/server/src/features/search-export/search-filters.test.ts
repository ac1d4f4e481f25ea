import { parse as parseCsv } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_EXPORT_COLUMNS, type SearchExportRow } from '@nprm/contracts';
import { mountSearchResults, resellers } from '../../db/tables.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import type { TestApp } from '../../test/helpers.js';
import type { ResultDocument } from '../mount-search/index.js';
import { DOMAINS, plainSearch, seededApp } from '../../test/searches.js';

/** The CSV's rows of cells, the header first. */
const csvCells = (body: string): string[][] => parseCsv(body, { bom: true });

/** docs/api.md, "Search export": the filters (reseller, from/to in UTC days, fit), in the list and the CSV alike. */
describe('search list and export filters (issue 18)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let summitId: number;
  let northwindId: number;
  const REASON = 'Every compatible mount would load the roof above its allowable';

  beforeAll(async () => {
    const seeded = await seededApp();
    ({ t, admin, summitId, northwindId } = seeded);
    const search = (
      token: string,
      createdAt: string,
      resellerId: number | null,
      fit: boolean,
      result: Partial<ResultDocument> = {},
    ) =>
      plainSearch(
        {
          token,
          created_at: new Date(createdAt),
          reseller_id: resellerId,
          antenna_id: seeded.antennaId,
          roof_type_id: seeded.roofTypeId,
          customer_name: `Customer ${token}`,
          mount_id: fit ? seeded.mountId : null,
        },
        result,
      );
    await t.database.db
      .insert(mountSearchResults)
      .values([
        search('s1', '2026-01-10T00:00:00.000Z', summitId, true),
        search('s2', '2026-01-10T23:59:59.999Z', summitId, false, { no_fit: { reason: 'roof_load', message: REASON } }),
        search('s3', '2026-01-11T00:00:00.000Z', northwindId, true),
        search('s4', '2026-01-12T12:00:00.000Z', northwindId, false),
        search('s5', '2026-01-09T23:59:59.999Z', null, true),
        search('s6', '2026-01-12T08:00:00.000Z', summitId, true),
      ]);
  });
  afterAll(() => t.close());

  const list = (query: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: `/api/mount_search_results?limit=1000&${query}`, headers });
  const exportCsv = (query: string, headers: Record<string, string> = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results?${query}`,
      headers: { ...headers, accept: 'text/csv' },
    });
  const tokens = async (query: string, headers?: Record<string, string>) => {
    const response = await list(query, headers);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    const rows = response.json<SearchExportRow[]>();
    expect(response.headers['x-total-count'], query).toBe(String(rows.length));
    return rows.map((row) => row.token);
  };
  const ids = () => ({ summit: summitId, northwind: northwindId });

  it('filters by reseller', async () => {
    expect(await tokens(`reseller_id=${ids().summit}`)).toEqual(['s6', 's2', 's1']);
    expect(await tokens(`reseller_id=${ids().northwind}`)).toEqual(['s4', 's3']);
    expect(await tokens('')).toEqual(['s4', 's6', 's3', 's2', 's1', 's5']);
  });

  it('filters by whole UTC days, both ends included', async () => {
    expect(await tokens('from=2026-01-10')).toEqual(['s4', 's6', 's3', 's2', 's1']);
    expect(await tokens('to=2026-01-10')).toEqual(['s2', 's1', 's5']);
    // One day: its first and its last millisecond are in, the millisecond either side is out.
    expect(await tokens('from=2026-01-10&to=2026-01-10')).toEqual(['s2', 's1']);
    expect(await tokens('from=2026-01-13')).toEqual([]);
    // Blank values are no filter (an emptied date box).
    expect(await tokens('from=&to=&fit=&reseller_id=')).toEqual(['s4', 's6', 's3', 's2', 's1', 's5']);
  });

  it('filters by fit or no fit', async () => {
    expect(await tokens('fit=true')).toEqual(['s6', 's3', 's1', 's5']);
    expect(await tokens('fit=false')).toEqual(['s4', 's2']);
  });

  it('combines the filters', async () => {
    expect(await tokens(`reseller_id=${ids().summit}&fit=true&from=2026-01-11`)).toEqual(['s6']);
    expect(await tokens(`reseller_id=${ids().northwind}&fit=false&to=2026-01-12`)).toEqual(['s4']);
    expect(await tokens(`reseller_id=${ids().summit}&fit=false&from=2026-01-11&to=2026-01-12`)).toEqual([]);
    expect(await tokens('fit=true&from=2026-01-09&to=2026-01-11')).toEqual(['s3', 's1', 's5']);
  });

  it('exports exactly the filtered list: the same rows, cell for cell, in the same order', async () => {
    const cell = (value: string | number | boolean | null) => (value === null ? '' : String(value));
    for (const query of [
      '',
      `reseller_id=${ids().summit}`,
      'fit=false',
      'from=2026-01-10&to=2026-01-11',
      `reseller_id=${ids().northwind}&fit=true&from=2026-01-11`,
    ]) {
      const rows = (await list(query)).json<SearchExportRow[]>();
      const csv = await exportCsv(query);
      expect(csv.statusCode, query).toBe(200);
      const [header, ...cells] = csvCells(csv.body);
      expect(header).toEqual([...SEARCH_EXPORT_COLUMNS]);
      expect(cells, query).toEqual(rows.map((row) => SEARCH_EXPORT_COLUMNS.map((column) => cell(row[column]))));
    }
  });

  it('gives a search with no fit no link, and says why (the reason kept, else "No compatible mount")', async () => {
    const rows = (await list('fit=false')).json<SearchExportRow[]>();
    expect(
      rows.map(({ token, no_fit, result_url, mount_name }) => ({ token, no_fit, result_url, mount_name })),
    ).toEqual([
      { token: 's4', no_fit: 'No compatible mount', result_url: null, mount_name: null },
      { token: 's2', no_fit: REASON, result_url: null, mount_name: null },
    ]);
    const [, ...cells] = csvCells((await exportCsv('fit=false')).body);
    const at = (column: (typeof SEARCH_EXPORT_COLUMNS)[number]) => SEARCH_EXPORT_COLUMNS.indexOf(column);
    expect(cells.map((row) => [row[at('no_fit')], row[at('result_url')]])).toEqual([
      ['No compatible mount', ''],
      [REASON, ''],
    ]);
    for (const row of (await list('fit=true')).json<SearchExportRow[]>()) expect(row.no_fit).toBeNull();
  });

  it("links each result on its own reseller's domain, whatever host the export was asked on", async () => {
    const response = await list('fit=true', { ...admin, host: 'admin.elsewhere.example' });
    const links = Object.fromEntries(response.json<SearchExportRow[]>().map((row) => [row.token, row.result_url]));
    expect(links).toEqual({
      s6: `https://${DOMAINS.summit}/results?t=s6`,
      s3: `https://${DOMAINS.northwind}/results?t=s3`,
      s1: `https://${DOMAINS.summit}/results?t=s1`,
      s5: `https://${DOMAINS.none}/results?t=s5`,
    });
    const [, ...cells] = csvCells((await exportCsv('fit=true')).body);
    const url = SEARCH_EXPORT_COLUMNS.indexOf('result_url');
    expect(cells.map((row) => row[url])).toEqual(Object.values(links));
    // A deactivated reseller's site is closed: its leads link on the default domain, as the result itself does.
    await t.database.db.update(resellers).set({ deleted_at: new Date() }).where(eq(resellers.id, northwindId));
    const closed = (await list('fit=true')).json<SearchExportRow[]>().find((row) => row.token === 's3');
    expect(closed?.result_url).toBe(`https://${DOMAINS.none}/results?t=s3`);
    await t.database.db.update(resellers).set({ deleted_at: null }).where(eq(resellers.id, northwindId));
  });

  it('refuses bad filter values with 422 naming the field, and changes nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(mountSearchResults);
    const DAY = 'must be a date such as 2026-01-31';
    for (const [query, errors] of [
      ['from=2026-13-01', { from: [DAY] }],
      ['to=2026-02-30', { to: [DAY] }],
      ['from=yesterday', { from: [DAY] }],
      ['to=2026-1-5', { to: [DAY] }],
      ['from=2026-01-12&to=2026-01-10', { to: ['must be on or after the from date'] }],
      ['reseller_id=424242', { reseller_id: ['is not a reseller'] }],
      ['reseller_id=0', { reseller_id: ['must be a positive whole number'] }],
      ['fit=maybe', { fit: ['must be true or false'] }],
      ['from=nope&fit=maybe', { from: [DAY], fit: ['must be true or false'] }],
    ] as const) {
      for (const response of [await list(query), await exportCsv(query)]) {
        expect(response.statusCode, query).toBe(422);
        expect(response.headers['content-type'], query).toMatch(/^application\/json/);
        expect(response.headers['x-total-count'], query).toBeUndefined();
        expect(response.headers['content-disposition'], query).toBeUndefined();
        expect(response.json<{ errors: unknown }>().errors, query).toEqual(errors);
      }
    }
    const [after] = await t.database.db.select({ n: count() }).from(mountSearchResults);
    expect(after).toEqual(before);
    expect(await tokens(`reseller_id=${ids().summit}`)).toEqual(['s6', 's2', 's1']);
  });

  it('answers 401 without a session, for the filtered list and the filtered CSV', async () => {
    for (const response of [await list('fit=false', {}), await exportCsv('fit=false', {})]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-total-count']).toBeUndefined();
    }
  });

  it("keeps a reseller user to its own reseller's searches, whatever reseller_id it sends, under the other filters", async () => {
    const own = await createResellerUserHeaders(t.app, ids().northwind);
    expect(await tokens('', own)).toEqual(['s4', 's3']);
    expect(await tokens(`reseller_id=${ids().summit}`, own)).toEqual(['s4', 's3']);
    // An id that names no reseller is its own reseller too, as any other id: no 422 reveals which ids exist.
    expect(await tokens('reseller_id=424242', own)).toEqual(['s4', 's3']);
    expect(await tokens(`reseller_id=${ids().summit}&fit=true`, own)).toEqual(['s3']);
    expect(await tokens('fit=false&from=2026-01-12&to=2026-01-12', own)).toEqual(['s4']);
    const [, ...cells] = csvCells((await exportCsv(`reseller_id=${ids().summit}`, own)).body);
    expect(cells.map((row) => row[SEARCH_EXPORT_COLUMNS.indexOf('customer_name')])).toEqual([
      'Customer s4',
      'Customer s3',
    ]);
    expect((await list('from=2026-01-12&to=2026-01-10', own)).statusCode).toBe(422);
  });
});
