import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALCULATION_SECTION_TITLES, codeBasisText, reviewForces, type MountSearchResult } from '@nprm/contracts';
import { resellers } from '../../db/tables.js';
import { northwind, request, search, t, updateStoredDocument, useSeededSearchApp } from '../../test/mount-search.js';
import { flat, pagePicture, pdfPages, poppler } from '../../test/poppler.js';

/** Page 1 a reviewer can sign from, and nothing cut off: the PDF read back with poppler's tools. */
const webFiles = join(dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
useSeededSearchApp({ env: { WEB_DIST: webFiles } });

/** Page 1's text, in reading order or laid out (`-layout`): pdftotext reads page 1 only. */
const pageOne = (pdf: Buffer, ...args: string[]) => pdfPages(pdf, '-l', '1', ...args)[0]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PROJECT = 'Main St. water tower, phase 2 rooftop backhaul for the county emergency services network';
const ADDRESS = '1200 North Michigan Avenue, Suite 4100, Chicago, IL 60611, United States of America';

async function projectResult(overrides: Record<string, unknown> = {}): Promise<MountSearchResult> {
  const response = await search(
    request({
      reseller_id: northwind,
      wind_speed: undefined,
      project_name: PROJECT,
      site_address: ADDRESS,
      ...overrides,
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function reportPdf(token: string, paper: 'letter' | 'a4'): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/mount_search_results/token/${token}/report.pdf?paper=${paper}`,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** The share of page 1's pixels that are not white, from a grey render (PGM: a text header, then one byte each). */
function inkOnPageOne(pdf: Buffer): number {
  const bytes = pagePicture(pdf, 1, '-r', '40', '-gray');
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
  const pixels = bytes.subarray(header[0].length);
  expect(pixels.length).toBe(Number(header[1]) * Number(header[2]));
  return pixels.filter((value) => value < 200).length / pixels.length;
}

describe('page 1 of the report', () => {
  it.each(['letter', 'a4'] as const)(
    'carries the project, the forces with their utilisations, the code basis and the wind source on %s',
    async (paper) => {
      const result = await projectResult();
      const pdf = await reportPdf(result.token, paper);
      const page1 = flat(pageOne(pdf));
      const forces = reviewForces(result.calculation_steps);
      const figures = [
        forces.lateral!.text,
        forces.uplift!.text,
        forces.overturning!.demand.text,
        forces.overturning!.capacity.text,
        forces.overturning!.utilisation!,
        forces.sliding!.demand.text,
        forces.sliding!.capacity.text,
        forces.sliding!.utilisation!,
      ];
      for (const text of [
        PROJECT,
        ADDRESS,
        'Analytical Engines Ltd',
        'Northwind Wireless [demo]',
        // The reseller's logo, an SVG read from the web app's files: its words are drawn on page 1.
        'NORTHWIND',
        ...figures,
        'F_H',
        'F_v',
        'M_d',
        'M_R',
        'F_sl',
        'F_fr',
        codeBasisText(result.code_basis),
        '115 mph, looked up for the site',
        `${result.ballast_weight} lb`,
        'Reviewed by',
      ]) {
        expect(page1, text).toContain(text);
      }
      expect(forces.sliding!.utilisation).toMatch(/^\d+ %$/);
      // The token opens the PDF as it opens the result: the customer's name is never on it (decision 0005).
      expect(page1).not.toContain('Ada Lovelace');

      const info = poppler(pdf, 'pdfinfo');
      expect(info).toMatch(
        new RegExp(`^Title: +${escape(`${PROJECT}: ballast calculation report ${result.reference}`)}$`, 'm'),
      );
      expect(info).toMatch(/^Author: +Northwind Wireless \[demo\]$/m);
      expect(info).toMatch(
        new RegExp(
          `^Subject: +${escape(`${result.mount.name} for ${result.antenna.make} ${result.antenna.model}`)}$`,
          'm',
        ),
      );
      const pageCount = Number(/Pages:\s+(\d+)/.exec(info)![1]);

      const laidOut = pdfPages(pdf, '-layout').slice(0, pageCount);
      laidOut.forEach((page, index) => {
        expect(page, `page ${index + 1}`).toContain(`Page ${index + 1} of ${pageCount}`);
        for (const line of page.split('\n')) expect(line.trimEnd(), `page ${index + 1}`).not.toMatch(/…$/);
      });
      expect(inkOnPageOne(pdf)).toBeGreaterThan(0.01);
    },
  );

  it('titles a report without a project by its reference, and draws no logo it would have to fetch', async () => {
    await t.database.db
      .update(resellers)
      .set({ logo_url: 'https://logos.example.com/northwind.png' })
      .where(eq(resellers.id, northwind));
    t.app.ctx.catalogue.changed();
    try {
      const result = await projectResult({ project_name: undefined, site_address: '' });
      const pdf = await reportPdf(result.token, 'letter');
      const info = poppler(pdf, 'pdfinfo');
      expect(info).toMatch(new RegExp(`^Title: +Ballast calculation report ${result.reference}$`, 'm'));
      const page1 = pageOne(pdf, '-layout');
      expect(page1).toMatch(/Project +Not given/);
      expect(page1).toMatch(/Site address +Not given/);
      expect(page1).toContain('Northwind Wireless [demo]');
      expect(page1).not.toContain('NORTHWIND');
    } finally {
      await t.database.db
        .update(resellers)
        .set({ logo_url: '/demo/northwind-logo.svg' })
        .where(eq(resellers.id, northwind));
      t.app.ctx.catalogue.changed();
    }
  });

  it('keeps every group title of the sheet with its rows: none is the last line of a page', async () => {
    const result = await projectResult();
    const titles = new Set(Object.values(CALCULATION_SECTION_TITLES));
    for (const paper of ['letter', 'a4'] as const) {
      const pages = pdfPages(await reportPdf(result.token, paper), '-layout');
      for (const [index, page] of pages.entries()) {
        const lines = page
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '' && !/Page \d+ of \d+/.test(line));
        expect(titles.has(lines.at(-1) ?? ''), `${paper} page ${index + 1}: ${lines.at(-1)}`).toBe(false);
      }
    }
  });

  it('says so on page 1 for a result saved before the checks were kept with it', async () => {
    const result = await projectResult();
    const older = result.calculation_steps.filter(
      (step) => !['M_d', 'M_R', 'U_ot', 'F_sl', 'F_fr', 'U_sl'].includes(step.symbol),
    );
    await updateStoredDocument(result.token, { calculation_steps: older });
    const page1 = flat(pageOne(await reportPdf(result.token, 'letter')));
    expect(page1).toContain('saved before the forces and checks were kept with it');
    expect(page1).toContain(reviewForces(older).lateral!.text);
  });
});
