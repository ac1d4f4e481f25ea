import { EMAIL_REPORT_TOO_MANY } from '@nprm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSearchResults, outboundEmails, resellers } from '../../db/tables.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { antennaId, northwind, request, search, summit, useDemoCatalogueApp } from '../../test/mount-search.js';
import { freePort, startTestSmtp, until, type TestSmtp } from '../../test/smtp.js';
import { publicResultUrl } from '../resellers/index.js';
import type { MailWorkerTiming } from './mail-worker.js';

const FROM = 'Ballast Calculator <calc@example.com>';
const FAST: Partial<MailWorkerTiming> = { pollMs: 20, backoffBaseMs: 30, backoffMaxMs: 200, leaseMs: 60_000 };
/** A result link is on its reseller's domain: a fixed port, since the test server's PORT is 0. */
const LINK_PORT = '8443';

function mailApp(smtpUrl: string | undefined, timing: Partial<MailWorkerTiming> = FAST): Promise<TestApp> {
  const env = smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: FROM, PUBLIC_URL_PORT: LINK_PORT } : {};
  return createTestApp({ seed: true, env, mail: { timing } });
}

async function optIn(app: TestApp, resellerId: number, contact = 'leads@northwind.example') {
  await app.database.db
    .update(resellers)
    .set({ notify_new_leads: true, contact_email: contact })
    .where(eq(resellers.id, resellerId));
}

async function queued(app: TestApp) {
  return app.database.db.select().from(outboundEmails).orderBy(outboundEmails.id);
}

function emailReport(app: TestApp, token: string, payload?: object) {
  return app.app.inject({
    method: 'POST',
    url: `/api/mount_search_results/token/${token}/email`,
    ...(payload ? { payload } : {}),
  });
}

describe('e-mail through a local SMTP server', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await mailApp(`smtp://127.0.0.1:${smtp.port}`);
    await useDemoCatalogueApp(app);
    await optIn(app, northwind);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('tells the web that mail is on', async () => {
    expect((await app.app.inject({ method: 'GET', url: '/api/mail' })).json()).toEqual({ mail_enabled: true });
  });

  it("e-mails an opted-in reseller each new lead, in its brand, with the result's link on its domain", async () => {
    const response = await search(
      request({
        reseller_id: northwind,
        customer_name: '<b>Ada</b> & "Co"',
        project_name: 'Tower <i>7</i>',
        site_address: '12 Main St, Chicago',
        customer_company: 'Analytical Engines Ltd, see http://lure.example/x',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { token } = response.json<{ token: string }>();
    await until(() => smtp.received.length === 1);
    const [{ to, mail }] = smtp.received.splice(0) as [(typeof smtp.received)[number]];
    expect(to).toEqual(['leads@northwind.example']);
    expect(mail.from?.text).toContain('calc@example.com');
    expect(mail.subject).toMatch(
      /^Northwind Wireless.*: new lead from <b>Ada<\/b> & "Co" \(Analytical Engines Ltd, see http\[:\]\/\/lure\[\.\]example\/x\)$/,
    );
    // The visitor's link is defanged in the reseller's mail too, in both parts.
    expect(mail.text).toContain('Company: Analytical Engines Ltd, see http[:]//lure[.]example/x');
    expect(`${mail.text} ${String(mail.html)}`).not.toContain('lure.example');
    const link = publicResultUrl(app.app.ctx.config, 'northwind.localhost', token);
    expect(link).toBe(`http://northwind.localhost:${LINK_PORT}/results?t=${token}`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('E-mail: ada@example.com');
    // The project and the site address, as plain text in the text part and escaped in the HTML one.
    expect(mail.text).toContain('Project: Tower <i>7</i>\nSite address: 12 Main St, Chicago\n');
    expect(mail.html).toContain('Project</th><td>Tower &lt;i&gt;7&lt;/i&gt;</td>');
    expect(mail.html).not.toContain('<i>7</i>');
    expect(mail.html).toContain(`href="${link}"`);
    // Typed text is shown as text in the HTML part, never as markup.
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>Ada</b>');
    // The worker marks the row sent just after the server took the message.
    await until(async () => (await queued(app))[0]?.status === 'sent');
    const [row] = await queued(app);
    expect(row).toMatchObject({ kind: 'new_lead', status: 'sent', attempts: 1, recipient: 'leads@northwind.example' });
    // The queue names the search, never its token.
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('e-mails a lead with no fit as "no fit", without a dead link', async () => {
    await optIn(app, summit, 'leads@summit.example');
    const body = request({ antenna: antennaId.dish180, building_height: 500 });
    const response = await search({ ...body, wind_exposure: 'D', customer_name: 'No Fit' });
    await app.database.db.update(resellers).set({ notify_new_leads: false }).where(eq(resellers.id, summit));
    expect(response.statusCode).toBe(404);
    await until(() => smtp.received.length === 1);
    const { to, mail } = smtp.received.splice(0)[0]!;
    expect(to).toEqual(['leads@summit.example']);
    expect(mail.subject).toMatch(/^Summit Roof Mounts.*: new lead from No Fit \(Analytical Engines Ltd\) \(no fit\)$/);
    expect(mail.text).toContain('No fit: no compatible mount fits these inputs');
    expect(mail.text).not.toContain('/results?t=');
    expect(mail.html).not.toContain('/results?t=');
  });

  it('sends nothing for a reseller that did not opt in', async () => {
    const before = (await queued(app)).length;
    expect((await search(request({ reseller_id: summit }))).statusCode).toBe(201);
    expect((await queued(app)).length).toBe(before);
  });

  it('"E-mail me this report" sends the report to the address of the search only, under the brand', async () => {
    const { token } = (await search(request({ reseller_id: summit, customer_email: 'ada@example.com' }))).json<{
      token: string;
    }>();
    const response = await emailReport(app, token);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      status: 'queued',
      message: 'The report is on its way to the e-mail address entered with this search.',
    });
    await until(() => smtp.received.length === 1);
    const { to, mail } = smtp.received.splice(0)[0]!;
    expect(to).toEqual(['ada@example.com']);
    expect(mail.subject).toMatch(/^Your mount recommendation from Summit Roof Mounts.*: /);
    expect(mail.text).toContain(publicResultUrl(app.app.ctx.config, 'localhost', token));
    expect(mail.text).toContain('Recommended mount: ');
    // The demo logo is an SVG, which mail clients do not show: the name stands in for it (mail-brand.test.ts).
    expect(mail.html).toMatch(/<strong>Summit Roof Mounts[^<]*<\/strong>/);
    // The report itself rides along: the PDF the report route serves, named after the reference.
    const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-'); // The same bytes as the download, from the same cache: the attachment is not rendered again.
    const download = await app.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${token}/report.pdf`,
    });
    expect(download.rawPayload.equals(pdf!.content)).toBe(true);
  });

  it('the report e-mail names every antenna on the mount, each with its height', async () => {
    const body = request({
      reseller_id: summit,
      antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.omni, additional_height_to_centerline: 2 }],
    });
    const { token } = (await search(body)).json<{ token: string }>();
    expect((await emailReport(app, token)).statusCode).toBe(202);
    await until(() => smtp.received.length === 1);
    const { mail } = smtp.received.splice(0)[0]!;
    const both = /Cambium Networks ePMP .* at 0 ft and Laird FG4500 .* at \+2 ft/;
    expect(mail.subject).toMatch(both);
    expect(mail.text).toMatch(new RegExp(`Antennas:?\\s+${both.source}`));
  });

  it('both e-mails show the code basis, the risk category and a lower speed with its reason', async () => {
    const reason = 'Building department letter of 3 March 2026 sets 100 mph';
    const body = request({ reseller_id: northwind, wind_speed: 110, wind_speed_reason: reason, risk_category: 'III' });
    const { token } = (await search(body)).json<{ token: string }>();
    await until(() => smtp.received.length === 1);
    const lead = smtp.received.splice(0)[0]!.mail;
    expect(lead.text).toContain('Risk category: III\n');
    expect(lead.text).toContain(`Wind speed: 110 mph, given, below the mapped 120 mph: ${reason}\n`);
    expect(lead.text).toContain(
      'Code basis: chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet), Risk Category III, no jurisdiction rule, load combination 0.9D + 1.0W',
    );
    expect(lead.text).toContain('Wind speed source: not given\n');
    expect(lead.text).toContain('Planning estimate: not for permit: ASCE 7-22 is in force here');
    expect(lead.html).toContain('Risk category</th><td>III</td>');
    expect((await emailReport(app, token)).statusCode).toBe(202);
    await until(() => smtp.received.length === 1);
    const report = smtp.received.splice(0)[0]!.mail;
    // The reason is the visitor's text: quoted data in a message to the visitor's address.
    expect(report.text).toContain(`Wind speed: 110 mph, given, below the mapped 120 mph: "${reason}"\n`);
    expect(report.text).toContain('Risk category: III\n');
    expect(report.text).toContain(
      'Code basis: chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet), Risk Category III',
    );
    expect(report.text).toContain('Planning estimate: not for permit: ');
    // Without a reason the speed says its source only.
    const plain = (await search(request({ reseller_id: northwind }))).json<{ token: string }>();
    expect(plain.token).toBeTruthy();
    await until(() => smtp.received.length === 1);
    expect(smtp.received.splice(0)[0]!.mail.text).toMatch(/\nWind speed: 115 mph, [^:\n]+\n/);
  });

  it('answers 404 for an unknown or malformed token and for a search with no fit', async () => {
    expect((await emailReport(app, 'A'.repeat(24))).statusCode).toBe(404);
    expect((await emailReport(app, 'not a token')).statusCode).toBe(404);
    const [noFit] = await app.database.db
      .select({ token: mountSearchResults.token })
      .from(mountSearchResults)
      .where(eq(mountSearchResults.customer_name, 'No Fit'));
    expect((await emailReport(app, noFit!.token)).statusCode).toBe(404);
  });

  it("answers 422 for a body naming an address (the report goes to the search's own address only)", async () => {
    const { token } = (await search(request())).json<{ token: string }>();
    const response = await emailReport(app, token, { email: 'stranger@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: expect.any(Object), full_messages: expect.any(Array) });
  });

  it('answers 429 after three reports to one address, whatever searches asked, counted in the shared counters', async () => {
    const tokens: string[] = [];
    for (const email of ['grace@example.com', 'Grace@Example.com', 'grace@example.com', 'GRACE@example.com']) {
      tokens.push((await search(request({ customer_email: email }))).json<{ token: string }>().token);
    }
    for (const token of tokens.slice(0, 3)) expect((await emailReport(app, token, {})).statusCode).toBe(202);
    for (const token of tokens) {
      const refused = await emailReport(app, token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ errors: [EMAIL_REPORT_TOO_MANY] });
      // A day from the last report to the address.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    }
    const counters = (await app.database.db.execute(
      sql`SELECT hits FROM rate_limit_counters WHERE key = 'mail:to:grace@example.com'`,
    )) as { rows: { hits: number }[] };
    expect(counters.rows).toEqual([{ hits: 3 }]);
    // Another address is not held up by it.
    const other = (await search(request({ customer_email: 'alan@example.com' }))).json<{ token: string }>();
    expect((await emailReport(app, other.token)).statusCode).toBe(202);
    await until(() => smtp.received.length === 4);
    expect(smtp.received.splice(0).map((m) => m.to[0]?.toLowerCase())).toEqual([
      'grace@example.com',
      'grace@example.com',
      'grace@example.com',
      'alan@example.com',
    ]);
  });

  it('greets nobody by name and shows typed text only as quoted data, no link an attacker typed', async () => {
    const spam = {
      customer_name: 'Buy pills http://spam.example',
      customer_company: 'www.spam.example <a>',
      project_name: 'Go to spam.example now',
      site_address: 'http://spam.example/address',
    };
    const body = request({ ...spam, location: 'Visit https://spam.example/x', customer_email: 'spam@example.com' });
    const { token } = (await search(body)).json<{ token: string }>();
    expect((await emailReport(app, token)).statusCode).toBe(202);
    await until(() => smtp.received.length === 1);
    const { mail } = smtp.received.splice(0)[0]!;
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('Name given: "Buy pills http[:]//spam[.]example"');
    expect(mail.text).toContain('Company given: "www[.]spam[.]example <a>"');
    expect(mail.text).toContain('Location: "Visit https[:]//spam[.]example/x"');
    expect(mail.text).toContain('Project: "Go to spam[.]example now"');
    expect(mail.text).toContain('Site address: "http[:]//spam[.]example/address"');
    expect(mail.html).toContain('Name given</th><td>&quot;Buy pills http[:]//spam[.]example&quot;</td>');
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toMatch(/spam\.example|Hello Buy/);
    }
    expect(mail.html).not.toContain('<a>');
  });

  it('still answers 201 when the message cannot be queued, and logs it', async () => {
    const db = app.database.db;
    await db.execute(sql`ALTER TABLE outbound_emails RENAME TO outbound_emails_away`);
    try {
      expect((await search(request({ reseller_id: northwind }))).statusCode).toBe(201);
    } finally {
      await db.execute(sql`ALTER TABLE outbound_emails_away RENAME TO outbound_emails`);
    }
  });
});

describe('e-mail with credentials', () => {
  it('signs in with the user and password of SMTP_URL', async () => {
    const smtp = await startTestSmtp({ auth: { user: 'calc', pass: 's3cret/pass' } });
    const app = await mailApp(`smtp://calc:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${smtp.port}`);
    try {
      await useDemoCatalogueApp(app);
      const { token } = (await search(request())).json<{ token: string }>();
      expect((await emailReport(app, token)).statusCode).toBe(202);
      await until(() => smtp.received.length === 1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('e-mail while the SMTP server is down', () => {
  it('answers the search at once, retries with backoff and delivers once the server is up', async () => {
    const port = await freePort();
    const app = await mailApp(`smtp://127.0.0.1:${port}`, { ...FAST, maxAttempts: 1000 });
    let smtp: TestSmtp | undefined;
    try {
      await useDemoCatalogueApp(app);
      await optIn(app, northwind);
      const started = Date.now();
      expect((await search(request({ reseller_id: northwind }))).statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      await until(async () => ((await queued(app))[0]?.attempts ?? 0) >= 3);
      const [waiting] = await queued(app);
      expect(waiting).toMatchObject({ sent_at: null, last_error: expect.stringMatching(/ECONNREFUSED/) });
      smtp = await startTestSmtp({ port });
      await until(() => smtp!.received.length === 1);
      await until(async () => (await queued(app))[0]?.status === 'sent');
      expect(smtp.received[0]!.to).toEqual(['leads@northwind.example']);
    } finally {
      await app.close();
      await smtp?.close();
    }
  });

  it('marks a message failed after the last attempt', async () => {
    const app = await mailApp(`smtp://127.0.0.1:${await freePort()}`, { ...FAST, maxAttempts: 3 });
    try {
      await useDemoCatalogueApp(app);
      const { token } = (await search(request())).json<{ token: string }>();
      expect((await emailReport(app, token)).statusCode).toBe(202);
      await until(async () => (await queued(app))[0]?.status === 'failed');
      expect((await queued(app))[0]).toMatchObject({ attempts: 3, status: 'failed', recipient: 'ada@example.com' });
    } finally {
      await app.close();
    }
  });
});

describe('without SMTP_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await mailApp(undefined);
    await useDemoCatalogueApp(app);
    await optIn(app, northwind);
  });
  afterAll(() => app.close());

  it('says mail is off, queues nothing and answers the report call 503', async () => {
    expect((await app.app.inject({ method: 'GET', url: '/api/mail' })).json()).toEqual({ mail_enabled: false });
    const response = await search(request({ reseller_id: northwind }));
    expect(response.statusCode).toBe(201);
    expect(await queued(app)).toEqual([]);
    const report = await emailReport(app, response.json<{ token: string }>().token);
    expect(report.statusCode).toBe(503);
    expect(report.json()).toEqual({ errors: ['E-mail is not set up on this server'] });
  });
});
