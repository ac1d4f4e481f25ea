import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

useSeededSearchApp({ reportPdfs: createReportPdfs(2) });

const dir = mkdtempSync(join(tmpdir(), 'block-layout-'));

async function pdfOf(token: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}/report.pdf` });
  expect(response.statusCode).toBe(200);
  const file = join(dir, `${token}.pdf`);
  writeFileSync(file, response.rawPayload);
  return file;
}

const pageText = (file: string, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], { encoding: 'utf8' });

/** The pages' texts in order (page 1's summary may run on to page 2, so the drawing's page is found, not assumed). */
function pageTexts(file: string): string[] {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const count = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  return Array.from({ length: count }, (_, index) => pageText(file, index + 1));
}

/** The number of the block layout page: the one page that opens with its heading. */
function layoutPage(file: string): number {
  const pages = pageTexts(file).map((text, index) => ({ text, page: index + 1 }));
  const found = pages.filter(({ text }) => text.trimStart().startsWith('Block layout'));
  expect(found).toHaveLength(1);
  return found[0]!.page;
}

describe('the report’s block layout page', () => {
  it('follows page 1 with the footprint, mast, trays with their counts, the wind and what is to scale', async () => {
    const result = (await search(request())).json();
    expect(result.trays).not.toBeNull();
    const file = await pdfOf(result.token);
    const page = layoutPage(file);
    const pages = pageTexts(file);
    // After the summary (page 1 and its continuation), before the sheet.
    expect(pages.slice(0, page - 1).join('\n')).toContain('Ballast Calculation Report');
    expect(pages.slice(0, page - 1).join('\n')).not.toContain('Calculation sheet');
    const text = pageText(file, page);
    const flat = text.replace(/\s+/g, ' ');
    expect(text).toContain('Block layout');
    expect(flat).toContain(`${result.mount.name} (${result.mount.part_number})`);
    expect(text).toContain('Mast');
    expect(text).toContain('Wind');
    const side = `${result.footprint.base_length} ft`;
    expect(text).toContain(side);
    const perTray = Math.ceil(result.ballast_blocks.count / result.trays.count);
    expect(flat).toContain(`${perTray} blocks`);
    expect(flat).toContain(`${result.ballast_blocks.count} blocks in all`);
    expect(flat).toContain('Tray positions and sizes are schematic, not to scale');
    expect(flat).toContain('Wind shown across the short side');
    expect(pageText(file, page + 1)).toContain('Calculation sheet');

    // Vector paths, not a picture: no image on the page; and it renders.
    const at = String(page);
    const images = execFileSync('pdfimages', ['-f', at, '-l', at, '-list', file], { encoding: 'utf8' });
    expect(images.trim().split('\n')).toHaveLength(2);
    execFileSync('pdftoppm', ['-f', at, '-l', at, '-r', '60', '-png', '-singlefile', file, join(dir, 'layout')]);
    const png = readFileSync(join(dir, 'layout.png'));
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
      const flat = pageText(file, layoutPage(file)).replace(/\s+/g, ' ');
      expect(flat).toContain(`${result.ballast_blocks.count} blocks in all`);
      expect(flat).not.toContain('Tray');
    } finally {
      await db.update(mounts).set(before!).where(eq(mounts.id, mountId.sled4));
      t.app.ctx.catalogue.changed();
    }
  });

  it("draws a ridge mount's blocks in its trays, prints the ridge assumption, and never draws blocks with no place", async () => {
    const result = (await search(request({ antenna: antennaId.ptp, ridge_mount: true }))).json();
    expect(result.trays.count).toBeGreaterThan(0);
    const file = await pdfOf(result.token);
    expect(pageText(file, layoutPage(file))).toContain('Tray 1');
    const whole = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(whole).toContain(
      "Ridge mount: the frame straddles the ridge, so the roof's slope is not applied to sliding",
    );

    // A result stored before a trayless ridge mount was refused its ballast: its blocks have no place to be drawn.
    await updateStoredDocument(result.token, { trays: null });
    const stored = await pdfOf(result.token);
    const text = execFileSync('pdftotext', [stored, '-'], { encoding: 'utf8' });
    expect(text).toContain('The mount has no ballast trays');
    expect(text).not.toContain('Block layout');
  });

  it('gives no drawing page to a result whose footprint is not known', async () => {
    const result = (await search(request({ antenna: antennaId.ptp }))).json();
    await updateStoredDocument(result.token, { footprint: null, calculation_steps: [] });
    const file = await pdfOf(result.token);
    const whole = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(whole).toContain('Calculation sheet');
    expect(whole).not.toContain('Block layout');
  });
});
