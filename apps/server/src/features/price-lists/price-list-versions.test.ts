/** A price list under optimistic concurrency (docs/api.md, "Concurrent edits"): two editors never lose an edit. */
import type { PriceList } from '@nprm/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminTestApp, UNKNOWN_ID } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';

describe('price list versions', () => {
  const t = useAdminTestApp();
  let summit: number;
  let northwind: number;
  const path = (id: number | string = summit) => `/api/resellers/${id}/price_list`;
  /** A PUT exactly as given (t.call would add the version read). */
  const put = (body: object, id: number | string = summit, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'PUT', url: path(id), headers, payload: body });
  const read = async (id: number = summit) => (await t.call('GET', path(id))).json<PriceList>();
  const price = (list: PriceList, partNumber: string) =>
    list.items.find((item) => item.item_type === 'mount' && item.part_number === partNumber)!;
  const setPrice = (list: PriceList, partNumber: string, unit_price: number | null) => ({
    item_type: 'mount',
    item_id: price(list, partNumber).item_id,
    unit_price,
  });
  /** A save in USD from 2026-01-01 of one mount's price, naming `version` (none: left out). */
  const putUsd = (opened: PriceList, partNumber: string, unitPrice: number, version?: number) =>
    put({
      currency: 'USD',
      valid_from: '2026-01-01',
      prices: [setPrice(opened, partNumber, unitPrice)],
      ...(version === undefined ? {} : { lock_version: version }),
    });
  const history = async () =>
    (await t.call('GET', `/api/history?entity=price_lists&entity_id=${summit}`)).json<
      { version_sent: boolean; changes: Record<string, { before: unknown; after: unknown }> }[]
    >();

  beforeAll(async () => {
    const resellers = (await t.call('GET', '/api/resellers')).json<{ id: number; domain: string }[]>();
    summit = resellers.find((r) => r.domain === 'localhost')!.id;
    northwind = resellers.find((r) => r.domain === 'northwind.localhost')!.id;
  });

  it('is at version 0 before its first save; each save that changes something moves it on by one', async () => {
    const opened = await read();
    expect(opened.lock_version).toBe(0);
    const first = await putUsd(opened, 'DEMO-S6', 100, 0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PriceList>().lock_version).toBe(1);
    // The same save again changes nothing: nothing written, the version kept.
    const again = await putUsd(opened, 'DEMO-S6', 100, 1);
    expect(again.json<PriceList>().lock_version).toBe(1);
    expect(await history()).toHaveLength(1);
  });

  it('a save sends and changes only the prices edited: two editors of different prices both keep theirs', async () => {
    const opened = await read();
    const a = await putUsd(opened, 'DEMO-S4', 1250, opened.lock_version);
    expect(a.statusCode).toBe(200);
    // B read after A's save and edits another price only.
    const b = await putUsd(opened, 'DEMO-S6', 990, a.json<PriceList>().lock_version);
    expect(b.statusCode).toBe(200);
    const now = await read();
    expect(price(now, 'DEMO-S4').unit_price).toBe(1250);
    expect(price(now, 'DEMO-S6').unit_price).toBe(990);
  });

  it('a stale save is a 409 with who changed it and the list as it is now; nothing is written', async () => {
    const opened = await read();
    const a = await putUsd(opened, 'DEMO-S4', 1300, opened.lock_version);
    expect(a.statusCode).toBe(200);
    const stale = await putUsd(opened, 'DEMO-S6', 5, opened.lock_version);
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ errors: string[]; changed_by: string; current: PriceList }>();
    expect(body.errors[0]).toMatch(/^This record was changed by Test Admin at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(body.changed_by).toBe('Test Admin');
    expect(body.current).toEqual(await read());
    expect(price(body.current, 'DEMO-S4').unit_price).toBe(1300);
    expect(price(body.current, 'DEMO-S6').unit_price).toBe(990);
  });

  it('of two saves of one version sent at once, exactly one passes', async () => {
    const opened = await read();
    const answers = await Promise.all([
      putUsd(opened, 'DEMO-S6', 11, opened.lock_version),
      putUsd(opened, 'DEMO-S6', 12, opened.lock_version),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await read()).lock_version).toBe(opened.lock_version + 1);
  });

  it('a change of currency that re-labels prices is a 422 naming them unless confirmed', async () => {
    const opened = await read();
    const change = { currency: 'EUR', valid_from: '2026-01-01', prices: [setPrice(opened, 'DEMO-S6', 990)] };
    const refused = await put({ ...change, lock_version: opened.lock_version });
    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ errors: Record<string, string[]>; full_messages: string[] }>();
    expect(Object.keys(body.errors)).toEqual(['currency']);
    expect(body.full_messages).toEqual([
      'Currency would re-label 1 price from USD to EUR (DEMO-S4): confirm the change (confirm_currency_change) ' +
        'or set those prices too',
    ]);
    expect(await read()).toEqual(opened);
    const confirmed = await put({ ...change, lock_version: opened.lock_version, confirm_currency_change: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<PriceList>()).toMatchObject({ currency: 'EUR', lock_version: opened.lock_version + 1 });
    // Setting every priced part in the new currency re-labels nothing: no confirmation needed.
    const now = confirmed.json<PriceList>();
    const all = now.items.filter((item) => item.unit_price !== null).map((item) => ({ ...item, unit_price: 1 }));
    const back = await put({ currency: 'USD', valid_from: '2026-01-01', prices: all, lock_version: now.lock_version });
    expect(back.statusCode).toBe(200);
  });

  it('without lock_version the save overwrites (last writer wins) and its history says no version was sent', async () => {
    const opened = await read();
    const response = await putUsd(opened, 'DEMO-S6', 7);
    expect(response.statusCode).toBe(200);
    expect(response.json<PriceList>().lock_version).toBe(opened.lock_version + 1);
    const [latest, earlier] = await history();
    expect(latest).toMatchObject({ version_sent: false, changes: { 'price DEMO-S6': { before: 1, after: 7 } } });
    expect(earlier).toMatchObject({ version_sent: true });
  });

  it('422 for a version that is not a whole number; 401, 403 and 404 with a version as without', async () => {
    const opened = await read();
    const body = { currency: 'USD', valid_from: '2026-01-01', prices: [], lock_version: opened.lock_version };
    const bad = await put({ ...body, lock_version: 'four' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['lock_version']);
    const confirm = await put({ ...body, confirm_currency_change: 'yes' });
    expect(Object.keys(confirm.json<{ errors: object }>().errors)).toEqual(['confirm_currency_change']);
    expect((await t.app.inject({ method: 'PUT', url: path(), payload: body })).statusCode).toBe(401);
    const northwindUser = await createResellerUserHeaders(t.app, northwind);
    expect((await put(body, summit, northwindUser)).statusCode).toBe(403);
    expect((await put({ ...body, lock_version: 0 }, UNKNOWN_ID)).statusCode).toBe(404);
    expect(await read()).toEqual(opened);
  });
});
