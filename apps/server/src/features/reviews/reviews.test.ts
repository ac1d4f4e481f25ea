import {
  EMAIL_REPORT_TOO_MANY,
  NO_FIT_NOT_APPROVABLE,
  REVIEW_ALREADY_DECIDED,
  REVIEW_ALREADY_PENDING,
  LICENCE_NEEDED,
  SEAL_NEEDED,
  type QueuedReview,
} from '@nprm/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultReviews } from '../../db/tables.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { permitRequest, request, search, storeNoFitSearch, useDemoCatalogueApp } from '../../test/mount-search.js';
import { createEngineer, uploadSeal } from '../../test/reviews.js';

/** The review calls (at /api/docs): the whole workflow across roles. */
describe('engineer review', () => {
  const t = useAdminTestApp();
  let engineer: { id: number; headers: Record<string, string> };
  let reseller: Record<string, string>;

  beforeAll(async () => {
    // The admin app (closed by useAdminTestApp) is the one the search helpers use.
    await useDemoCatalogueApp({ app: t.app, database: t.database, close: () => Promise.resolve() });
    engineer = await createEngineer(t.app, 'grace@example.com');
    reseller = await createResellerUserHeaders(t.app, 1);
  });

  const newResult = async (email = 'ada@example.com', forPermit = false) => {
    const response = await search((forPermit ? permitRequest : request)({ customer_email: email }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ token: string; reference: string }>();
  };
  const ask = (token: string, payload?: object, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: `/api/mount_search_results/token/${token}/review_requests`,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const decide = (id: number, payload: object, headers = engineer.headers) =>
    t.call('POST', `/api/review_queue/${id}/decision`, payload, headers);
  const queueIdOf = async (reference: string) => {
    const queue = (await t.call('GET', '/api/review_queue', undefined, engineer.headers)).json<{
      reviews: QueuedReview[];
    }>();
    return queue.reviews.find((review) => review.reference === reference)!.id;
  };

  it("stores a visitor's request with its note, answers it publicly without the requester, and refuses a second one (409)", async () => {
    const { token, reference } = await newResult();
    const asked = await ask(token, { note: 'Please check the ballast for the parapet.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const review = asked.json<{ reference: string; status: string; result_reference: string }>();
    expect(review).toMatchObject({
      status: 'pending',
      result_reference: reference,
      engineer: null,
      approval_line: null,
    });
    expect(review.reference).toMatch(/^V-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    const again = await ask(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [REVIEW_ALREADY_PENDING] });
    const pub = await t.app.inject({ method: 'GET', url: `/api/reviews/${review.reference}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.body).not.toContain('ada@example.com');
    expect(pub.body).not.toContain('parapet');
    const ofResult = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}/review` });
    expect(ofResult.json()).toMatchObject({ review: { reference: review.reference, status: 'pending' } });
  });

  it('answers 404 for an unknown token and an unknown reference, storing nothing; 422 for a long note or a bad address', async () => {
    const before = await t.database.db.select().from(resultReviews);
    expect((await ask('A'.repeat(24), { note: 'Where is it?' })).statusCode).toBe(404);
    expect((await ask('not a token')).statusCode).toBe(404);
    expect(await t.database.db.select().from(resultReviews)).toEqual(before);
    const unknownReview = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${'A'.repeat(24)}/review`,
    });
    expect(unknownReview.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/V-2222-2222' })).statusCode).toBe(404);
    // Text that is no reference (a NUL byte, other shapes) is a 404 too, with the API's error body, never a 500.
    for (const reference of ['%00', 'V-2222-222%00', 'V-22%0022-2222', '%ff%fe', 'x'.repeat(300), "V-2222-2222'"]) {
      for (const url of [`/api/reviews/${reference}`, `/api/reviews/${reference}/seal`]) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json(), url).toEqual({ errors: ['Not found'] });
      }
    }
    const { token } = await newResult('long@example.com');
    const long = await ask(token, { note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('note');
    expect((await ask(token, { email: 'not an address' })).statusCode).toBe(422);
    const stored = await t.database.db
      .select()
      .from(resultReviews)
      .where(eq(resultReviews.requester_email, 'long@example.com'));
    expect(stored).toEqual([]);
  });

  it('takes a request on a search that found no mount into the queue with why; it can be returned, never approved', async () => {
    const noFit = await storeNoFitSearch({ customer_email: 'coast@example.com' });
    const coast = '192.0.2.41';
    const bad = await ask(noFit.token, { email: 'not an address', note: 'Coast' }, coast);
    expect(bad.statusCode).toBe(422);
    expect(
      await t.database.db.select().from(resultReviews).where(eq(resultReviews.search_result_id, noFit.id)),
    ).toEqual([]);
    const asked = await ask(noFit.token, { note: 'Is there any mount for this roof?' }, coast);
    expect(asked.statusCode, asked.body).toBe(201);
    const { reference } = asked.json<{ reference: string }>();
    const ofSearch = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${noFit.token}/review`,
    });
    expect(ofSearch.json()).toMatchObject({ review: { reference, status: 'pending' } });
    const id = await queueIdOf(reference);
    const queued = (await t.call('GET', `/api/review_queue/${id}`, undefined, engineer.headers)).json<QueuedReview>();
    expect(queued).toMatchObject({ status: 'pending', request_note: 'Is there any mount for this roof?' });
    expect(queued.no_fit).toMatch(/^(Every|The only) compatible mount/);
    const approve = await decide(id, { decision: 'approved' });
    expect(approve.statusCode).toBe(422);
    expect(approve.json().errors).toEqual({ decision: [NO_FIT_NOT_APPROVABLE] });
    const answered = await decide(id, { decision: 'returned', note: 'Use the 8×8 sled with anchors; call us.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'returned', no_fit: queued.no_fit });
    const fit = await newResult('fit-queue@example.com');
    const fitReview = (await ask(fit.token, undefined, coast)).json<{ reference: string }>();
    const fitQueued = await t.call(
      'GET',
      `/api/review_queue/${await queueIdOf(fitReview.reference)}`,
      undefined,
      engineer.headers,
    );
    expect(fitQueued.json<QueuedReview>().no_fit).toBeNull();
  });

  it('keeps the queue to engineers and administrators (401, 403), with counts and a status filter', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/review_queue' })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/review_queue', undefined, reseller)).statusCode).toBe(403);
    const asAdmin = await t.call('GET', '/api/review_queue');
    expect(asAdmin.statusCode).toBe(200);
    const all = (await t.call('GET', '/api/review_queue', undefined, engineer.headers)).json();
    expect(all.counts.pending).toBeGreaterThanOrEqual(1);
    const pending = (await t.call('GET', '/api/review_queue?status=pending', undefined, engineer.headers)).json();
    expect(pending.reviews.every((review: QueuedReview) => review.status === 'pending')).toBe(true);
    expect(pending.reviews[0]).toHaveProperty('requester_email');
    expect((await t.call('GET', '/api/review_queue?status=lost', undefined, engineer.headers)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/review_queue/999999', undefined, engineer.headers)).statusCode).toBe(404);
  });

  it('lets only an engineer decide (403 for an administrator without a profile and a reseller user, 401 anonymous)', async () => {
    const { token } = await newResult('decide@example.com');
    const { reference } = (await ask(token)).json<{ reference: string }>();
    const id = await queueIdOf(reference);
    expect((await decide(id, { decision: 'approved' }, t.admin)).statusCode).toBe(403);
    expect((await decide(id, { decision: 'approved' }, reseller)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/review_queue/${id}/decision`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await decide(999999, { decision: 'approved' })).statusCode).toBe(404);
    const noReason = await decide(id, { decision: 'returned' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('note');
    expect((await decide(id, { decision: 'approved', note: 'y'.repeat(2001) })).statusCode).toBe(422);
    expect((await decide(id, { decision: 'approved', licence_state: 'TX' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/reviews/${reference}` })).json().status).toBe('pending');
  });

  it('approves once (a second decision is 409), records it in the history and shows the approval line publicly', async () => {
    const { token } = await newResult('approve@example.com');
    const { reference } = (await ask(token)).json<{ reference: string }>();
    const id = await queueIdOf(reference);
    const approved = await decide(id, { decision: 'approved', note: 'Checked against the roof plan.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decision_note: 'Checked against the roof plan.' });
    const second = await decide(id, { decision: 'returned', note: 'Changed my mind' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual([REVIEW_ALREADY_DECIDED]);
    const pub = (await t.app.inject({ method: 'GET', url: `/api/reviews/${reference}` })).json();
    expect(pub).toMatchObject({
      status: 'approved',
      engineer: { name: 'Grace Hopper', licence: { state: 'IL', number: '062-071234' } },
    });
    expect(pub.approval_line).toMatch(
      /^Reviewed and approved by Grace Hopper, P\.E\. \(IL No\. 062-071234\), \w+ \d+, \d{4}$/,
    );
    const seal = await t.app.inject({ method: 'GET', url: pub.seal_url });
    expect(seal.statusCode).toBe(200);
    expect(seal.headers['content-type']).toBe('image/png');
    expect(seal.headers['content-security-policy']).toContain("default-src 'none'");
    expect(seal.headers['x-content-type-options']).toBe('nosniff');
    const history = (await t.call('GET', '/api/history?entity=reviews')).json<
      { action: string; entity_id: number }[]
    >();
    expect(history.some((entry) => entry.action === 'approve' && entry.entity_id === id)).toBe(true);
    // Approved: a further request is refused; the same inputs searched again are a new result with no approval.
    expect((await ask(token)).statusCode).toBe(409);
    const { token: fresh } = await newResult('approve@example.com');
    const review = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${fresh}/review` });
    expect(review.json()).toEqual({ review: null });
  });

  it('refuses an approval without a seal or a licence on the profile (422, nothing decided)', async () => {
    const unsealed = await createEngineer(t.app, 'no-seal@example.com', { seal: false });
    const bare = await createEngineer(t.app, 'no-profile@example.com', { profile: false });
    const { token } = await newResult('unsealed@example.com');
    const { reference } = (await ask(token, undefined, '203.0.113.21')).json<{ reference: string }>();
    const id = await queueIdOf(reference);
    const noSeal = await decide(id, { decision: 'approved' }, unsealed.headers);
    expect(noSeal.statusCode).toBe(422);
    expect(noSeal.json().errors).toEqual({ seal: [SEAL_NEEDED] });
    const noLicence = await decide(id, { decision: 'approved' }, bare.headers);
    expect(noLicence.statusCode).toBe(422);
    expect(noLicence.json().errors).toEqual({ licence: [LICENCE_NEEDED] });
    const [row] = await t.database.db.select().from(resultReviews).where(eq(resultReviews.id, id));
    expect(row).toMatchObject({ status: 'pending', decided_at: null, approved_result: null });
    // Once the seal is uploaded the same engineer approves.
    await uploadSeal(t.app, unsealed);
    expect((await decide(id, { decision: 'approved' }, unsealed.headers)).statusCode).toBe(200);
  });

  it('shows the approval note publicly and ties the approval to the result as approved', async () => {
    const { token } = await newResult('covered@example.com', true);
    const { reference } = (await ask(token, { note: 'private words for the engineer' }, '203.0.113.22')).json<{
      reference: string;
    }>();
    const id = await queueIdOf(reference);
    expect((await decide(id, { decision: 'approved', note: 'ATC: 139 mph' })).statusCode).toBe(200);
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/reviews/${reference}` })).json();
    expect(await read()).toMatchObject({ decision_note: 'ATC: 139 mph', approval_does_not_cover: null });
    expect(JSON.stringify(await read())).not.toContain('private words');
    const [row] = await t.database.db.select().from(resultReviews).where(eq(resultReviews.id, id));
    expect(row!.approved_result).toMatchObject({ schema_version: 4, planning_only: false });

    // The stored result changes after the approval (as a migration could change it): the approval no longer covers it.
    const change = (patch: object) =>
      t.database.db.execute(
        sql`update mount_search_results set result = result || ${JSON.stringify(patch)}::jsonb where token = ${token}`,
      );
    const ballast = row!.approved_result!.ballast_weight;
    await change({ ballast_weight: ballast + 30 });
    expect((await read()).approval_does_not_cover).toBe(
      `this result as it reads now: it changed after the approval (ballast ${ballast} lb, now ${ballast + 30} lb)`,
    );
    // A field added later with no value is no change.
    await change({ ballast_weight: ballast, some_later_field: null });
    expect((await read()).approval_does_not_cover).toBeNull();
    await change({ planning_only: true });
    const planning = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}/review` });
    expect(planning.json().review.approval_does_not_cover).toBe('a planning estimate: it is not for permit');
    const queued = (await t.call('GET', `/api/review_queue/${id}`, undefined, engineer.headers)).json();
    expect(queued.approval_does_not_cover).toBe('a planning estimate: it is not for permit');
  });

  it('returns with a reason, after which the result may be asked again', async () => {
    const { token } = await newResult('return@example.com');
    const { reference } = (await ask(token)).json<{ reference: string }>();
    const returned = await decide(await queueIdOf(reference), {
      decision: 'returned',
      note: 'The roof type is wrong.',
    });
    expect(returned.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/reviews/${reference}` })).json()).toMatchObject({
      status: 'returned',
      approval_line: null,
      seal_url: null,
      decision_note: 'The roof type is wrong.',
      approval_does_not_cover: null,
    });
    expect((await ask(token)).statusCode).toBe(201);
  });

  it('lets an administrator who is also an engineer (has a profile) decide', async () => {
    const both = await createEngineer(t.app, 'admin-pe@example.com', { role: 'administrator', name: 'Ada Byron' });
    const { token } = await newResult('both@example.com');
    const { reference } = (await ask(token)).json<{ reference: string }>();
    const decided = await decide(await queueIdOf(reference), { decision: 'approved' }, both.headers);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().approval_line).toContain('Ada Byron, P.E.');
  });

  it('counts requests on the e-mail limits of the requester address (429 after 3 a day)', async () => {
    for (let n = 0; n < 3; n++) expect((await ask((await newResult('busy@example.com')).token)).statusCode).toBe(201);
    const refused = await ask((await newResult('busy@example.com')).token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [EMAIL_REPORT_TOO_MANY] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps engineers out of the catalogue and the users (403 on writes), but lets them read themselves', async () => {
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      t.call(method, url, body, engineer.headers);
    expect((await as('POST', '/api/antennas', { make: 'X', model: 'Y' })).statusCode).toBe(403);
    expect((await as('PUT', '/api/mounts/1', { name: 'Renamed' })).statusCode).toBe(403);
    expect((await as('DELETE', '/api/resellers/1')).statusCode).toBe(403);
    expect((await as('PUT', '/api/engineering_settings', { friction_coefficient: 0.9 })).statusCode).toBe(403);
    expect((await as('POST', '/api/users', { email: 'x@example.com' })).statusCode).toBe(403);
    expect((await as('GET', '/api/mount_search_results')).statusCode).toBe(403);
    expect((await as('GET', '/api/users/me')).json()).toMatchObject({ role: 'engineer' });
  });
});
