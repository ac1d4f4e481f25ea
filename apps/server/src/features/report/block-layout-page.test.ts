import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mounts } from '../../db/tables.js';
import { createReportPdfs } from './report-cache.js';
import {
  antennaId,
  mountId,
  request,
  search,
  t,
  updateStoredDocument,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { flat, pagePicture, pdfFile, pdfPages, poppler } from '../../test/poppler.js';

useSeededSearchApp({ reportPdfs: createReportPdfs(2) });

async function pdfOf(token: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}/report.pdf` });
  expect(response.statusCode).toBe(200);
  return pdfFile(response.rawPayload);
}

/** The number of the block layout page: the one page that opens with its heading. */
function layoutPage(pages: string[]): number {
  const found = pages.flatMap((text, index) => (text.trimStart().startsWith('Block layout') ? [index + 1] : []));
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('the report’s block layout page', () => {
  it('follows page 1 with the plan to a stated scale: dimensions, mast, trays, each block’s position and layer', async () => {
    const result = (await search(request({ roof_edge_distance: 4.5 }))).json();
    expect(result.trays).not.toBeNull();
    const file = await pdfOf(result.token);
    // The pages' texts as laid out (page 1's summary may run on to page 2, so the drawing's page is found, not assumed).
    const pages = pdfPages(file, '-layout');
    const page = layoutPage(pages);
    // After the summary (page 1 and its continuation), before the sheet.
    expect(pages.slice(0, page - 1).join('\n')).toContain('Ballast Calculation Report');
    expect(pages.slice(0, page - 1).join('\n')).not.toContain('Calculation sheet');
    const text = pages[page - 1]!;
    const words = flat(text);
    expect(text).toContain('Block layout');
    expect(words).toContain(`${result.mount.name} (${result.mount.part_number})`);
    expect(text).toContain('Mast');
    expect(text).toContain('Wind');
    const side = `${result.footprint.base_length} ft`;
    expect(text).toContain(side);
    const perTray = Math.ceil(result.ballast_blocks.count / result.trays.count);
    expect(words).toContain(`${perTray} blocks`);
    expect(words).toContain(`${result.ballast_blocks.count} blocks in all`);
    expect(words).toContain('Tray positions and sizes are schematic, not to scale');
    expect(words).toContain('Wind shown across the short side');
    // The stated scale, the scale bar and the dimensions of the real footprint.
    expect(words).toMatch(/Scale 1:\d+ on the printed page \([\d.]+ in = 1 ft\)/);
    expect(words).toMatch(/\d+(\.\d+)? ft \(scale bar\)/);
    expect(text).toContain(`${result.footprint.base_width} ft`);
    // Each block by tray, position and layer; the pad under the base; the edge against the setback.
    expect(words).toMatch(new RegExp(`Tray 1: ${perTray} blocks in (one layer|\\d layers)`));
    expect(words).toContain('Roof protection pad under the whole base');
    expect(words).toContain('4.5 ft from the nearest roof edge, inside the 6 ft setback');
    expect(words).toContain('29 CFR 1910.28(b)(13)');
    expect(pages[page]).toContain('Calculation sheet');

    // Vector paths, not a picture: no image on the page; and it renders.
    const at = String(page);
    const images = poppler(file, 'pdfimages', '-f', at, '-l', at, '-list');
    expect(images.trim().split('\n')).toHaveLength(2);
    const png = pagePicture(file, page, '-r', '60', '-png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws the footprint and the total for a mount without trays', async () => {
    const db = t.database.db;
    const [before] = await db.select().from(mounts).where(eq(mounts.id, mountId.sled4));
    await db.update(mounts).set({ ballast_trays: null, tray_capacity: null }).where(eq(mounts.id, mountId.sled4));
    t.app.ctx.catalogue.changed();
    try {
      const result = (await search(request())).json();
      expect(result.mount_id).toBe(mountId.sled4);
      expect(result.trays).toBeNull();
      const file = await pdfOf(result.token);
      const pages = pdfPages(file, '-layout');
      const words = flat(pages[layoutPage(pages) - 1]!);
      expect(words).toContain(`${result.ballast_blocks.count} blocks in all`);
      expect(words).not.toContain('Tray');
    } finally {
      await db.update(mounts).set(before!).where(eq(mounts.id, mountId.sled4));
      t.app.ctx.catalogue.changed();
    }
  });

  it("draws a ridge mount's blocks in its trays, prints the ridge assumption, and never draws blocks with no place", async () => {
    const result = (await search(request({ antenna: antennaId.ptp, ridge_mount: true }))).json();
    expect(result.trays.count).toBeGreaterThan(0);
    const file = await pdfOf(result.token);
    const pages = pdfPages(file, '-layout');
    expect(pages[layoutPage(pages) - 1]).toContain('Tray 1');
    const whole = flat(poppler(file, 'pdftotext'));
    expect(whole).toContain(
      "Ridge mount: the frame straddles the ridge, so the roof's slope is not applied to sliding",
    );

    // Its own geometry: the ridge through the mast.
    expect(flat(pages[layoutPage(pages) - 1]!)).toContain('Ridge mount: the frame straddles the ridge, drawn along');

    // A result stored before a trayless ridge mount was refused its ballast: its blocks have no place to be drawn.
    await updateStoredDocument(result.token, { trays: null });
    const stored = await pdfOf(result.token);
    const storedPages = pdfPages(stored, '-layout');
    const notDrawn = flat(storedPages[layoutPage(storedPages) - 1]!);
    expect(notDrawn).toContain('Not drawn: this mount has no trays or positions for its blocks');
    expect(notDrawn).not.toContain('Mast');
  });

  it('says the plan is not drawn for a result whose footprint is not known, never an empty square', async () => {
    const result = (await search(request({ antenna: antennaId.ptp }))).json();
    await updateStoredDocument(result.token, { footprint: null, calculation_steps: [] });
    const file = await pdfOf(result.token);
    const pages = pdfPages(file, '-layout');
    const page = flat(pages[layoutPage(pages) - 1]!);
    expect(page).toContain('Not drawn: the mount’s base was not recorded with this result.');
    expect(page).not.toContain('Mast');
    expect(poppler(file, 'pdftotext')).toContain('Calculation sheet');
  });
});
