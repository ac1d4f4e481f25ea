import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../../db/tables.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { request, search, useDemoCatalogueApp } from '../../test/mount-search.js';
import { findSearchResultByToken } from '../mount-search/index.js';
import { claimNextEmail, enqueueEmail } from './mail.repository.js';
import { backoffMs, DEFAULT_MAIL_TIMING, MailWorker } from './mail-worker.js';
import { redactedSmtpUrl, withoutSmtpPassword } from '../../smtp-url.js';
import type { OutgoingMail } from './transport.js';

describe('the e-mail queue', () => {
  let app: TestApp;
  let searchId: number;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    await useDemoCatalogueApp(app);
    const { token } = (await search(request())).json<{ token: string }>();
    searchId = (await findSearchResultByToken(app.database.db, token))!.id;
  });
  afterAll(() => app.close());

  it('gives a due message to one claimant only, and again only after its lease ends', async () => {
    const db = app.database.db;
    await enqueueEmail(db, { kind: 'new_lead', searchResultId: searchId, recipient: 'a@example.com' }, 1_000);
    const [first, second] = await Promise.all([claimNextEmail(db, 2_000, 500), claimNextEmail(db, 2_000, 500)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await claimNextEmail(db, 2_400, 500)).toBeUndefined();
    expect(await claimNextEmail(db, 2_600, 500)).toMatchObject({ recipient: 'a@example.com', attempts: 2 });
    await db.delete(outboundEmails);
  });

  it('two workers on one queue deliver each message once', async () => {
    const db = app.database.db;
    for (let i = 0; i < 6; i += 1) {
      await enqueueEmail(db, { kind: 'result_report', searchResultId: searchId, recipient: `v${i}@example.com` }, 0);
    }
    const delivered: string[] = [];
    const worker = () =>
      new MailWorker({
        db,
        transport: {
          send: async (mail: OutgoingMail) => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            delivered.push(mail.to);
          },
          close: () => undefined,
        },
        compose: (email) => Promise.resolve({ to: email.recipient, subject: 's', text: 't', html: 'h' }),
        describeError: String,
        log: app.app.log,
        timing: { ...DEFAULT_MAIL_TIMING, now: () => 10_000 },
      });
    const sent = await Promise.all([worker().sendDue(), worker().sendDue()]);
    expect(sent[0] + sent[1]).toBe(6);
    expect(delivered.sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `v${i}@example.com`));
    const rows = await db.select().from(outboundEmails);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('backoff and credentials', () => {
  it('waits base · 2^(attempts − 1), capped', () => {
    const timing = { backoffBaseMs: 30_000, backoffMaxMs: 3_600_000 };
    expect([1, 2, 3, 4, 9].map((n) => backoffMs(timing, n))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
  });

  it('never writes the SMTP password', () => {
    const url = 'smtps://calc:p%40ss%2Fword@mail.example.com:465';
    expect(redactedSmtpUrl(url)).toBe('smtps://calc:***@mail.example.com:465');
    expect(redactedSmtpUrl('smtp://mail.example.com')).toBe('smtp://mail.example.com');
    expect(withoutSmtpPassword('Invalid login p@ss/word and p%40ss%2Fword', url)).toBe('Invalid login *** and ***');
  });
});
