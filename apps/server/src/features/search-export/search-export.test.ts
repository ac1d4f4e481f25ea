import { randomBytes } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEEP_PAGE, SEARCH_EXPORT_COLUMNS } from '@nprm/contracts';
import { antennas, mountSearchResults, roofTypes } from '../../db/tables.js';
import type { TestApp } from '../../test/helpers.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { DOMAINS, plainSearch, seededApp, SNAPSHOT_MOUNT } from '../../test/searches.js';
import { csvRows, escapeFormula } from '../../csv.js';
import { searchPages } from './search-export.repository.js';

describe('search export', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let northwindId: number;
  let summitId: number;

  beforeAll(async () => {
    const seeded = await seededApp();
    ({ t, admin, summitId, northwindId } = seeded);
    const db = t.database.db;
    const columns = {
      antenna_id: seeded.antennaId,
      roof_type_id: seeded.roofTypeId,
      customer_email: 'pat@example.com',
      customer_company: 'Pat Co',
    };
    const inputs = { building_height: 30, wind_exposure: 'C', wind_speed: 115 } as const;
    await db.insert(mountSearchResults).values([
      plainSearch(
        {
          ...columns,
          token: 'tok-oldest',
          created_at: new Date('2025-01-01T10:00:00Z'),
          reseller_id: summitId,
          mount_id: seeded.mountId,
          customer_name: 'Oldest, "quoted" customer',
        },
        {
          ...inputs,
          project_name: 'Water tower, phase 2',
          site_address: '12 Main St, Chicago, IL',
          location: 'Chicago, IL, United States',
          location_latitude: 41.85,
          location_longitude: -87.65,
          ballast_weight: 240,
          roof_load: 21.5,
          total_dead_load: 290,
          roof_allowable_load: 40,
          roof_edge_distance: 12.5,
          // Names as they were at search time, whatever the catalogue says today.
          mount: { ...SNAPSHOT_MOUNT, name: 'Old Sled Name', part_number: 'OLD-1' },
          antenna: { id: seeded.antennaId, make: 'OldMake', model: 'OldModel' },
          roof_type: { id: seeded.roofTypeId, name: 'Old Roof', friction_coefficient_source: null },
          reseller: { id: summitId, name: 'Old Reseller Name', contact_email: null },
        },
      ),
      plainSearch(
        {
          ...columns,
          token: 'tok-middle',
          created_at: new Date('2025-02-01T10:00:00Z'),
          reseller_id: northwindId,
          customer_name: '=HYPERLINK("http://evil.example","click")',
          customer_company: '+1-555-0100',
          customer_email: '@attacker',
        },
        {
          ...inputs,
          location: '-lookup',
          project_name: '=SUM(A1:A9)',
          site_address: '@12 Main St',
          roof_type: { id: seeded.roofTypeId, name: 'EPDM membrane', friction_coefficient_source: null },
          reseller: { id: northwindId, name: 'Northwind Wireless [demo]', contact_email: null },
        },
      ),
      plainSearch(
        {
          ...columns,
          token: 'tok-newest',
          created_at: new Date('2025-03-01T10:00:00Z'),
          reseller_id: null,
          customer_name: '\tTabbed',
        },
        {
          ...inputs,
          antenna: { id: seeded.antennaId, make: 'Snap', model: 'Shot' },
          roof_type: { id: seeded.roofTypeId, name: 'Snapshot Roof', friction_coefficient_source: null },
        },
      ),
    ]);
  });
  afterAll(() => t.close());

  const exportCsv = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results${query}`,
      headers: { ...admin, accept: 'text/csv' },
    });

  it('streams a CSV attachment with the header row and one row per search, newest first', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="search-results.csv"');
    // A UTF-8 byte-order mark first, so Excel reads the file as UTF-8; ?bom=false leaves it out for programs.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(response.body, { bom: true });
    expect(header).toEqual([...SEARCH_EXPORT_COLUMNS]);
    const plain = await exportCsv('?bom=false');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(response.body.slice(1));
    expect(plain.body.startsWith('created_at,')).toBe(true);
    expect((await exportCsv('?bom=maybe')).statusCode).toBe(422);
    expect(rows).toHaveLength(3);
    const byColumn = rows.map((row) => Object.fromEntries(SEARCH_EXPORT_COLUMNS.map((column, i) => [column, row[i]])));
    // Only the search that found a mount has a result page; its link is on its reseller's domain.
    expect(byColumn.map((row) => row.result_url)).toEqual(['', '', `https://${DOMAINS.summit}/results?t=tok-oldest`]);
    expect(byColumn.map((row) => row.no_fit)).toEqual(['No compatible mount', 'No compatible mount', '']);
    expect(byColumn[2]).toEqual({
      created_at: '2025-01-01T10:00:00.000Z',
      reseller: 'Old Reseller Name',
      customer_name: 'Oldest, "quoted" customer',
      customer_email: 'pat@example.com',
      customer_company: 'Pat Co',
      project_name: 'Water tower, phase 2',
      site_address: '12 Main St, Chicago, IL',
      antenna: 'OldMake OldModel',
      location: 'Chicago, IL, United States',
      latitude: '41.85',
      longitude: '-87.65',
      building_height: '30',
      roof_type: 'Old Roof',
      ridge_mount: 'false',
      wind_exposure: 'C',
      wind_speed: '115',
      default_wind_speed: 'false',
      risk_category: 'II',
      wind_speed_reason: '',
      wind_speed_citation: '',
      code_edition: 'ASCE 7-10',
      planning_only: '',
      mount_part_number: 'OLD-1',
      mount_name: 'Old Sled Name',
      ballast_weight: '240',
      roof_load: '21.5',
      total_dead_load: '290',
      // No bill of materials: empty cells.
      bom_lines: '',
      bom_currency: '',
      bom_total: '',
      no_fit: '',
      result_url: `https://${DOMAINS.summit}/results?t=tok-oldest`,
      lead_status: 'new',
      assigned_to: '',
      lead_notes: '',
      quote_requests: '',
      roof_allowable_load: '40',
      roof_edge_distance: '12.5',
      lead_next_step: '',
      lead_next_step_due: '',
    });
    expect(byColumn[1]).toMatchObject({
      reseller: 'Northwind Wireless [demo]',
      roof_type: 'EPDM membrane',
      mount_name: '',
      ballast_weight: '',
    });
    expect(byColumn[0]).toMatchObject({
      project_name: '',
      site_address: '',
      reseller: '',
      antenna: 'Snap Shot',
      roof_type: 'Snapshot Roof',
      mount_name: '',
      roof_allowable_load: '',
      roof_edge_distance: '',
    });
  });

  it("keeps the specification's columns in their order and adds the optional roof inputs after them", async () => {
    const [header]: string[][] = parseCsv((await exportCsv('?bom=false')).body);
    expect(header).toEqual([
      ...['created_at', 'reseller', 'customer_name', 'customer_email', 'customer_company', 'project_name'],
      ...['site_address', 'antenna', 'location', 'latitude', 'longitude', 'building_height', 'roof_type'],
      ...['ridge_mount', 'wind_exposure', 'wind_speed', 'default_wind_speed', 'risk_category', 'wind_speed_reason'],
      ...['wind_speed_citation', 'code_edition', 'planning_only', 'mount_part_number', 'mount_name'],
      ...['ballast_weight', 'roof_load', 'total_dead_load', 'bom_lines', 'bom_currency', 'bom_total', 'no_fit'],
      ...['result_url', 'lead_status', 'assigned_to', 'lead_notes', 'quote_requests'],
      ...['roof_allowable_load', 'roof_edge_distance', 'lead_next_step', 'lead_next_step_due'],
    ]);
    // The JSON list carries them too, null when not given.
    const list = await t.app.inject({ method: 'GET', url: '/api/mount_search_results', headers: admin });
    const rows =
      list.json<{ token: string; roof_allowable_load: number | null; roof_edge_distance: number | null }[]>();
    expect(
      rows.map(({ token, roof_allowable_load, roof_edge_distance }) => [
        token,
        roof_allowable_load,
        roof_edge_distance,
      ]),
    ).toEqual([
      ['tok-newest', null, null],
      ['tok-middle', null, null],
      ['tok-oldest', 40, 12.5],
    ]);
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const rows = parseCsv((await exportCsv()).body, { bom: true });
    const createdAt = SEARCH_EXPORT_COLUMNS.indexOf('created_at');
    const middle = rows.find((row) => row[createdAt] === '2025-02-01T10:00:00.000Z')!;
    const cell = (column: (typeof SEARCH_EXPORT_COLUMNS)[number]) => middle[SEARCH_EXPORT_COLUMNS.indexOf(column)];
    expect(cell('customer_name')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell('customer_company')).toBe("'+1-555-0100");
    expect(cell('customer_email')).toBe("'@attacker");
    expect(cell('location')).toBe("'-lookup");
    // The project columns are visitor text too.
    expect(cell('project_name')).toBe("'=SUM(A1:A9)");
    expect(cell('site_address')).toBe("'@12 Main St");
    const newest = rows.find((row) => row[createdAt] === '2025-03-01T10:00:00.000Z')!;
    expect(newest[SEARCH_EXPORT_COLUMNS.indexOf('customer_name')]).toBe("'\tTabbed");
    expect(escapeFormula(-87.65)).toBe(-87.65);
    expect(escapeFormula('Plain')).toBe('Plain');
  });

  it('quotes cells holding a separator (comma, semicolon, tab), a quote or a line break, escaping formulas too', () => {
    expect(csvRows([['a;=1+1', 'plain', 12, true, null]])).toBe(`"a;'=1+1",plain,12,true,\n`);
    expect(csvRows([['=1;2', 'x\ty', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere']])).toBe(
      `"'=1;2","x\ty","a,b","say ""hi""","two\nlines","cr\rhere"\n`,
    );
    expect(csvRows([['\tTabbed']])).toBe(`"'\tTabbed"\n`);
    expect(parseCsv(csvRows([['a;=1+1']]), { delimiter: ';' })).toEqual([["a;'=1+1"]]);
  });

  it('filters by reseller', async () => {
    const rows = parseCsv((await exportCsv(`?reseller_id=${northwindId}`)).body, { bom: true });
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe('2025-02-01T10:00:00.000Z');
    // An id that names no reseller is refused rather than matching nothing.
    const unknown = await exportCsv('?reseller_id=424242');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { reseller_id: ['is not a reseller'] } });
    expect((await exportCsv('?reseller_id=abc')).statusCode).toBe(422);
  });

  it('answers JSON without Accept: text/csv, with a limit', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/mount_search_results?limit=2`, headers: admin });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ token: string; created_at: string; latitude: number | null }[]>();
    expect(rows.map((row) => row.token)).toEqual(['tok-newest', 'tok-middle']);
    expect(rows[0]).toMatchObject({
      created_at: '2025-03-01T10:00:00.000Z',
      reseller_id: null,
      no_fit: 'No compatible mount',
      result_url: null,
    });
    const filtered = (
      await t.app.inject({ method: 'GET', url: `/api/mount_search_results?reseller_id=${summitId}`, headers: admin })
    ).json();
    expect(filtered).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/mount_search_results?limit=5000', headers: admin })).statusCode,
    ).toBe(422);
  });

  it('pages by (created_at, id) without losing or repeating rows, also within one timestamp', async () => {
    const db = t.database.db;
    const [antenna] = await db.select().from(antennas).limit(1);
    const [roofType] = await db.select().from(roofTypes).limit(1);
    const sameInstant = new Date('2024-06-01T00:00:00.123Z');
    // Four rows share one instant; two differ only in microseconds (which a JS Date cannot hold).
    const createdAt = (i: number) =>
      i < 4
        ? sameInstant
        : i < 6
          ? sql`${`2024-05-01 00:00:00.1234${i}6+00`}::timestamptz`
          : new Date(sameInstant.getTime() - i * 1000);
    const extra = Array.from({ length: 7 }, (_, i) =>
      plainSearch({
        token: `page-${i}-${randomBytes(4).toString('hex')}`,
        created_at: createdAt(i),
        reseller_id: summitId,
        antenna_id: antenna!.id,
        roof_type_id: roofType!.id,
        customer_name: `Page ${i}`,
      }),
    );
    await db.insert(mountSearchResults).values(extra);
    const seen: number[] = [];
    for await (const page of searchPages(db, { filters: { reseller_id: summitId }, pageSize: 2 }))
      seen.push(...page.map((record) => record.id));
    // Page size 7 ends a page between the two rows of the same millisecond.
    const bySeven: number[] = [];
    for await (const page of searchPages(db, { filters: { reseller_id: summitId }, pageSize: 7 }))
      bySeven.push(...page.map((record) => record.id));
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    const full: number[] = [];
    for await (const page of searchPages(db, { filters: { reseller_id: summitId }, pageSize: 1000 }))
      full.push(...page.map((record) => record.id));
    expect(seen).toEqual(full);
    expect(bySeven).toEqual(full);
  });
});

describe('search list (JSON): numbered pages of 20 (K-13)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let northwindId: number;
  /** Tokens newest first: search-0 is the newest. */
  const TOTAL = 45;
  const NORTHWIND_EVERY = 3;

  beforeAll(async () => {
    const seeded = await seededApp();
    ({ t, admin, northwindId } = seeded);
    await t.database.db.insert(mountSearchResults).values(
      Array.from({ length: TOTAL }, (_, i) =>
        plainSearch({
          token: `search-${i}`,
          created_at: new Date(Date.UTC(2025, 0, 1) - i * 60_000),
          reseller_id: i % NORTHWIND_EVERY === 0 ? northwindId : seeded.summitId,
          antenna_id: seeded.antennaId,
          roof_type_id: seeded.roofTypeId,
          customer_name: `Customer ${i}`,
        }),
      ),
    );
  });
  afterAll(() => t.close());

  const list = (query = '', headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: `/api/mount_search_results${query}`, headers });
  const tokens = (response: { json(): unknown }) => (response.json() as { token: string }[]).map((row) => row.token);
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `search-${from + i}`);

  it('answers the newest 20 with the total in x-total-count', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(TOTAL));
    expect(tokens(response)).toEqual(range(0, 20));
  });

  it('answers page 2 and the short last page, then nothing past the end', async () => {
    expect(tokens(await list('?page=2'))).toEqual(range(20, 40));
    const last = await list('?page=3');
    expect(tokens(last)).toEqual(range(40, TOTAL));
    expect(last.headers['x-total-count']).toBe(String(TOTAL));
    const past = await list('?page=4');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(TOTAL));
    expect(tokens(await list('?page=2&limit=7'))).toEqual(range(7, 14));
  });

  it("pages one reseller's searches and counts only those", async () => {
    const northwind = Array.from({ length: TOTAL }, (_, i) => i)
      .filter((i) => i % NORTHWIND_EVERY === 0)
      .map((i) => `search-${i}`);
    const first = await list(`?reseller_id=${northwindId}`);
    expect(first.headers['x-total-count']).toBe(String(northwind.length));
    expect(tokens(first)).toEqual(northwind.slice(0, 20));
    expect(tokens(await list(`?reseller_id=${northwindId}&page=2`))).toEqual(northwind.slice(20));
    const unknown = await list('?reseller_id=424242');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['x-total-count']).toBeUndefined();
  });

  it('takes a limit from 1 to 1000 and a page from 1, else 422 naming the field', async () => {
    expect(tokens(await list('?limit=1'))).toEqual(['search-0']);
    expect(tokens(await list('?limit=1000'))).toHaveLength(TOTAL);
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=1001', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=abc', 'page'],
      ['?page=1000001', 'page'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors), query).toEqual([field]);
    }
  });

  it('refuses a page reaching past the 100,000th search (page × limit), telling to filter or export', async () => {
    expect((await list('?page=100&limit=1000')).statusCode).toBe(200);
    expect((await list('?page=5000')).statusCode).toBe(200);
    for (const query of ['?page=101&limit=1000', '?page=5001', '?page=1000000&limit=1000', '?page=100001&limit=1']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toEqual({
        errors: { page: [DEEP_PAGE] },
        full_messages: [`Page ${DEEP_PAGE}`],
      });
      expect(response.headers['x-total-count'], query).toBeUndefined();
    }
    expect(DEEP_PAGE).toMatch(/filters.*export/);
    // Reseller users, who reported it, get the same answer.
    const resellerUser = await createResellerUserHeaders(t.app, northwindId);
    expect((await list('?page=1000000&limit=1000', resellerUser)).statusCode).toBe(422);
    expect(tokens(await list('?page=1&limit=1', resellerUser))).toEqual(['search-0']);
    // The CSV takes no page: the same query exports every matching search.
    expect((await list('?page=1000000&limit=1000', { ...admin, accept: 'text/csv' })).statusCode).toBe(200);
  });

  it('is for signed-in administrators only (401)', async () => {
    const response = await list('', {});
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-total-count']).toBeUndefined();
  });

  it('leaves the CSV whole: page and limit apply to the JSON answer only', async () => {
    const response = await list('?page=2&limit=1', { ...admin, accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body, { bom: true })).toHaveLength(TOTAL + 1);
  });
});
