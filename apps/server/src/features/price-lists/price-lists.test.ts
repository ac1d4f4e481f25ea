import type { PriceList, PriceListImportReport } from '@nprm/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { sledMountBody, useAdminTestApp, UNKNOWN_ID } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';

describe('price lists API', () => {
  const t = useAdminTestApp();
  const { call } = t;
  let summit: number;
  let northwind: number;
  let list: PriceList;
  const item = (type: string, partNumber: string) =>
    list.items.find((entry) => entry.item_type === type && entry.part_number === partNumber)!;
  const path = (id: number | string) => `/api/resellers/${id}/price_list`;

  beforeAll(async () => {
    const resellers = (await call('GET', '/api/resellers')).json<{ id: number; domain: string }[]>();
    summit = resellers.find((r) => r.domain === 'localhost')!.id;
    northwind = resellers.find((r) => r.domain === 'northwind.localhost')!.id;
    list = (await call('GET', path(summit))).json<PriceList>();
  });

  it('lists every active mount, the trays sold separately and the block types, all on request before a save', () => {
    expect(list).toMatchObject({ reseller_id: summit, currency: null, valid_from: null });
    expect(item('mount', 'DEMO-S6')).toMatchObject({ unit_price: null });
    expect(item('tray', 'DEMO-S6-TRAY')).toMatchObject({ description: 'Ballast tray for DEMO-S6', unit_price: null });
    expect(item('block_type', 'Solid concrete block')).toMatchObject({ unit_price: null });
    // Only the mounts whose trays are separate parts have a tray line.
    expect(list.items.filter((entry) => entry.item_type === 'tray')).toHaveLength(1);
  });

  it('saves the currency, the day and the prices, in cents exactly; null puts a price back on request', async () => {
    const mount = item('mount', 'DEMO-S6');
    const block = item('block_type', 'Solid concrete block');
    const saved = await call('PUT', path(summit), {
      currency: ' usd ',
      valid_from: '2026-01-01',
      prices: [
        { item_type: 'mount', item_id: mount.item_id, unit_price: '1249.50' },
        { item_type: 'block_type', item_id: block.item_id, unit_price: 0.1 + 0.2 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    list = saved.json<PriceList>();
    expect(list).toMatchObject({ currency: 'USD', valid_from: '2026-01-01' });
    expect(item('mount', 'DEMO-S6').unit_price).toBe(1249.5);
    expect(item('block_type', 'Solid concrete block').unit_price).toBe(0.3);
    const cleared = await call('PUT', path(summit), {
      currency: 'USD',
      valid_from: '2026-01-01',
      prices: [{ item_type: 'block_type', item_id: block.item_id, unit_price: null }],
    });
    list = cleared.json<PriceList>();
    expect(item('block_type', 'Solid concrete block').unit_price).toBeNull();
    expect(item('mount', 'DEMO-S6').unit_price).toBe(1249.5);
  });

  it.each([
    ['prices.0.unit_price', { unit_price: -1 }, 'Prices Unit Price must not be negative'],
    ['prices.0.unit_price', { unit_price: 'cheap' }, 'is not a number'],
    ['prices.0.unit_price', { unit_price: 1.005 }, 'must have at most 2 decimal places'],
    ['prices.0.item_id', { item_id: UNKNOWN_ID }, 'is not a part of the price list'],
    ['prices.0.item_type', { item_type: 'antenna' }, 'must be one of mount, tray, block_type'],
    ['currency', { currency: 'XYZ' }, 'must be an ISO 4217 code'],
    ['valid_from', { valid_from: '2026-02-31' }, 'must be a date such as 2026-01-31'],
  ])('422 on %s for %j, and nothing is stored', async (field, change, message) => {
    const mount = item('mount', 'DEMO-S6');
    const { currency, valid_from, item_id, item_type, unit_price } = {
      // The list's own currency: a change of it would also ask for confirmation (price-list-versions.test.ts).
      currency: 'USD',
      valid_from: '2026-03-01',
      item_id: mount.item_id,
      item_type: 'mount',
      unit_price: 5,
      ...change,
    };
    const response = await call('PUT', path(summit), {
      currency,
      valid_from,
      prices: [{ item_type, item_id, unit_price }],
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: Record<string, string[]>; full_messages: string[] }>();
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(JSON.stringify(body)).toContain(message);
    const after = (await call('GET', path(summit))).json<PriceList>();
    expect(after).toEqual(list);
  });

  it('401 without a token, 404 for an unknown reseller or a path naming none', async () => {
    expect((await t.app.inject({ method: 'GET', url: path(summit) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: path(summit), payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${path(summit)}.csv` })).statusCode).toBe(401);
    expect((await call('GET', path(UNKNOWN_ID))).statusCode).toBe(404);
    expect((await call('GET', path('abc'))).statusCode).toBe(404);
    const put = await call('PUT', path(UNKNOWN_ID), { currency: 'USD', valid_from: '2026-01-01', prices: [] });
    expect(put.statusCode).toBe(404);
    expect((await call('GET', `${path(UNKNOWN_ID)}.csv`)).statusCode).toBe(404);
  });

  it("a reseller user keeps its own reseller's prices, and gets 403 for another's (nothing stored)", async () => {
    const northwindUser = await createResellerUserHeaders(t.app, northwind);
    const mount = item('mount', 'DEMO-S4');
    /** The reseller user prices the mount for `reseller`. */
    const priceMount = (reseller: number, unitPrice: number) =>
      call(
        'PUT',
        path(reseller),
        {
          currency: 'CAD',
          valid_from: '2026-02-01',
          prices: [{ item_type: 'mount', item_id: mount.item_id, unit_price: unitPrice }],
        },
        northwindUser,
      );
    const own = await priceMount(northwind, 99);
    expect(own.statusCode).toBe(200);
    expect(own.json<PriceList>().currency).toBe('CAD');
    expect((await call('GET', path(summit), undefined, northwindUser)).statusCode).toBe(403);
    expect((await priceMount(summit, 1)).statusCode).toBe(403);
    expect((await call('GET', `${path(summit)}.csv`, undefined, northwindUser)).statusCode).toBe(403);
    const csv = await t.app.inject({
      method: 'POST',
      url: `${path(summit)}/import`,
      headers: { ...northwindUser, 'content-type': 'text/csv' },
      payload: 'item_type,item_id,part_number,description,unit_price,currency,valid_from\n',
    });
    expect(csv.statusCode).toBe(403);
    expect((await call('GET', path(summit))).json<PriceList>()).toEqual(list);
  });
});

describe('price list CSV', () => {
  const t = useAdminTestApp();
  const { call } = t;
  let summit: number;
  const path = () => `/api/resellers/${summit}/price_list`;
  const upload = (csv: string, dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `${path()}/import${dryRun ? '?dry_run=true' : ''}`,
      headers: { ...t.admin, 'content-type': 'text/csv' },
      payload: Buffer.from(csv),
    });
  const exported = async (query = '') => {
    const response = await call('GET', `${path()}.csv${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.body;
  };

  beforeAll(async () => {
    const resellers = (await call('GET', '/api/resellers')).json<{ id: number; domain: string }[]>();
    summit = resellers.find((r) => r.domain === 'localhost')!.id;
    // A part number a spreadsheet would read as a formula.
    const created = await call(
      'POST',
      '/api/mounts',
      sledMountBody('=HYPERLINK("x")', { name: 'Formula mount', product_url: 'https://example.com/f' }),
    );
    expect(created.statusCode).toBe(201);
  });

  it('exports with a byte-order mark, formula cells escaped, prices with 2 decimals; round trips unchanged', async () => {
    const list = (await call('GET', path())).json<PriceList>();
    const mount = list.items.find((entry) => entry.part_number === 'DEMO-S6')!;
    await call('PUT', path(), {
      currency: 'GBP',
      valid_from: '2026-01-01',
      prices: [{ item_type: 'mount', item_id: mount.item_id, unit_price: 1200 }],
    });
    const body = await exported();
    expect(body.startsWith('\uFEFFitem_type,item_id,part_number,description,unit_price,currency,valid_from\n')).toBe(
      true,
    );
    expect(body).toContain(`mount,${mount.item_id},DEMO-S6,`);
    expect(body).toContain(',1200.00,GBP,2026-01-01\n');
    expect(body).toContain(`"'=HYPERLINK(""x"")"`);
    // The file as exported changes nothing.
    const again = await upload(body, false);
    expect(again.statusCode).toBe(200);
    const report = again.json<PriceListImportReport>();
    expect(report.counts).toEqual({ updated: 0, unchanged: list.items.length, refused: 0 });
    expect(await exported()).toBe(body);
  });

  it('a dry run shows old -> new and stores nothing; the import then stores it', async () => {
    const body = await exported('?bom=false');
    expect(body.startsWith('item_type')).toBe(true);
    const edited = body
      .replace(',1200.00,GBP,', ',1250.75,GBP,')
      .split('\n')
      .map((line) =>
        line.startsWith('block_type,') && line.includes('Solid concrete block')
          ? line.replace(',,GBP', ',3.10,GBP')
          : line,
      )
      .join('\n')
      .replaceAll('GBP,2026-01-01', 'EUR,2026-04-01');
    const dry = await upload(edited, true);
    expect(dry.statusCode).toBe(200);
    const report = dry.json<PriceListImportReport>();
    expect(report).toMatchObject({
      dry_run: true,
      applied: false,
      currency: { old: 'GBP', new: 'EUR' },
      valid_from: { old: '2026-01-01', new: '2026-04-01' },
    });
    expect(report.counts.updated).toBe(2);
    expect(report.rows.filter((row) => row.status === 'updated')).toEqual([
      expect.objectContaining({ label: 'DEMO-S6', old: '1200.00', new: '1250.75' }),
      expect.objectContaining({ label: 'Solid concrete block', old: '', new: '3.10' }),
    ]);
    expect(await exported('?bom=false')).toBe(body);
    const applied = await upload(edited, false);
    expect(applied.json<PriceListImportReport>().applied).toBe(true);
    expect(await exported('?bom=false')).toBe(edited);
  });

  it('422 with the report for a bad price, an unknown part, a currency or rows that disagree; nothing stored', async () => {
    const before = await exported();
    const header = 'item_type,item_id,part_number,description,unit_price,currency,valid_from\n';
    const list = (await call('GET', path())).json<PriceList>();
    const mount = list.items.find((entry) => entry.part_number === 'DEMO-S6')!;
    const bad = await upload(
      `${header}mount,${mount.item_id},DEMO-S6,x,-5,EUR,2026-04-01\nmount,999999,X,x,1,EUR,2026-04-01\n`,
      false,
    );
    expect(bad.statusCode).toBe(422);
    const refused = bad.json<{ full_messages: string[]; report: PriceListImportReport }>();
    expect(refused.full_messages).toEqual([
      'Line 2: Unit Price must not be negative',
      'Line 3: Item Id is not a part of the price list',
    ]);
    expect(refused.report.counts.refused).toBe(2);
    const currency = await upload(`${header}mount,${mount.item_id},DEMO-S6,x,5,ABC,2026-04-01\n`, true);
    expect(currency.statusCode).toBe(422);
    expect(currency.json<{ full_messages: string[] }>().full_messages[0]).toContain(
      'Currency must be an ISO 4217 code',
    );
    const mixed = await upload(
      `${header}mount,${mount.item_id},DEMO-S6,x,5,EUR,2026-04-01\nmount,${mount.item_id},DEMO-S6,x,5,USD,2026-04-01\n`,
      false,
    );
    expect(mixed.json<{ full_messages: string[] }>().full_messages).toEqual(['Every row must name the same currency']);
    const notCsv = await upload('hello', false);
    expect(notCsv.statusCode).toBe(422);
    expect(await exported()).toBe(before);
  });
});

describe('price list history', () => {
  const t = useAdminTestApp();
  const { call } = t;

  it('records who changed which price, the currency and the day, and nothing for a save that changes nothing', async () => {
    const resellers = (await call('GET', '/api/resellers')).json<{ id: number; domain: string }[]>();
    const summit = resellers.find((r) => r.domain === 'localhost')!.id;
    const path = `/api/resellers/${summit}/price_list`;
    const list = (await call('GET', path)).json<PriceList>();
    const mount = list.items.find((entry) => entry.part_number === 'DEMO-S6')!;
    const body = {
      currency: 'USD',
      valid_from: '2026-01-01',
      prices: [{ item_type: 'mount', item_id: mount.item_id, unit_price: 12.5 }],
    };
    expect((await call('PUT', path, body)).statusCode).toBe(200);
    expect((await call('PUT', path, body)).statusCode).toBe(200);
    const history = await call('GET', `/api/history?entity=price_lists&entity_id=${summit}`);
    const entries = history.json<{ action: string; user_email: string; record_label: string; changes: object }[]>();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'create',
      user_email: 'admin@example.com',
      record_label: 'Summit Roof Mounts [demo]',
      changes: {
        currency: { before: null, after: 'USD' },
        valid_from: { before: null, after: '2026-01-01' },
        'price DEMO-S6': { before: null, after: 12.5 },
      },
    });
  });
});
