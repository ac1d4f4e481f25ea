import { describe, expect, it } from 'vitest';
import { EMBED_ORIGIN_RULE } from '@nprm/contracts';
import { createRecord, expectNotFoundForUnknownIds, useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';

interface ResellerBody {
  id: number;
  embed_origins: string[];
  lock_version: number;
  [field: string]: unknown;
}

/** A reseller's embed origins (docs/api.md, "Embedding the calculator"; decisions/0055). */
describe('reseller embed_origins', () => {
  const t = useAdminTestApp();
  const { call } = t;
  let shops = 0;
  const create = (fields: object) =>
    createRecord<ResellerBody>(call, '/api/resellers', {
      name: `Embed Shop ${++shops}`,
      domain: `embed${shops}.example.com`,
      logo_url: '/logo.svg',
      ...fields,
    });
  const read = async (id: number) => (await call('GET', `/api/resellers/${id}`)).json<ResellerBody>();

  it('stores origins normalised: lower case, no default port or trailing slash, each once, in order', async () => {
    const shop = await create({
      embed_origins: [
        'HTTPS://Partner.Example.org:443/',
        'https://shop.example.net:8443',
        'http://localhost:5173',
        'http://127.0.0.1',
        'https://partner.example.org',
        ' https://192.168.1.20 ',
        '',
        '   ',
      ],
    });
    expect(shop.embed_origins).toEqual([
      'https://partner.example.org',
      'https://shop.example.net:8443',
      'http://localhost:5173',
      'http://127.0.0.1',
      'https://192.168.1.20',
    ]);
    expect((await read(shop.id)).embed_origins).toEqual(shop.embed_origins);
    const cleared = await call('PUT', `/api/resellers/${shop.id}`, { embed_origins: null });
    expect(cleared.json()).toMatchObject({ embed_origins: [] });
    const none = await create({});
    expect(none.embed_origins).toEqual([]);
  });

  it('is the administrators’ alone: never in the public fields', async () => {
    const shop = await create({ domain: 'public-embed.example.com', embed_origins: ['https://a.example.org'] });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/resellers/${shop.id}` });
    expect(anonymous.json()).not.toHaveProperty('embed_origins');
    const init = await t.app.inject({
      method: 'GET',
      url: '/api/resellers/init',
      headers: { host: 'public-embed.example.com' },
    });
    expect(init.json()).toMatchObject({ id: shop.id });
    expect(init.json()).not.toHaveProperty('embed_origins');
  });

  it.each([
    ['http://partner.example.org', 'not https'],
    ['https://partner.example.org/embed', 'a path'],
    ['https://partner.example.org/?a=1', 'a query'],
    ['https://partner.example.org#top', 'a fragment'],
    ['https://*.example.org', 'a wildcard'],
    ['*', 'a bare wildcard'],
    ['https://user@partner.example.org', 'a user name'],
    ['partner.example.org', 'no scheme'],
    ['ftp://partner.example.org', 'another scheme'],
    ['https://partner.example.org:0', 'port 0'],
    ['https://partner.example.org:65536', 'a port out of range'],
    ['http://localhost.example.org', 'http on a name that only starts as localhost'],
    ['http://127.0.0.2', 'http on another loopback address'],
    ['https://[::1]', 'an IPv6 literal'],
    ["https://a.example'; script-src *", 'a policy injection'],
    ['https://bad_host.example', 'an underscore'],
  ])('refuses %j (%s) with a 422 on the field, storing nothing', async (origin) => {
    const shop = await create({ embed_origins: ['https://kept.example.org'] });
    const response = await call('PUT', `/api/resellers/${shop.id}`, {
      name: 'Not Saved',
      embed_origins: ['https://fine.example.org', origin],
    });
    expect(response.statusCode).toBe(422);
    const named = origin.length > 60 ? `${origin.slice(0, 60)}…` : origin;
    expect(response.json()).toEqual({
      errors: { embed_origins: [`contains invalid origins: ${named} (${EMBED_ORIGIN_RULE})`] },
      full_messages: [`Embed Origins contains invalid origins: ${named} (${EMBED_ORIGIN_RULE})`],
    });
    const after = await read(shop.id);
    expect(after).toMatchObject({ embed_origins: ['https://kept.example.org'], lock_version: shop.lock_version });
    expect(after.name).not.toBe('Not Saved');
  });

  it.each([
    ['https://a.example.org', 'must be a list of origins'],
    [[1], 'must be a list of origins'],
    [Array.from({ length: 21 }, (_, i) => `https://s${i}.example.org`), 'has too many entries (at most 20)'],
  ])('refuses %j with a 422 on the field, creating nothing', async (value, message) => {
    const before = (await call('GET', '/api/resellers?include_inactive=true')).json<unknown[]>().length;
    const response = await call('POST', '/api/resellers', {
      name: 'Never Made',
      domain: 'never-made.example.com',
      logo_url: '/l.svg',
      embed_origins: value,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { embed_origins: [message] },
      full_messages: [`Embed Origins ${message}`],
    });
    expect((await call('GET', '/api/resellers?include_inactive=true')).json<unknown[]>().length).toBe(before);
  });

  it('accepts 20 origins, counting one given twice once', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `https://s${i}.example.org`);
    const shop = await create({ embed_origins: [...twenty, 'https://S0.example.org/'] });
    expect(shop.embed_origins).toEqual(twenty);
  });

  it('answers 401 without a session and 403 to a reseller user, even on its own reseller', async () => {
    const shop = await create({ embed_origins: ['https://kept.example.org'] });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/resellers/${shop.id}`,
      payload: { embed_origins: ['https://evil.example.org'], lock_version: shop.lock_version },
    });
    expect(anonymous.statusCode).toBe(401);
    const own = await createResellerUserHeaders(t.app, shop.id, 'embed-owner@example.com');
    expect(
      (await call('PUT', `/api/resellers/${shop.id}`, { embed_origins: ['https://evil.example.org'] }, own)).statusCode,
    ).toBe(403);
    expect((await call('PUT', '/api/resellers/1', { embed_origins: [] }, own)).statusCode).toBe(403);
    // Its branding it may still change.
    expect((await call('PUT', `/api/resellers/${shop.id}`, { name: 'Own Brand Embed' }, own)).statusCode).toBe(200);
    expect((await read(shop.id)).embed_origins).toEqual(['https://kept.example.org']);
  });

  it('answers 404 for an unknown reseller', async () => {
    await expectNotFoundForUnknownIds(call, '/api/resellers', { embed_origins: ['https://a.example.org'] });
  });
});
