import type { QueuedReview } from '@nprm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../../db/tables.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { request, search, storeNoFitSearch, useDemoCatalogueApp } from '../../test/mount-search.js';
import { createEngineer } from '../../test/reviews.js';
import { startTestSmtp, until, type TestSmtp } from '../../test/smtp.js';

/** docs/api.md, "Limits": the review request to the engineers and the decision to the requester, on the queue. */
describe('review e-mails through a local SMTP server', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let engineer: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Calc <calc@example.com>' };
    app = await createTestApp({ seed: true, env, mail: { timing: { pollMs: 20, backoffBaseMs: 30 } } });
    await useDemoCatalogueApp(app);
    engineer = await createEngineer(app.app, 'pe@example.com', { seal: false });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails each engineer the request with the note as quoted data, then the requester the decision', async () => {
    const { token } = (await search(request({ customer_email: 'owner@example.com' }))).json<{ token: string }>();
    const asked = await app.app.inject({
      method: 'POST',
      url: `/api/mount_search_results/token/${token}/review_requests`,
      payload: { note: 'See http://evil.example now', email: 'permits@example.com' },
    });
    expect(asked.statusCode).toBe(201);
    const { reference } = asked.json<{ reference: string }>();
    await until(() => smtp.received.length === 1);
    const notice = smtp.received.splice(0)[0]!;
    expect(notice.to).toEqual(['pe@example.com']);
    expect(notice.mail.subject).toMatch(/^Review requested: R-/);
    expect(notice.mail.text).toContain(`review ${reference}`);
    expect(notice.mail.text).toContain('"See http[:]//evil[.]example now"');
    expect(notice.mail.text).toMatch(new RegExp(`^The result: https?://[^/\\s]+/results\\?t=${token}$`, 'm'));
    expect(notice.mail.text).toMatch(/^Decide it in the review queue: https?:\/\/[^/\s]+\/admin\/reviews$/m);

    const queue = await app.app.inject({ method: 'GET', url: '/api/review_queue', headers: engineer.headers });
    const id = queue.json<{ reviews: QueuedReview[] }>().reviews[0]!.id;
    const decided = await app.app.inject({
      method: 'POST',
      url: `/api/review_queue/${id}/decision`,
      headers: engineer.headers,
      payload: { decision: 'returned', note: 'The roof is <b>metal</b>.' },
    });
    expect(decided.statusCode).toBe(200);
    await until(() => smtp.received.length === 1);
    const decision = smtp.received.splice(0)[0]!;
    expect(decision.to).toEqual(['permits@example.com']);
    expect(decision.mail.subject).toMatch(/^Review returned: R-/);
    expect(decision.mail.text).toContain('Reason: The roof is <b>metal</b>.');
    expect(decision.mail.html).toContain('The roof is &lt;b&gt;metal&lt;/b&gt;.');
    const kinds = (await app.database.db.select().from(outboundEmails)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['review_request', 'review_decision']));
  });

  it('gives the engineers the review page and the queue for a search that found no mount (it has no result page)', async () => {
    const { token } = await storeNoFitSearch({ customer_email: 'coast@example.com' });
    const asked = await app.app.inject({
      method: 'POST',
      url: `/api/mount_search_results/token/${token}/review_requests`,
      payload: { note: 'Nothing fits on the coast', email: 'permits@example.com' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await until(() => smtp.received.length === 1);
    const notice = smtp.received.splice(0)[0]!;
    const queue = await app.app.inject({ method: 'GET', url: '/api/review_queue', headers: engineer.headers });
    const queued = queue.json<{ reviews: QueuedReview[] }>().reviews.find((review) => review.result_token === token)!;
    expect(notice.mail.text).toMatch(/The search found no mount: /);
    expect(notice.mail.text).not.toContain('The result:');
    const page = new RegExp(`^The search and its reasons: (https?://[^/\\s]+)/admin/review/${queued.id}$`, 'm');
    expect(notice.mail.text).toMatch(page);
    const origin = page.exec(notice.mail.text ?? '')?.[1] ?? 'no origin';
    expect(notice.mail.text).toContain(`Decide it in the review queue: ${origin}/admin/reviews\n`);
    // The page's id is the queue's: the engineer opens that review.
    const opened = await app.app.inject({
      method: 'GET',
      url: `/api/review_queue/${queued.id}`,
      headers: engineer.headers,
    });
    expect(opened.statusCode).toBe(200);
  });

  it('names the approving engineer once, with the credential once, though the profile name carries it', async () => {
    const erin = await createEngineer(app.app, 'erin@example.com', { name: 'Erin Engineer, P.E.' });
    const { token } = (await search(request({ customer_email: 'site@example.com' }))).json<{ token: string }>();
    const url = `/api/mount_search_results/token/${token}/review_requests`;
    const asked = await app.app.inject({ method: 'POST', url, payload: { email: 'permits@example.com' } });
    expect(asked.statusCode, asked.body).toBe(201);
    await until(() => smtp.received.length === 2);
    smtp.received.splice(0);
    const queue = await app.app.inject({ method: 'GET', url: '/api/review_queue', headers: erin.headers });
    const id = queue.json<{ reviews: QueuedReview[] }>().reviews.find((review) => review.result_token === token)!.id;
    const decided = await app.app.inject({
      method: 'POST',
      url: `/api/review_queue/${id}/decision`,
      headers: erin.headers,
      payload: { decision: 'approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await until(() => smtp.received.length === 1);
    const { mail } = smtp.received.splice(0)[0]!;
    expect(mail.text).toMatch(/^Reviewed and approved by Erin Engineer, P\.E\. \(IL No\. 062-071234\), /m);
    expect(mail.text).not.toContain('P.E., P.E.');
  });
});
