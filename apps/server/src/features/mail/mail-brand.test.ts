import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellers } from '../../db/tables.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { request, search, summit, useDemoCatalogueApp } from '../../test/mount-search.js';
import { sealPng } from '../../test/reviews.js';
import { startTestSmtp, until, type ReceivedMail, type TestSmtp } from '../../test/smtp.js';

/** docs/product.md, "E-mail": mail about a reseller's search arrives as the reseller's, in a real mail client. */
describe("e-mail in the reseller's name, with a logo mail clients show", () => {
  let smtp: TestSmtp;
  let app: TestApp;
  const logo = sealPng(40);
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const webDist = mkdtempSync(join(tmpdir(), 'nprm-mail-logo-'));
    mkdirSync(join(webDist, 'demo'));
    writeFileSync(join(webDist, 'demo', 'summit.png'), logo);
    writeFileSync(join(webDist, 'demo', 'summit.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Ballast Calculator <calc@example.com>',
      WEB_DIST: webDist,
    };
    app = await createTestApp({ seed: true, env, mail: { timing: { pollMs: 20, backoffBaseMs: 30 } } });
    await useDemoCatalogueApp(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const brand = (fields: Partial<typeof resellers.$inferInsert>) =>
    app.database.db.update(resellers).set(fields).where(eq(resellers.id, summit));

  /** A fit search on Summit's site and "E-mail me this report": the message the visitor receives. */
  let visitors = 0;
  async function reportMail(): Promise<ReceivedMail> {
    // A new address each time: an address gets at most 3 reports a day.
    const customer_email = `buyer${++visitors}@example.com`;
    const { token } = (await search(request({ customer_email }))).json<{ token: string }>();
    const url = `/api/mount_search_results/token/${token}/email`;
    expect((await app.app.inject({ method: 'POST', url })).statusCode).toBe(202);
    await until(() => smtp.received.length === 1);
    return smtp.received.splice(0)[0]!;
  }

  it("sends as the reseller's name from the configured address, replies going to its contact address", async () => {
    await brand({ name: 'Summit Roof Mounts', contact_email: 'leads@summit.example', logo_url: '/demo/summit.png' });
    const { mail } = await reportMail();
    expect(mail.from?.value).toEqual([{ name: 'Summit Roof Mounts', address: 'calc@example.com' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'leads@summit.example' }]);
    expect(mail.text).toContain('Questions? Write to leads@summit.example.');
  });

  it('sends a PNG logo of this site inside the message, shown by its content id, never a relative URL', async () => {
    const { mail } = await reportMail();
    const inline = mail.attachments.find((attachment) => attachment.contentType === 'image/png')!;
    expect(inline.content.equals(logo)).toBe(true);
    expect(inline.contentId).toBe('<reseller-logo>');
    // The parser (like a mail client) resolved the image's cid: to the attached bytes.
    expect(inline.related).toBe(true);
    expect(mail.html).toContain(`<img src="data:image/png;base64,${logo.toString('base64')}" alt="Summit Roof Mounts"`);
    expect(mail.html).not.toMatch(/src="\//);
  });

  it('links an absolute PNG URL as it is', async () => {
    await brand({ logo_url: 'https://cdn.summit.example/brand/logo.png' });
    const { mail } = await reportMail();
    expect(mail.html).toContain('<img src="https://cdn.summit.example/brand/logo.png"');
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
  });

  it.each(['/demo/summit.svg', 'https://cdn.summit.example/logo.svg', '/demo/missing.png'])(
    'leaves out a logo mail cannot show (%s): the name as text, no image',
    async (logoUrl) => {
      await brand({ logo_url: logoUrl });
      const { mail } = await reportMail();
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('<strong>Summit Roof Mounts</strong>');
      expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
    },
  );

  it('sends no Reply-To when the reseller has no contact address, rather than a wrong one', async () => {
    await brand({ contact_email: null });
    const { mail } = await reportMail();
    expect(mail.from?.value[0]?.name).toBe('Summit Roof Mounts');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.headers.has('reply-to')).toBe(false);
  });

  it("sends the reseller's new-lead notice and the quote messages in its name too", async () => {
    await brand({ contact_email: 'quotes@summit.example', notify_new_leads: true });
    const { token } = (await search(request({ customer_email: 'owner@example.com' }))).json<{ token: string }>();
    const url = `/api/mount_search_results/token/${token}/quote_requests`;
    expect((await app.app.inject({ method: 'POST', url, payload: { quantity: 3 } })).statusCode).toBe(201);
    await until(() => smtp.received.length === 3);
    const received = smtp.received.splice(0);
    expect(received.map(({ mail }) => mail.from?.text)).toEqual([
      '"Summit Roof Mounts" <calc@example.com>',
      '"Summit Roof Mounts" <calc@example.com>',
      '"Summit Roof Mounts" <calc@example.com>',
    ]);
    expect(received.map(({ mail }) => mail.replyTo?.text)).toEqual([
      'quotes@summit.example',
      'quotes@summit.example',
      'quotes@summit.example',
    ]);
    await brand({ notify_new_leads: false });
  });
});
