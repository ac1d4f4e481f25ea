import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mounts, mountSearchResults } from '../../db/tables.js';
import { createReportPdfs } from './report-cache.js';
import { antennaId, mountId, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';

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

describe('the report’s block layout page', () => {
  it('follows page 1 with the footprint, mast, trays with their counts, the wind and what is to scale', async () => {
    const result = (await search(request())).json();
    expect(result.trays).not.toBeNull();
    const file = await pdfOf(result.token);
    const text = pageText(file, 2);
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
    expect(pageText(file, 3)).toContain('Calculation sheet');

    // Vector paths, not a picture: no image on the page; and it renders.
    const images = execFileSync('pdfimages', ['-f', '2', '-l', '2', '-list', file], { encoding: 'utf8' });
    expect(images.trim().split('\n')).toHaveLength(2);
    execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', '60', '-png', file, join(dir, 'layout')]);
    const png = readFileSync(join(dir, 'layout-2.png'));
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
      const flat = pageText(await pdfOf(result.token), 2).replace(/\s+/g, ' ');
      expect(flat).toContain(`${result.ballast_blocks.count} blocks in all`);
      expect(flat).not.toContain('Tray');
    } finally {
      await db.update(mounts).set(before!).where(eq(mounts.id, mountId.sled4));
      t.app.ctx.catalogue.changed();
    }
  });

  it('gives no drawing page to a result whose footprint is not known', async () => {
    const result = (await search(request({ antenna: antennaId.ptp }))).json();
    await t.database.db
      .update(mountSearchResults)
      .set({ display: sql`${mountSearchResults.display} - 'footprint'`, calculation_steps: [] })
      .where(eq(mountSearchResults.token, result.token));
    const file = await pdfOf(result.token);
    expect(pageText(file, 2)).toContain('Calculation sheet');
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).not.toContain('Block layout');
  });
});
