import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails, resellers } from '../../db/tables.js';
import { findSearchResultByToken } from '../mount-search/index.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { request, search, storeNoFitSearch, summit, northwind, useDemoCatalogueApp } from '../../test/mount-search.js';
import { startTestSmtp, until, type TestSmtp } from '../../test/smtp.js';

/**
 * POST …/quote_requests at /api/docs: the reseller's notice with the report attached and the visitor's confirmation.
 */
describe('quote request e-mails through a local SMTP server', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Calc <calc@example.com>' };
    app = await createTestApp({ seed: true, env, mail: { timing: { pollMs: 20, backoffBaseMs: 30 } } });
    await useDemoCatalogueApp(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const ask = (token: string, payload: object) =>
    app.app.inject({ method: 'POST', url: `/api/mount_search_results/token/${token}/quote_requests`, payload });
  const tokenOf = async (overrides: Record<string, unknown>) =>
    (await search(request(overrides))).json<{ token: string }>().token;

  it("mails the reseller's contact address the request with the report PDF, and confirms to the search's address", async () => {
    await app.database.db
      .update(resellers)
      .set({ contact_email: 'quotes@summit.example' })
      .where(eq(resellers.id, summit));
    const token = await tokenOf({
      customer_email: 'owner@example.com',
      customer_company: 'Roofs at https://co.example',
    });
    const asked = await ask(token, { quantity: 25, note: 'Visit http://evil.example <b>now</b>' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ confirmation_emailed: true });
    expect(asked.json<{ message: string }>().message).toContain('confirmation is on its way');
    await until(() => smtp.received.length === 2);
    const received = smtp.received.splice(0);
    const notice = received.find((mail) => mail.to.includes('quotes@summit.example'))!;
    expect(notice.mail.subject).toMatch(/^Quote request: 25 sites, R-/);
    expect(notice.mail.text).toContain('E-mail: owner@example.com');
    expect(notice.mail.html).toContain('&lt;b&gt;now&lt;/b&gt;');
    // The visitor's links are defanged in the reseller's notice too, in both parts.
    expect(notice.mail.text).toContain('Note: Visit http[:]//evil[.]example <b>now</b>');
    expect(notice.mail.text).toContain('Company: Roofs at https[:]//co[.]example');
    for (const part of [notice.mail.text, notice.mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('co.example');
    }
    expect(notice.mail.text).toMatch(new RegExp(`^The result: https?://[^/\\s]+/results\\?t=${token}$`, 'm'));
    // The lead's own page, on the reseller's domain, not the whole Searches list.
    const lead = (await findSearchResultByToken(app.database.db, token))!.id;
    expect(notice.mail.text).toMatch(
      new RegExp(`^The lead in your pipeline: http://localhost(:\\d+)?/admin/lead/${lead}$`, 'm'),
    );
    const pdf = notice.mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const confirmation = received.find((mail) => mail.to.includes('owner@example.com'))!;
    expect(confirmation.mail.subject).toMatch(/^Your quote request to Summit Roof Mounts.*: R-/);
    expect(confirmation.mail.text).toContain('"Visit http[:]//evil[.]example <b>now</b>"');
    expect(confirmation.mail.attachments).toEqual([]);
  });

  it('mails a request on a search that found no mount with why, and no report (there is none)', async () => {
    await app.database.db
      .update(resellers)
      .set({ contact_email: 'quotes@summit.example' })
      .where(eq(resellers.id, summit));
    const { token, id } = await storeNoFitSearch({ customer_email: 'coast@example.com' });
    expect((await ask(token, { quantity: 2 })).statusCode).toBe(201);
    await until(() => smtp.received.length === 2);
    const notice = smtp.received.splice(0).find((mail) => mail.to.includes('quotes@summit.example'))!;
    expect(notice.mail.text).toMatch(/No mount fitted: (Every|The only) compatible mount/);
    // No result page to link: the lead's own page in the pipeline instead.
    expect(notice.mail.text).not.toContain('The result:');
    expect(notice.mail.text).toMatch(
      new RegExp(`^The lead in your pipeline: https?://[^/\\s]+/admin/lead/${id}$`, 'm'),
    );
    expect(notice.mail.text).not.toContain('report is attached');
    expect(notice.mail.attachments).toEqual([]);
  });

  it("falls back to the reseller's active reseller users when it has no contact address", async () => {
    await app.database.db.update(resellers).set({ contact_email: null }).where(eq(resellers.id, northwind));
    await createResellerUserHeaders(app.app, northwind, 'one@northwind.example');
    await createResellerUserHeaders(app.app, northwind, 'two@northwind.example');
    const token = await tokenOf({ reseller_id: northwind, customer_email: 'buyer@example.com' });
    expect((await ask(token, { quantity: 1 })).statusCode).toBe(201);
    await until(() => smtp.received.length === 3);
    const recipients = smtp.received
      .splice(0)
      .flatMap((mail) => mail.to)
      .sort();
    expect(recipients).toEqual(['buyer@example.com', 'one@northwind.example', 'two@northwind.example']);
    const kinds = (await app.database.db.select().from(outboundEmails)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['quote_request', 'quote_confirmation']));
  });
});
