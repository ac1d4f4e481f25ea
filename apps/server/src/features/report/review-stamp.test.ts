import type { QueuedReview } from '@nprm/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  permitRequest,
  request,
  search,
  t,
  updateStoredDocument,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { flat, pdfPages, poppler } from '../../test/poppler.js';
import { createEngineer, sealJpeg } from '../../test/reviews.js';

useSeededSearchApp();

const DATE = /\w+ \d{1,2}, \d{4}/.source;

/** The review's state on paper (docs/product.md, Engineer review): page 1 read back with pdftotext and pdfimages. */
describe('the engineer review on page 1 of the report', () => {
  let engineer: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    engineer = await createEngineer(t.app, 'stamp@example.com', { name: 'Grace Hopper', seal: false });
    const seal = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${engineer.id}/engineer_profile/seal`,
      headers: { ...engineer.headers, 'content-type': 'image/jpeg' },
      payload: sealJpeg(),
    });
    expect(seal.statusCode, seal.body).toBe(200);
  });

  // Each result its own customer: review requests count on the e-mail limits of the requester's address.
  let customers = 0;
  const newResult = async (forPermit = true) => {
    const body = (forPermit ? permitRequest : request)({ customer_email: `owner${++customers}@example.com` });
    return (await search(body)).json<{ token: string }>().token;
  };
  const reportOf = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}/report.pdf` });
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    // The rows as laid out (label and value on one line), and the text in reading order (the reviewer box's).
    return {
      pdf,
      etag: response.headers.etag,
      page1: flat(pdfPages(pdf, '-l', '1', '-layout')[0]!),
      reading: flat(pdfPages(pdf, '-l', '1')[0]!),
    };
  };
  const pageOneImages = (pdf: Buffer) =>
    poppler(pdf, 'pdfimages', '-list', '-f', '1', '-l', '1').trim().split('\n').slice(2);
  const ask = async (token: string) => {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/mount_search_results/token/${token}/review_requests`,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const reference = asked.json<{ reference: string }>().reference;
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/review_queue?status=pending', headers: engineer.headers })
    ).json<{ reviews: QueuedReview[] }>();
    return { reference, id: queue.reviews.find((review) => review.reference === reference)!.id };
  };
  const decide = async (id: number, payload: object) => {
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/review_queue/${id}/decision`,
      headers: engineer.headers,
      payload,
    });
    expect(decided.statusCode, decided.body).toBe(200);
  };

  it('says none, then requested with its date, then approved with the engineer, licence, note and seal', async () => {
    const token = await newResult();
    const none = await reportOf(token);
    expect(none.page1).toContain('ENGINEER REVIEW Status None requested');
    expect(none.page1).toContain('Signature');
    expect(none.reading).toContain('Reviewed by No engineer review requested.');
    expect(pageOneImages(none.pdf)).toHaveLength(0);

    const { reference, id } = await ask(token);
    const requested = await reportOf(token);
    expect(requested.etag).not.toBe(none.etag);
    expect(requested.page1).toMatch(new RegExp(`Status Requested ${DATE} \\(review ${reference}\\), not yet decided`));
    expect(requested.reading).toContain(`Engineer review requested`);

    await decide(id, { decision: 'approved', note: 'ATC: 139 mph at the site, checked against the roof plan.' });
    const approved = await reportOf(token);
    expect(approved.etag).not.toBe(requested.etag);
    expect(approved.page1).toMatch(new RegExp(`Status Approved ${DATE} \\(review ${reference}\\)`));
    expect(approved.page1).toContain('Engineer Grace Hopper, P.E.');
    expect(approved.page1).toContain('Licence IL No. 062-071234');
    expect(approved.page1).toContain('Note ATC: 139 mph at the site, checked against the roof plan.');
    expect(approved.reading).toMatch(
      new RegExp(`Reviewed and approved by Grace Hopper, P\\.E\\. \\(IL No\\. 062-071234\\), ${DATE}`),
    );
    expect(approved.page1).not.toContain('Signature');
    expect(approved.page1).not.toContain('does not cover');
    // The JPEG seal is the one image on page 1, embedded as it was uploaded (DCT, 48 pixels square).
    expect(
      pageOneImages(approved.pdf).filter((row) => /\bimage\s+48\s+48\s+rgb\s+3\s+8\s+jpeg\b/.test(row)),
    ).toHaveLength(1);
  });

  it('says returned with the reason, and keeps the lines for a signature', async () => {
    const token = await newResult();
    const { reference, id } = await ask(token);
    await decide(id, { decision: 'returned', note: 'The roof type is wrong: the roof is a gravel roof.' });
    const { page1, reading, pdf } = await reportOf(token);
    expect(page1).toMatch(new RegExp(`Status Returned ${DATE} \\(review ${reference}\\): not approved`));
    expect(page1).toContain('Reason The roof type is wrong: the roof is a gravel roof.');
    expect(reading).toContain(`Engineer review ${reference} returned: not approved.`);
    expect(page1).toContain('Signature');
    expect(pageOneImages(pdf)).toHaveLength(0);
  });

  it('never stamps an approval that does not cover the result: a planning estimate, or a result changed since', async () => {
    const planning = await newResult(false);
    const first = await ask(planning);
    await decide(first.id, { decision: 'approved' });
    const estimate = await reportOf(planning);
    // A planning estimate's page 1 is full: the state is in the reviewer box, the rows may continue on page 2.
    expect(estimate.reading).toContain(
      'Reviewed by Approval does not cover a planning estimate: it is not for permit.',
    );
    const summary = flat(pdfPages(estimate.pdf, '-l', '2', '-layout').join(' '));
    expect(summary).toContain('Coverage Approval does not cover a planning estimate: it is not for permit.');
    expect(estimate.page1).toContain('Signature');
    expect(pageOneImages(estimate.pdf)).toHaveLength(0);

    const token = await newResult();
    const second = await ask(token);
    await decide(second.id, { decision: 'approved' });
    const before = await reportOf(token);
    await updateStoredDocument(token, { engine_version: '0.9.0' });
    const changed = await reportOf(token);
    expect(changed.etag).not.toBe(before.etag);
    expect(changed.page1).toMatch(
      /Approval does not cover this result as it reads now: it changed after the approval \(engine version [\d.]+, now 0\.9\.0\)\./,
    );
    expect(pageOneImages(changed.pdf)).toHaveLength(0);
  });
});
