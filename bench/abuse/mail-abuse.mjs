// Can an anonymous caller make the server e-mail addresses of its choosing? Starts the BUILT server
// (apps/server/dist/main.js, embedded database) with SMTP_URL pointing at an SMTP server on loopback that only
// counts, then plays the attacker: for each of 10 chosen addresses a search that names it as the customer's address
// with a spam "name", then "E-mail me this report" three times (40 requests), then the same again from 10 other
// client addresses (X-Forwarded-For, TRUST_PROXY=true: what a botnet has) and with a new search per report.
// Prints how many e-mails reached the chosen addresses and how many show the spam link clickable.
//
//   npm run build && node bench/abuse/mail-abuse.mjs
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startServer } from '../lib/server.mjs';

const ADDRESSES = Array.from({ length: 10 }, (_, i) => `victim${i}@example.net`);
const SPAM = 'Buy pills http://spam.example';

const received = [];
const smtp = new SMTPServer({
  logger: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      },
      (error) => callback(error),
    );
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const server = await startServer({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Ballast Calculator <calc@example.com>',
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: '600',
  },
});

async function call(method, path, body, clientAddress) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

try {
  const antennas = (await call('GET', '/api/antennas')).body;
  const roofTypes = (await call('GET', '/api/roof_types')).body;
  const probe = { customer_name: 'Probe', customer_email: 'probe@example.org', customer_company: 'Probe Co' };
  let fitting;
  for (const antenna of antennas) {
    for (const roofType of roofTypes) {
      const body = {
        antenna: antenna.id,
        roof_type: roofType.id,
        wind_exposure: 'B',
        building_height: 20,
        location: 'Chicago, IL, United States',
        location_latitude: 41.8781,
        location_longitude: -87.6298,
      };
      if (fitting) continue;
      const answer = await call('POST', '/api/mount_search_results', { ...body, ...probe });
      if (answer.status === 201) fitting = body;
      else if (answer.status !== 404) throw new Error(`search: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  if (!fitting) throw new Error('no search fits the demo catalogue');

  async function attackSearch(address, clientAddress) {
    const answer = await call(
      'POST',
      '/api/mount_search_results',
      { ...fitting, customer_name: SPAM, customer_email: address, customer_company: 'http://spam.example/c' },
      clientAddress,
    );
    return answer.status === 201 ? answer.body.token : undefined;
  }

  async function report(token, clientAddress) {
    return (await call('POST', `/api/mount_search_results/token/${token}/email`, {}, clientAddress)).status;
  }

  /** Waits until the queue has been quiet for 3 s (the worker sends one message at a time). */
  async function settle() {
    let seen = -1;
    while (seen !== received.length) {
      seen = received.length;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }

  function tally(label, requests, statuses, startedAt) {
    const delivered = received.splice(0);
    const toChosen = delivered.filter((m) => m.to.some((to) => ADDRESSES.includes(to)));
    const perAddress = ADDRESSES.map((a) => toChosen.filter((m) => m.to.includes(a)).length);
    const clickable = toChosen.filter(
      (m) =>
        /href="http:\/\/spam\.example/.test(m.mail.html || '') || (m.mail.text || '').includes('http://spam.example'),
    ).length;
    const greeted = toChosen.filter((m) => (m.mail.text || '').includes(`Hello ${SPAM}`)).length;
    const counts = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    console.log(
      `${label}: ${requests} requests in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, statuses ${JSON.stringify(counts)}; ` +
        `${toChosen.length} e-mails to the 10 chosen addresses (per address ${perAddress.join(' ')}), ` +
        `${clickable} with the spam link as written, ${greeted} greeting the spam name`,
    );
  }

  // 1. The issue's attack: one client address, per chosen address one search and three report calls (40 requests).
  let started = Date.now();
  let statuses = [];
  for (const address of ADDRESSES) {
    const token = await attackSearch(address);
    statuses.push(token ? 201 : 'search failed');
    for (let i = 0; i < 3; i += 1) statuses.push(token ? await report(token) : 'no token');
  }
  await settle();
  tally('one client address, 10 searches + 30 report calls', 40, statuses, started);

  // 2. A botnet: a new client address and a new search for every report call, 4 per chosen address (80 requests).
  started = Date.now();
  statuses = [];
  for (let round = 0; round < 4; round += 1) {
    for (const [i, address] of ADDRESSES.entries()) {
      const client = `198.51.100.${round * 10 + i + 1}`;
      const token = await attackSearch(address, client);
      statuses.push(token ? 201 : 'search failed');
      statuses.push(token ? await report(token, client) : 'no token');
    }
  }
  await settle();
  tally('40 client addresses, 40 searches + 40 report calls', 80, statuses, started);
} finally {
  await server.stop();
  await new Promise((resolve) => smtp.close(resolve));
}
