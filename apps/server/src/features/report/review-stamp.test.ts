import type { QueuedReview } from '@nprm/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { request, search, t, useSeededSearchApp } from '../../test/mount-search.js';
import { flat, pagePicture, pdfPages, poppler } from '../../test/poppler.js';
import { createEngineer, SEAL_SVG } from '../../test/reviews.js';
import { renderReportPdf } from './report-pdf.js';

useSeededSearchApp();
/** Page 1 rendered to a PPM image (pdftoppm), as bytes to compare. */
const pageOnePixels = (pdf: Buffer) => pagePicture(pdf, 1, '-r', '50');

describe("the engineer's approval on the report (docs/product.md, Engineer review)", () => {
  let engineer: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    engineer = await createEngineer(t.app, 'stamp@example.com', { name: 'Grace Hopper' });
  });

  it('prints the approval line, the review reference and the seal on page 1, and changes the ETag', async () => {
    const result = (await search(request())).json<{ token: string }>();
    const url = `/api/mount_search_results/token/${result.token}/report.pdf`;
    const before = await t.app.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    expect(poppler(before.rawPayload, 'pdfimages', '-list', '-f', '1', '-l', '1').trim().split('\n')).toHaveLength(2);

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/mount_search_results/token/${result.token}/review_requests`,
    });
    const reference = asked.json<{ reference: string }>().reference;
    // A pending review changes nothing on the report.
    expect((await t.app.inject({ method: 'GET', url })).headers.etag).toBe(before.headers.etag);
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/review_queue?status=pending', headers: engineer.headers })
    ).json<{
      reviews: QueuedReview[];
    }>();
    const id = queue.reviews.find((review) => review.reference === reference)!.id;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/review_queue/${id}/decision`,
      headers: engineer.headers,
      payload: { decision: 'approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const after = await t.app.inject({ method: 'GET', url });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const pageOne = flat(pdfPages(after.rawPayload, '-l', '1')[0]!);
    expect(pageOne).toMatch(/Reviewed and approved by Grace Hopper, P\.E\. \(IL No\. 062-071234\), \w+ \d+, \d{4}/);
    expect(pageOne).toContain(`Review reference ${reference}`);
    expect(pageOne).not.toContain('Signature');
    // The seal is the one image on page 1 (with its alpha mask, an "smask" row); before it, there was none.
    const images = poppler(after.rawPayload, 'pdfimages', '-list', '-f', '1', '-l', '1').trim().split('\n').slice(2);
    expect(images.filter((row) => /^\s*1\s+\d+\s+image\s+64\s+64\b/.test(row))).toHaveLength(1);
  });

  it('draws an SVG seal as paths: page 1 differs from the same approval without a seal', async () => {
    const result = (await search(request())).json();
    const review = {
      reference: 'V-2345-6789',
      line: 'Reviewed and approved by A, P.E. (IL No. 1), May 1, 2026',
      sealId: 1,
    };
    const withSeal = await renderReportPdf(result, undefined, {
      review: { ...review, seal: { contentType: 'image/svg+xml', bytes: Buffer.from(SEAL_SVG) } },
    });
    const without = await renderReportPdf(result, undefined, { review: { ...review, sealId: null, seal: null } });
    expect(pageOnePixels(withSeal).equals(pageOnePixels(without))).toBe(false);
    expect(flat(poppler(withSeal, 'pdftotext'))).toContain('Review reference V-2345-6789');
  });
});
