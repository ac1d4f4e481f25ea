import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { createRecord, expectNotFoundForUnknownIds, expectTaken, useAdminTestApp } from '../../test/admin-api.js';
import { normalizeHost } from './resellers.repository.js';

const PUBLIC_FIELDS = [
  'antenna_ids',
  'contact_email',
  'domain',
  'hero_image_url',
  'id',
  'is_baird',
  'logo_url',
  'name',
  'website_url',
];

interface ResellerBody {
  id: number;
  name: string;
  domain: string;
  antenna_ids: number[];
  deleted_at?: string | null;
  [field: string]: unknown;
}

describe('resellers API', () => {
  const t = useAdminTestApp();
  const { call } = t;
  const init = (host: string) => t.app.inject({ method: 'GET', url: '/api/resellers/init', headers: { host } });
  // Reseller names are unique: each shop a test makes gets its own unless the test names it.
  let shops = 0;
  const create = (fields: object) =>
    createRecord<ResellerBody>(call, '/api/resellers', { name: `Shop ${++shops}`, logo_url: '/logo.svg', ...fields });

  describe('GET /api/resellers/init', () => {
    it('finds the reseller by host, ignoring case, port and a leading www.', async () => {
      for (const host of ['northwind.localhost', 'NorthWind.Localhost:8080', 'www.northwind.localhost']) {
        const response = await init(host);
        expect(response.statusCode, host).toBe(200);
        expect(response.json()).toMatchObject({ name: 'Northwind Wireless [demo]', domain: 'northwind.localhost' });
        expect(Object.keys(response.json()).sort()).toEqual(PUBLIC_FIELDS);
      }
    });

    it('falls back to the default reseller domain, and answers 404 when there is none', async () => {
      expect((await init('unknown.example.org')).json()).toMatchObject({ domain: 'localhost' });
      const bare = await createTestApp({ seed: true, env: { DEFAULT_RESELLER_DOMAIN: '' } });
      try {
        const response = await bare.app.inject({
          method: 'GET',
          url: '/api/resellers/init',
          headers: { host: 'unknown.example.org' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: ['Not found'] });
      } finally {
        await bare.close();
      }
    });

    it('skips inactive resellers', async () => {
      const shop = await create({ domain: 'www.closing.example.com' });
      expect((await init('closing.example.com')).json()).toMatchObject({ id: shop.id });
      await call('DELETE', `/api/resellers/${shop.id}`);
      expect((await init('closing.example.com')).json()).toMatchObject({ domain: 'localhost' });
    });

    it('answers an HTTP/1.0 request without a Host header with the default reseller', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write('GET /api/resellers/init HTTP/1.0\r\n\r\n'),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.[01] 200/);
      expect(answer).toContain('"domain":"localhost"');
    });

    it('normalizes hosts', () => {
      expect(normalizeHost('WWW.Shop.Example.com.:443')).toBe('shop.example.com');
      expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    });
  });

  it('shows anonymous visitors public fields of active resellers only, admins everything', async () => {
    const shop = await create({ domain: 'visible.example.com' });
    const publicView = await t.app.inject({ method: 'GET', url: `/api/resellers/${shop.id}` });
    expect(Object.keys(publicView.json()).sort()).toEqual(PUBLIC_FIELDS);
    await call('DELETE', `/api/resellers/${shop.id}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/resellers/${shop.id}` })).statusCode).toBe(404);
    expect((await call('GET', `/api/resellers/${shop.id}`)).json()).toMatchObject({
      id: shop.id,
      deleted_at: expect.any(String),
    });
  });

  it('creates a reseller with its antennas, lower-casing the domain', async () => {
    const antennas = (await t.app.inject({ method: 'GET', url: '/api/antennas' })).json<{ id: number }[]>();
    const shop = await create({
      name: 'Rooftop Radio',
      domain: 'Radio.Example.com',
      hero_image_url: 'https://cdn.example.com/hero.jpg',
      website_url: '',
      contact_email: ' sales@radio.example.com ',
      is_baird: 'true',
      antenna_ids: [antennas[1]!.id, antennas[0]!.id],
      ignored_field: 1,
    });
    expect(shop).toEqual({
      id: expect.any(Number),
      name: 'Rooftop Radio',
      domain: 'radio.example.com',
      logo_url: '/logo.svg',
      hero_image_url: 'https://cdn.example.com/hero.jpg',
      website_url: null,
      contact_email: 'sales@radio.example.com',
      is_baird: true,
      notify_new_leads: false,
      antenna_ids: [antennas[0]!.id, antennas[1]!.id].sort((a, b) => a - b),
      embed_origins: [],
      deleted_at: null,
      lock_version: 0,
    });
  });

  it('keeps the new-lead e-mail choice for administrators: set and cleared, never in the public fields', async () => {
    const shop = await create({ name: 'Lead Shop', domain: 'leads.example.com', notify_new_leads: true });
    expect(shop).toMatchObject({ notify_new_leads: true });
    const cleared = await call('PUT', `/api/resellers/${shop.id}`, { notify_new_leads: false });
    expect(cleared.json()).toMatchObject({ notify_new_leads: false });
    const bad = await call('PUT', `/api/resellers/${shop.id}`, { notify_new_leads: 'often' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('errors.notify_new_leads');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/resellers/${shop.id}` });
    expect(anonymous.json()).not.toHaveProperty('notify_new_leads');
    expect((await init('leads.example.com')).json()).not.toHaveProperty('notify_new_leads');
  });

  it.each([
    [{}, { name: ["can't be blank"], domain: ["can't be blank"], logo_url: ["can't be blank"] }],
    [
      { name: 'A', domain: 'a.example.com', logo_url: 'ftp://x/logo.png' },
      { logo_url: ['must be an http(s) URL or a path starting with /'] },
    ],
    [
      { name: 'A', domain: 'a.example.com', logo_url: '/l.svg', website_url: 'javascript:alert(1)' },
      { website_url: ['must be an http(s) URL or a path starting with /'] },
    ],
    [
      { name: 'A', domain: 'a.example.com', logo_url: '/l.svg', contact_email: 'not-an-email' },
      { contact_email: ['is not an e-mail address'] },
    ],
    [{ name: 'A', domain: 'LOCALHOST', logo_url: '/l.svg' }, { domain: ['has already been taken'] }],
    [
      { name: 'A', domain: 'a.example.com', logo_url: '/l.svg', antenna_ids: [987654] },
      { antenna_ids: ['contains unknown antenna ids: 987654'] },
    ],
    [
      { name: 'A', domain: 'a.example.com', logo_url: '/l.svg', is_baird: 'maybe' },
      { is_baird: ['must be true or false'] },
    ],
  ])('refuses %j with 422', async (payload, errors) => {
    const before = (await call('GET', '/api/resellers?include_inactive=true')).json<unknown[]>().length;
    const response = await call('POST', '/api/resellers', payload);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: unknown; full_messages: string[] }>();
    expect(body.errors).toEqual(errors);
    expect(body.full_messages).toHaveLength(Object.keys(errors).length);
    expect((await call('GET', '/api/resellers?include_inactive=true')).json<unknown[]>().length).toBe(before);
  });

  it('keeps domains unique as hosts see them: case and a leading www. ignored (a trailing dot is refused)', async () => {
    for (const domain of ['www.northwind.localhost', 'NorthWind.Localhost', 'WWW.northwind.localhost']) {
      expectTaken(
        await call('POST', '/api/resellers', { name: 'Twin', domain, logo_url: '/l.svg' }),
        'domain',
        'Domain',
      );
    }
    const www = await create({ domain: 'www.twin.example.com' });
    for (const domain of ['twin.example.com', 'Twin.Example.Com', 'www.twin.example.com']) {
      expectTaken(
        await call('POST', '/api/resellers', { name: 'Twin', domain, logo_url: '/l.svg' }),
        'domain',
        'Domain',
      );
    }
    expect((await init('twin.example.com')).json()).toMatchObject({ id: www.id });
    const other = await create({ domain: 'other-twin.example.com' });
    expectTaken(
      await call('PUT', `/api/resellers/${other.id}`, { domain: 'WWW.Twin.example.com' }),
      'domain',
      'Domain',
    );
    expect(
      (await call('POST', '/api/resellers', { name: 'Dot', domain: 'dot.example.com.', logo_url: '/l.svg' }))
        .statusCode,
    ).toBe(422);
    expect((await call('PUT', `/api/resellers/${www.id}`, { domain: 'twin.example.com' })).statusCode).toBe(200);
  });

  it('keeps names unique, case ignored, on create and update, deactivated resellers included (decisions/0049)', async () => {
    const summit = (await call('GET', '/api/resellers/1')).json<ResellerBody>();
    for (const name of [summit.name, summit.name.toUpperCase(), `  ${summit.name.toLowerCase()}  `])
      expectTaken(
        await call('POST', '/api/resellers', { name, domain: 'name-twin.example.com', logo_url: '/l.svg' }),
        'name',
        'Name',
      );
    const shop = await create({ name: 'Unique Name Shop', domain: 'unique-name.example.com' });
    expectTaken(await call('PUT', `/api/resellers/${shop.id}`, { name: summit.name.toLowerCase() }), 'name', 'Name');
    // Both at once: each field says so.
    const both = await call('POST', '/api/resellers', { name: summit.name, domain: 'localhost', logo_url: '/l.svg' });
    expect(both.json<{ errors: unknown }>().errors).toEqual({
      name: ['has already been taken'],
      domain: ['has already been taken'],
    });
    // Its own name in another case is no clash.
    const recased = await call('PUT', `/api/resellers/${shop.id}`, { name: 'UNIQUE name shop' });
    expect(recased.statusCode, recased.body).toBe(200);
    await call('DELETE', `/api/resellers/${shop.id}`);
    expectTaken(
      await call('POST', '/api/resellers', { name: 'unique NAME shop', domain: 'u2.example.com', logo_url: '/l.svg' }),
      'name',
      'Name',
    );
    expect((await call('PUT', '/api/resellers/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('has Rails-style full messages', async () => {
    const response = await call('POST', '/api/resellers', { domain: 'x.example.com', logo_url: '/l.svg' });
    expect(response.json()).toEqual({ errors: { name: ["can't be blank"] }, full_messages: ["Name can't be blank"] });
  });

  it('updates the fields sent; antenna_ids replaces the list; the domain stays unique', async () => {
    const shop = await create({ domain: 'update.example.com', antenna_ids: [] });
    const antennas = (await t.app.inject({ method: 'GET', url: '/api/antennas' })).json<{ id: number }[]>();
    const updated = await call('PUT', `/api/resellers/${shop.id}`, { name: 'Renamed', antenna_ids: [antennas[2]!.id] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renamed',
      domain: 'update.example.com',
      logo_url: '/logo.svg',
      antenna_ids: [antennas[2]!.id],
    });
    expectTaken(await call('PUT', `/api/resellers/${shop.id}`, { domain: 'northwind.localhost' }), 'domain', 'Domain');
    expect((await call('PUT', `/api/resellers/${shop.id}`, { domain: 'UPDATE.example.com' })).statusCode).toBe(200);
  });

  it('lists resellers by name for admins, inactive ones on request', async () => {
    const shop = await create({ name: 'Zulu Shop', domain: 'zulu.example.com' });
    await call('DELETE', `/api/resellers/${shop.id}`);
    const active = (await call('GET', '/api/resellers')).json<ResellerBody[]>();
    const all = (await call('GET', '/api/resellers?include_inactive=true')).json<ResellerBody[]>();
    expect(active.map((r) => r.id)).not.toContain(shop.id);
    expect(all.map((r) => r.id)).toContain(shop.id);
    const names = all.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await call('PUT', `/api/resellers/${shop.id}/reactivate`)).json()).toMatchObject({ deleted_at: null });
    expect((await call('GET', '/api/resellers')).json<ResellerBody[]>().map((r) => r.id)).toContain(shop.id);
  });

  it('answers 404 for unknown ids', async () => {
    await expectNotFoundForUnknownIds(call, '/api/resellers', { name: 'x' });
  });
});
