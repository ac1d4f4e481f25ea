import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resellers } from '../../db/tables.js';
import { createReportPdfs } from './report-cache.js';
import {
  antennaId,
  northwind,
  request,
  search,
  storeSheetBefore0057,
  t,
  updateStoredDocument,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { flat, pdfPages, poppler } from '../../test/poppler.js';

/** The app's report PDFs, so a test can count the renders. */
const pdfs = createReportPdfs(2);
/** The web app's own files (its public/ folder, as the build copies them): the demo resellers' logos are there. */
const webFiles = join(dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
useSeededSearchApp({ reportPdfs: pdfs, env: { WEB_DIST: webFiles } });

/** Page 1's text in reading order, its runs of white space as one space (pdftotext reads page 1 only). */
const pageOne = (pdf: Buffer) => flat(pdfPages(pdf, '-l', '1')[0]!);

function getPdf(token: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}/report.pdf${query}` });
}

describe('GET /api/mount_search_results/token/{token}/report.pdf', () => {
  it('answers the report as a PDF named after the reference, with every block of the summary and the sheet', async () => {
    const result = (await search(request({ reseller_id: northwind, wind_speed: undefined }))).json();
    const response = await getPdf(result.token, '?time_zone=America%2FChicago');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${result.reference}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = pdfPages(pdf, '-layout');
    const summary = pages[0]!;
    // Reading order with the line breaks of wrapped values joined: a phrase reads whole wherever it wraps.
    const inReadingOrder = pdfPages(pdf);
    const pageOneWords = flat(inReadingOrder[0]!);
    // The summary's pages: page 1 and any page before the calculation sheet.
    const sheetStart = pages.findIndex((page) => page.includes('Calculation sheet'));
    const summaryText = pages.slice(0, sheetStart).join('\n');
    const summaryFlat = flat(inReadingOrder.slice(0, sheetStart).join(' '));
    for (const text of [
      'Northwind Wireless [demo]',
      'Ballast Calculation Report',
      result.reference,
      'Date prepared',
      'Analytical Engines Ltd',
      'Chicago, IL, United States',
      '41.8500° N, 87.6500° W',
      '115 mph, looked up for the site',
      'Cook, IL',
      result.antenna.make,
      result.mount.name,
      result.mount.part_number,
      `${result.ballast_weight} lb`,
      'Sliding',
      `${result.roof_load} psf`,
      `${result.mount.max_roof_load} psf`,
      `${Math.round((result.roof_load / result.mount.max_roof_load) * 100)} %`,
      `${result.total_dead_load} lb`,
      'ASCE 7-16, Risk Category II',
      // Chicago's code references ASCE 7-22: the page says what it is, before any figure.
      'Planning estimate: not for permit',
      'ASCE 7-22 is in force here and cannot be computed yet: this result uses ASCE 7-16.',
      `Engine version ${result.engine_version}`,
      'K_d 0.95',
      'Reviewed by',
      'Signature',
      result.result_url,
    ]) {
      expect(summary.includes(text) || pageOneWords.includes(text), text).toBe(true);
    }
    for (const text of [
      'C – Open',
      '30 ft',
      'EPDM membrane',
      'ASSUMPTIONS AND LIMITS',
      'No seismic values given',
      'DISCLAIMER',
      'not a site-specific engineering design',
    ]) {
      expect(summaryText.includes(text) || summaryFlat.includes(text), text).toBe(true);
    }
    expect(result.result_url).toMatch(/^http:\/\/northwind\.localhost(:\d+)?\/results\?t=/);

    const sheet = pages.slice(1).join('\n');
    expect(sheet).toContain('Calculation sheet');
    for (const step of result.calculation_steps as { symbol: string; governing?: boolean }[]) {
      expect(sheet, step.symbol).toContain(step.governing ? `▶ ${step.symbol}` : step.symbol);
    }
    expect(sheet).toContain('Wind pressure');
    expect(sheet).toContain('ASCE 7-16 Eq. 26.10-1');

    const info = poppler(pdf, 'pdfinfo');
    const pageCount = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(info).toMatch(/Page size: +612 x 792 pts/);
    expect(summary).toContain(`Page 1 of ${pageCount}`);

    const fonts = poppler(pdf, 'pdffonts').trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatch(/DejaVu/);
      expect(font).toMatch(/ yes +yes +yes /);
    }
  });

  it('prints "input" as an input\'s clause, and a result stored before decision 0057 with the same sheet', async () => {
    const result = (await search(request({ antenna: antennaId.cpe }))).json();
    const sheetPages = async () => {
      const response = await getPdf(result.token);
      expect(response.statusCode).toBe(200);
      const pages = pdfPages(response.rawPayload, '-layout');
      return pages.slice(pages.findIndex((page) => page.includes('Calculation sheet'))).join('\f');
    };
    const now = await sheetPages();
    expect(now).toMatch(/\n *V +design wind speed.* +115 mph +input *\n/);
    await storeSheetBefore0057(result.token, result.calculation_steps);
    expect(await sheetPages()).toBe(now);
  });

  it('points a result stored before the calculation sheet to its plain text', async () => {
    const result = (await search(request({ antenna: antennaId.ptp }))).json();
    await updateStoredDocument(result.token, { calculation_steps: [] });
    const response = await getPdf(result.token);
    expect(response.statusCode).toBe(200);
    const text = poppler(response.rawPayload, 'pdftotext');
    expect(text.replace(/\s+/g, '')).toContain(
      `/api/mount_search_results/token/${result.token}/calculations.txt`.replace(/\s+/g, ''),
    );
    expect(text).toContain('saved before the calculation sheet was stored');
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(90)])('answers 404 JSON for the token %j', async (token) => {
    const response = await getPdf(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Not found'] });
  });

  it('says on page 1 the code basis, a lower wind speed with its reason, and the default beside the ballast', async () => {
    const reason = 'Building department letter of 3 March 2026 sets 100 mph';
    const lower = (await search(request({ wind_speed: 105, wind_speed_reason: reason, risk_category: 'II' }))).json();
    const text = pageOne((await getPdf(lower.token)).rawPayload);
    expect(text).toContain(
      'chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet), Risk Category II, no jurisdiction rule, load combination 0.9D + 1.0W',
    );
    expect(text).toContain('The wind speed was entered without its source.');
    expect(text).toContain(`105 mph, given, below the mapped 115 mph: ${reason}`);
    const toronto = { location: 'Toronto, ON, Canada', location_latitude: 43.70011, location_longitude: -79.4163 };
    const defaulted = (await search(request({ ...toronto, wind_speed: undefined }))).json();
    expect(defaulted.default_wind_speed).toBe(true);
    const defaultText = pageOne((await getPdf(defaulted.token)).rawPayload);
    const ballast = defaultText.indexOf('Ballast');
    const note = defaultText.indexOf('Using a default wind speed of 115 MPH');
    expect(ballast).toBeGreaterThanOrEqual(0);
    expect(note).toBeGreaterThan(ballast);
    expect(defaultText.indexOf('Reviewed by')).toBeGreaterThan(note);
  });

  it('names Risk Category IV, its speed and the Florida HVHZ rule on page 1 for Miami (decision 0041)', async () => {
    const miami = { location: 'Miami, FL, United States', location_latitude: 25.77427, location_longitude: -80.19366 };
    const body = { ...miami, wind_speed: undefined, risk_category: 'IV', antenna: antennaId.dish090 };
    const result = (await search(request({ ...body, wind_exposure: 'B', building_height: 10 }))).json();
    expect(result.wind_speed).toBe(195);
    const pages = pdfPages((await getPdf(result.token)).rawPayload);
    const text = flat(pages[0]!);
    expect(text).toContain(
      'chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet), Risk Category IV, Florida HVHZ rule (FBC 2010 §1609.8: G·C_f 3.1 at all heights), load combination 0.9D + 1.0W',
    );
    expect(text).toContain('195 mph');
    expect(text).toContain(
      'Risk Category IV (rooftop structures and equipment, §29.4.1); Florida Building Code 2010 §1609.8',
    );
    // The assumptions follow the reviewer's figures and may run on to page 2 (the summary's continuation).
    const summary = flat(pages.slice(0, 2).join(' '));
    expect(summary).toContain('is in the Florida High-Velocity Hurricane Zone: the lateral force uses G·C_f 3.1');
  });

  it('answers 404 for a search that found no mount', async () => {
    const noFit = await search(request({ wind_speed: 1000 }));
    expect(noFit.statusCode).toBe(404);
    const { mountSearchResults } = await import('../../db/tables.js');
    const { desc } = await import('drizzle-orm');
    const [row] = await t.database.db
      .select({ token: mountSearchResults.token })
      .from(mountSearchResults)
      .orderBy(desc(mountSearchResults.id))
      .limit(1);
    const response = await getPdf(row!.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Not found'] });
  });

  it('prints on A4 when asked, with the same summary alone on page 1', async () => {
    const result = (await search(request({ reseller_id: northwind }))).json();
    const letter = (await getPdf(result.token)).rawPayload;
    const response = await getPdf(result.token, '?paper=a4');
    expect(response.statusCode).toBe(200);
    const a4 = response.rawPayload;
    expect(poppler(a4, 'pdfinfo')).toMatch(/Page size: +595\.2\d* x 841\.8\d* pts \(A4\)/);
    // The content box is the part both papers share: page 1 holds the same summary, reviewer box included.
    const onLetter = pageOne(letter);
    const onA4 = pageOne(a4);
    // Compared without spacing: pdftotext guesses word breaks from glyph positions, and on the other page width it can
    // split a long link (its random token) at another place.
    const letters = (text: string) => text.replace(/\s+/g, '');
    for (const text of [result.reference, 'Reviewed by', 'Signature', result.result_url]) {
      expect(letters(onA4)).toContain(letters(text));
    }
    expect(letters(onA4)).toBe(letters(onLetter));
  });

  it('answers 422 for a paper it does not make', async () => {
    const result = (await search(request())).json();
    const response = await getPdf(result.token, '?paper=legal');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ paper: ['must be letter or a4'] });
  });

  it('answers 422 for a time zone it does not know', async () => {
    const result = (await search(request())).json();
    const response = await getPdf(result.token, '?time_zone=Mars%2FOlympus');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ time_zone: ['is not a known time zone'] });
  });

  it('names each PDF by an ETag and answers 304 to a client that has it, without rendering again', async () => {
    const result = (await search(request({ reseller_id: northwind }))).json();
    const rendersBefore = pdfs.renders;
    const first = await getPdf(result.token);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(pdfs.renders).toBe(rendersBefore + 1);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${result.token}/report.pdf`,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(etag);
    // Asked again without the tag: the same bytes from the cache, still one render.
    const again = await getPdf(result.token);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pdfs.renders).toBe(rendersBefore + 1);

    // Another paper or time zone is another PDF with another tag.
    const a4 = await getPdf(result.token, '?paper=a4');
    expect(a4.headers.etag).not.toBe(etag);
    expect(pdfs.renders).toBe(rendersBefore + 2);
    // So is the same result under another branding: the tag carries what the PDF shows, so nothing stale is served.
    await t.database.db.update(resellers).set({ domain: 'rebranded.example.com' }).where(eq(resellers.id, northwind));
    t.app.ctx.catalogue.changed();
    const rebranded = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${result.token}/report.pdf`,
      headers: { 'if-none-match': etag },
    });
    expect(rebranded.statusCode).toBe(200);
    expect(rebranded.headers.etag).not.toBe(etag);
    expect(poppler(rebranded.rawPayload, 'pdftotext')).toContain('rebranded.example.com');
  });

  it('answers 404 and no ETag for an unknown token, however it is asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/mount_search_results/token/unknownunknownunknown1/report.pdf',
      headers: { 'if-none-match': '*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });
});
