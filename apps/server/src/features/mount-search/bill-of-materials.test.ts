import type { MountSearchResult } from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockTypes } from '../../db/tables.js';
import { savePriceList } from '../price-lists/index.js';
import {
  antennaId,
  mountId,
  northwind,
  request,
  search,
  summit,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

const getByToken = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}` })).json<MountSearchResult>();

/** Issue 33: every fit lists its parts with its reseller's prices as at search time. */
describe('bill of materials of a search', () => {
  let solid: number;
  beforeAll(async () => {
    [{ id: solid }] = (await t.database.db
      .select({ id: blockTypes.id })
      .from(blockTypes)
      .where(eq(blockTypes.name, 'Solid concrete block'))) as [{ id: number }];
  });

  const panelOnSled6 = () => request({ antenna: antennaId.panel, wind_speed: 115 });

  it('without a price list: the mount (1), its separate trays and the blocks, every price on request', async () => {
    const result = (await search(panelOnSled6())).json<MountSearchResult>();
    expect(result.mount.part_number).toBe('DEMO-S6');
    expect(result.bill_of_materials).toEqual({
      currency: null,
      total: null,
      lines: [
        { part_number: 'DEMO-S6', description: result.mount.name, quantity: 1, unit_price: null, line_total: null },
        {
          part_number: 'DEMO-S6-TRAY',
          description: 'Ballast tray for DEMO-S6',
          quantity: result.trays!.count,
          unit_price: null,
          line_total: null,
        },
        {
          part_number: 'Solid concrete block',
          description: 'Ballast block, 4" × 8" × 16"',
          quantity: result.ballast_blocks.count,
          unit_price: null,
          line_total: null,
        },
      ],
    });
  });

  it("prices the lines from the site's reseller's list, exactly in cents, and freezes them with the result", async () => {
    await savePriceList(t.database.db, summit, { currency: 'USD', valid_from: '2026-01-01' }, [
      { item_type: 'mount', item_id: mountId.sled6, cents: 124_950 },
      { item_type: 'tray', item_id: mountId.sled6, cents: 1_999 },
      { item_type: 'block_type', item_id: solid, cents: 10 },
    ]);
    const result = (await search(panelOnSled6())).json<MountSearchResult>();
    const trays = result.trays!.count;
    const blocks = result.ballast_blocks.count;
    expect(result.bill_of_materials.currency).toBe('USD');
    expect(result.bill_of_materials.lines.map((line) => [line.unit_price, line.line_total])).toEqual([
      [1249.5, 1249.5],
      [19.99, (1_999 * trays) / 100],
      [0.1, (10 * blocks) / 100],
    ]);
    expect(result.bill_of_materials.total).toBe((124_950 + 1_999 * trays + 10 * blocks) / 100);
    // A later change of the list does not alter the stored result.
    await savePriceList(t.database.db, summit, { currency: 'EUR', valid_from: '2026-01-01' }, [
      { item_type: 'mount', item_id: mountId.sled6, cents: 1 },
    ]);
    expect((await getByToken(result.token)).bill_of_materials).toEqual(result.bill_of_materials);
    // The next search prices with it: the lists sit in the catalogue snapshot, which a saved list makes stale.
    const next = (await search(panelOnSled6())).json<MountSearchResult>();
    expect(next.bill_of_materials.currency).toBe('EUR');
    expect(next.bill_of_materials.lines[0]!.unit_price).toBe(0.01);
  });

  it('a part without a price is on request and leaves the total out; a list not yet valid prices nothing', async () => {
    await savePriceList(t.database.db, summit, { currency: 'EUR', valid_from: '2026-01-01' }, [
      { item_type: 'tray', item_id: mountId.sled6, cents: null },
    ]);
    const partial = (await search(panelOnSled6())).json<MountSearchResult>();
    expect(partial.bill_of_materials.currency).toBe('EUR');
    expect(partial.bill_of_materials.lines[1]).toMatchObject({ unit_price: null, line_total: null });
    expect(partial.bill_of_materials.total).toBeNull();
    await savePriceList(t.database.db, summit, { currency: 'EUR', valid_from: '2999-01-01' }, []);
    const future = (await search(panelOnSled6())).json<MountSearchResult>();
    expect(future.bill_of_materials.currency).toBeNull();
    expect(future.bill_of_materials.lines.every((line) => line.unit_price === null)).toBe(true);
  });

  it("another reseller's search never takes these prices", async () => {
    await savePriceList(t.database.db, summit, { currency: 'USD', valid_from: '2026-01-01' }, [
      { item_type: 'mount', item_id: mountId.sled4, cents: 500 },
    ]);
    const result = (await search(request({ reseller_id: northwind }))).json<MountSearchResult>();
    expect(result.bill_of_materials.currency).toBeNull();
  });
});
