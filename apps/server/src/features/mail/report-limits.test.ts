import { EMAIL_CLIENT_TOO_MANY, EMAIL_REPORT_TOO_MANY } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Counter } from '../../limits/limits.repository.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { request, search, useDemoCatalogueApp } from '../../test/mount-search.js';
import { startTestSmtp, until, type TestSmtp } from '../../test/smtp.js';
import { admitReport, reportLimits } from './report-limits.js';

const HOUR = 3600_000;

/** Plays reports at the given hours through admitReport, keeping the counters as the database would. */
function play(hours: number[], client = (i: number) => `10.0.0.${i}`): boolean[] {
  const counters = new Map<string, Counter>();
  return hours.map((hour, i) => {
    const answer = admitReport(reportLimits('ada@example.com', client(i), 10), counters, hour * HOUR);
    if (answer.admitted) for (const counter of answer.next) counters.set(counter.key, counter);
    return answer.admitted;
  });
}

describe('admitReport (the limits of "E-mail me this report")', () => {
  it('admits 3 reports to one address, then none until a whole day passes without one', () => {
    expect(play([0, 1, 2, 3])).toEqual([true, true, true, false]);
    // The refused ones do not move the window: a day after the third report, reports are admitted again.
    expect(play([0, 1, 2, 26.5, 27])).toEqual([true, true, true, true, true]);
    expect(play([0, 1, 2, 25.9, 26.1])).toEqual([true, true, true, false, true]);
    // Never more than 3 in any 24 hours, even across a window's end: the window is a day after the last report.
    expect(play([0, 20, 23.5, 24.5, 30, 47])).toEqual([true, true, true, false, false, false]);
  });

  it('admits MAIL_REPORTS_PER_CLIENT_HOUR reports from one client address an hour, to any addresses', () => {
    const counters = new Map<string, Counter>();
    const answers = Array.from({ length: 4 }, (_, i) => {
      const answer = admitReport(reportLimits(`p${i}@example.com`, '10.1.1.1', 3), counters, i * 1000);
      if (answer.admitted) for (const counter of answer.next) counters.set(counter.key, counter);
      return answer;
    });
    expect(answers.map((a) => a.admitted)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ admitted: false, retryAfterMs: HOUR - 3000, refusal: EMAIL_CLIENT_TOO_MANY });
    const later = admitReport(reportLimits('p9@example.com', '10.1.1.1', 3), counters, HOUR);
    expect(later.admitted).toBe(true);
  });

  it('counts a refused report nowhere, and names the limit with the longest wait', () => {
    const counters = new Map<string, Counter>([
      ['mail:from:10.2.2.2', { key: 'mail:from:10.2.2.2', hits: 1, windowEndsAt: HOUR, blockedUntil: null }],
      [
        'mail:to:ada@example.com',
        { key: 'mail:to:ada@example.com', hits: 3, windowEndsAt: 20 * HOUR, blockedUntil: null },
      ],
    ]);
    const answer = admitReport(reportLimits('ADA@example.com ', '10.2.2.2', 1), counters, 0);
    expect(answer).toEqual({ admitted: false, retryAfterMs: 20 * HOUR, refusal: EMAIL_REPORT_TOO_MANY });
  });
});

// Nobody can make the product mail an address of their choosing over and over.
describe('"E-mail me this report" limits through the API and a local SMTP server', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'calc@example.com' };
    app = await createTestApp({ seed: true, env: { ...env, MAIL_REPORTS_PER_CLIENT_HOUR: '2' } });
    await useDemoCatalogueApp(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const tokenFor = async (email: string) =>
    (await search(request({ customer_email: email }))).json<{ token: string }>().token;
  const report = (token: string, remoteAddress: string) =>
    app.app.inject({ method: 'POST', url: `/api/mount_search_results/token/${token}/email`, remoteAddress });

  it('refuses a client address its third report of the hour (MAIL_REPORTS_PER_CLIENT_HOUR 2), to any address', async () => {
    const tokens = [
      await tokenFor('a1@example.com'),
      await tokenFor('a2@example.com'),
      await tokenFor('a3@example.com'),
    ];
    expect((await report(tokens[0]!, '10.80.0.1')).statusCode).toBe(202);
    expect((await report(tokens[1]!, '10.80.0.1')).statusCode).toBe(202);
    const refused = await report(tokens[2]!, '10.80.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [EMAIL_CLIENT_TOO_MANY] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // The refused report counted nowhere: its address still has its three, from another client.
    expect((await report(tokens[2]!, '10.80.0.2')).statusCode).toBe(202);
    await until(() => smtp.received.length === 3);
    smtp.received.splice(0);
  });

  it('lets 3 of 8 parallel reports to one address through, from 8 client addresses (a botnet)', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => tokenFor('victim@example.net')));
    const answers = await Promise.all(tokens.map((token, i) => report(token, `10.81.0.${i + 1}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    await until(() => smtp.received.length === 3);
    // No fourth message comes later either: the queue holds exactly the three.
    const queued = (await app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM outbound_emails WHERE recipient = 'victim@example.net'`,
    )) as { rows: { n: number }[] };
    expect(queued.rows).toEqual([{ n: 3 }]);
    expect(smtp.received.splice(0).every((m) => m.to[0] === 'victim@example.net')).toBe(true);
  });
});
