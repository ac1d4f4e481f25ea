import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { SEARCH_EXPORT_COLUMNS, type MountSearchResult, type SearchExportRow } from '@nprm/contracts';
import { createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';
import { antennaId, priceSummitSled6, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';

useSeededSearchApp();

/** The leads list and its CSV carry each search's bill of materials as frozen with it. */
describe('the bill of materials in the leads list and CSV', () => {
  it('lists the parts with their prices, the currency and the total (empty where a part is on request)', async () => {
    await priceSummitSled6('EUR');
    const result = (await search(request({ antenna: antennaId.panel }))).json<MountSearchResult>();
    const trays = result.trays!.count;
    const blocks = result.ballast_blocks.count;
    await createTestAdmin(t.app);
    const headers = await signInHeaders(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/mount_search_results', headers });
    const row = list.json<SearchExportRow[]>().find((entry) => entry.token === result.token)!;
    expect(row).toMatchObject({
      bom_lines: `DEMO-S6 × 1 at 1249.50; DEMO-S6-TRAY × ${trays} on request; Solid concrete block × ${blocks} at 2.35`,
      bom_currency: 'EUR',
      bom_total: null,
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/mount_search_results?bom=false',
      headers: { ...headers, accept: 'text/csv' },
    });
    const [header, ...rows]: string[][] = parse(csv.body, { bom: true });
    expect(header).toEqual([...SEARCH_EXPORT_COLUMNS]);
    const cells = rows.map((cellsOf) => Object.fromEntries(header!.map((name, index) => [name, cellsOf[index]])));
    const found = cells.find((entry) => entry.result_url?.includes(result.token))!;
    expect(found).toMatchObject({ bom_lines: row.bom_lines, bom_currency: 'EUR', bom_total: '' });
  });
});
