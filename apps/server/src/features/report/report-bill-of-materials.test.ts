import { describe, expect, it } from 'vitest';
import type { MountSearchResult } from '@nprm/contracts';
import { antennaId, priceSummitSled6, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';
import { pdfPages } from '../../test/poppler.js';

/** The report's summary (page 1 or 2) lists the bill of materials, read back with poppler's pdftotext. */
useSeededSearchApp();

async function reportOf(): Promise<{ result: MountSearchResult; pages: string[] }> {
  const created = await search(request({ antenna: antennaId.panel }));
  expect(created.statusCode).toBe(201);
  const result = created.json<MountSearchResult>();
  const pdf = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${result.token}/report.pdf` });
  expect(pdf.statusCode).toBe(200);
  return { result, pages: pdfPages(pdf.rawPayload, '-layout') };
}

/** The line of the page that starts with the part number, its runs of spaces made one. */
const lineOf = (page: string, start: string) =>
  page
    .split('\n')
    .map((line) => line.trim().replace(/\s{2,}/g, ' | '))
    .find((line) => line.startsWith(start));

describe('the bill of materials in the report', () => {
  it('lists every part on request on page 1 or 2 when the reseller has no prices', async () => {
    const { result, pages } = await reportOf();
    const page = pages.findIndex((text) => text.includes('BILL OF MATERIALS'));
    // In the summary, after the site and equipment: page 1, or page 2 when page 1 is full (a row that does not fit
    // continues on page 2 under the column heads again).
    expect([0, 1]).toContain(page);
    const text = pages.slice(0, 2).join('\n');
    expect(lineOf(text, 'DEMO-S6 |')).toBe(`DEMO-S6 | ${result.mount.name} | 1 | On request | On request`);
    expect(lineOf(text, 'DEMO-S6-TRAY')).toBe(
      `DEMO-S6-TRAY | Ballast tray for DEMO-S6 | ${result.trays!.count} | On request | On request`,
    );
    expect(lineOf(text, 'Total')).toBe('Total | On request');
    expect(text).toContain('ask your reseller for a quote');
  });

  it("prints the reseller's prices and the total with the currency, as frozen with the result", async () => {
    await priceSummitSled6('USD', 4_000);
    const { result, pages } = await reportOf();
    const text = pages.slice(0, 2).join('\n');
    expect(text).toContain('BILL OF MATERIALS');
    const trays = result.trays!.count;
    const blocks = result.ballast_blocks.count;
    const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(lineOf(text, 'DEMO-S6 |')).toBe(`DEMO-S6 | ${result.mount.name} | 1 | $1,249.50 | $1,249.50`);
    expect(lineOf(text, 'DEMO-S6-TRAY')).toContain(`| ${trays} | $40.00 | ${money(4_000 * trays)}`);
    expect(lineOf(text, 'Solid concrete block')).toContain(`| ${blocks} | $2.35 | ${money(235 * blocks)}`);
    expect(lineOf(text, 'Total')).toBe(`Total | ${money(124_950 + 4_000 * trays + 235 * blocks)}`);
    expect(text).toContain('Prices in USD');
  });
});
