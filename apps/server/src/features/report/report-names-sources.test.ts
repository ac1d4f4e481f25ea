import { PLANNING_ONLY_TITLE, SOURCE_NOT_GIVEN, type MountSearchResult } from '@nprm/contracts';
import { describe, expect, it } from 'vitest';
import { metal, permitRequest, request, search, t, TORONTO, useSeededSearchApp } from '../../test/mount-search.js';
import { flat, pdfPages, poppler } from '../../test/poppler.js';
import { renderReportPdf } from './report-pdf.js';
import { windRows } from './summary-page.js';

useSeededSearchApp();

/** Names and sources on the report (docs/product.md, "Calculation report"), read back with pdftotext. */
async function created(body: Record<string, unknown>): Promise<MountSearchResult> {
  const response = await search(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function reportPdf(token: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}/report.pdf` });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** Each page's text as laid out, label and value on one line. */
const laidOut = (pdf: Buffer) => pdfPages(pdf, '-layout').map(flat);
const letters = (text: string) => text.replace(/\s+/g, '').length;

/**
 * The letters of each page's diagonal text: what pdftotext reads with it less what it reads without it (pdftotext
 * ends every page with a form feed, so the last piece is no page).
 */
function diagonalLetters(pdf: Buffer): number[] {
  const all = poppler(pdf, 'pdftotext').split('\f');
  return pdfPages(pdf)
    .slice(0, -1)
    .map((page, index) => letters(all[index]!) - letters(page));
}

describe('names and sources on the report', () => {
  it('is prepared for the customer’s company with the reseller’s calculator, never "prepared by" the company', async () => {
    const result = await created(permitRequest());
    const [page1] = laidOut(await reportPdf(result.token));
    expect(page1).toContain('Prepared for Analytical Engines Ltd');
    expect(page1).toContain(
      `Prepared with Summit Roof Mounts [demo]'s calculator (engine version ${result.engine_version})`,
    );
    expect(page1).not.toContain('Prepared by');
  });

  it('prints an entered speed’s citation, or "Source not given" in the warning style', async () => {
    const cited = await created(permitRequest());
    expect(laidOut(await reportPdf(cited.token))[0]).toContain('Cited ASCE Hazard Tool, 2026-11-20');
    expect(windRows(cited)).toContainEqual(['Cited', 'ASCE Hazard Tool, 2026-11-20']);

    const uncited = await created(request({ wind_speed: 115 }));
    expect(laidOut(await reportPdf(uncited.token))[0]).toContain(`Cited ${SOURCE_NOT_GIVEN}`);
    expect(windRows(uncited)).toContainEqual(['Cited', SOURCE_NOT_GIVEN, 'warning']);
    // A looked-up speed has no citation row.
    const looked = await created(request({ wind_speed: undefined }));
    expect(windRows(looked).map((row) => row[0])).not.toContain('Cited');
  });

  it('prints an estimated speed in the warning style, a code value plainly', async () => {
    const defaulted = await created(request({ ...TORONTO, wind_speed: undefined }));
    expect(defaulted.default_wind_speed).toBe(true);
    const rows = windRows(defaulted);
    expect(rows.find((row) => row[0] === 'Wind speed')).toEqual([
      'Wind speed',
      expect.stringMatching(/^115 mph, .*: an estimate$/),
      'warning',
    ]);
    expect(rows.find((row) => row[0] === 'Warning')?.[2]).toBe('warning');
    expect(laidOut(await reportPdf(defaulted.token))[0]).toMatch(/Wind speed 115 mph, .*: an estimate/);
    const cited = windRows(await created(permitRequest()));
    expect(cited.find((row) => row[0] === 'Wind speed')).toEqual(['Wind speed', '115 mph, entered by the visitor']);
  });

  it('marks a planning estimate across page 1 and diagonally on every page, and a result for permit on none', async () => {
    const planning = await created(request());
    expect(planning.planning_only).toBe(true);
    const pdf = await reportPdf(planning.token);
    expect(laidOut(pdf)[0]).toContain(PLANNING_ONLY_TITLE);
    const marks = diagonalLetters(pdf);
    expect(marks.length).toBeGreaterThanOrEqual(3);
    for (const [page, count] of marks.entries()) expect(count, `page ${page + 1}`).toBe(letters(PLANNING_ONLY_TITLE));

    // The same result for permit: no notice, no mark.
    const forPermit = await renderReportPdf({ ...planning, planning_only: false, planning_reasons: [] });
    expect(laidOut(forPermit)[0]).not.toContain(PLANNING_ONLY_TITLE);
    expect(diagonalLetters(forPermit).every((count) => count === 0)).toBe(true);
  });

  it('prints the roof type’s friction source beside μ on the summary and the sheet, or "Source not given"', async () => {
    const epdm = await created(permitRequest());
    const text = laidOut(await reportPdf(epdm.token)).join(' ');
    expect(text).toMatch(/Friction μ = 0\.5; source: IBC SOLAR AeroFix\/AeroFlat installation instructions v20\.01/);
    expect(text).toMatch(/μ.*\(source: IBC SOLAR AeroFix\/AeroFlat/);

    const onMetal = await created(permitRequest({ roof_type: metal }));
    expect(onMetal.roof_type).toEqual({ id: metal, name: 'Metal', friction_coefficient_source: null });
    const metalText = laidOut(await reportPdf(onMetal.token)).join(' ');
    expect(metalText).toContain(`Friction μ = 0.3; ${SOURCE_NOT_GIVEN}`);
    expect(metalText).toMatch(new RegExp(`μ.*\\(${SOURCE_NOT_GIVEN}\\)`));
  });

  it('says beside μ in calculations.txt where the roof type’s μ comes from, or "Source not given"', async () => {
    const muLine = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/mount_search_results/token/${token}/calculations.txt`,
      });
      expect(response.statusCode).toBe(200);
      return response.body.split('\n').find((line) => line.startsWith('  μ '));
    };
    const epdm = await created(permitRequest());
    expect(await muLine(epdm.token)).toMatch(/; source: IBC SOLAR AeroFix\/AeroFlat installation instructions v20\.01/);
    const onMetal = await created(permitRequest({ roof_type: metal }));
    expect(await muLine(onMetal.token)).toMatch(new RegExp(`; ${SOURCE_NOT_GIVEN} \\[`));
  });
});
