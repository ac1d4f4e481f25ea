import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';

/** docs/api.md, "Users and roles": a reseller user of reseller 1 reaches only reseller 1's data. */
describe('a reseller user sees only its own reseller', () => {
  const t = useAdminTestApp();
  let headers: Record<string, string>;
  const asReseller = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.call(method, url, body, headers);

  it('reads and brands its own reseller, not another, and not its domain, flags, antennas or active state', async () => {
    headers = await createResellerUserHeaders(t.app, 1);
    const own = await asReseller('GET', '/api/resellers/1');
    expect(own.json()).toMatchObject({ id: 1, deleted_at: null });
    expect((await asReseller('GET', '/api/resellers/2')).statusCode).toBe(403);
    // Any other id, whether a reseller has it or not, is not its own.
    expect((await asReseller('GET', '/api/resellers/999')).statusCode).toBe(403);
    const branded = await asReseller('PUT', '/api/resellers/1', {
      name: 'Own Name',
      website_url: 'https://own.example',
    });
    expect(branded.statusCode, branded.body).toBe(200);
    expect(branded.json()).toMatchObject({ name: 'Own Name', website_url: 'https://own.example' });
    expect((await asReseller('PUT', '/api/resellers/2', { name: 'Theirs' })).statusCode).toBe(403);
    for (const body of [
      { domain: 'evil.example' },
      { is_baird: true },
      { antenna_ids: [] },
      { name: 'x', domain: 'y' },
    ])
      expect((await asReseller('PUT', '/api/resellers/1', body)).statusCode, JSON.stringify(body)).toBe(403);
    expect((await asReseller('PUT', '/api/resellers/1', { name: '' })).statusCode).toBe(422);
    expect((await asReseller('DELETE', '/api/resellers/1')).statusCode).toBe(403);
    expect((await asReseller('PUT', '/api/resellers/1/reactivate')).statusCode).toBe(403);
    expect((await asReseller('GET', '/api/resellers')).statusCode).toBe(403);
  });

  it("answers 403 to a body sent to another reseller's record before validating it: no field errors leak", async () => {
    const theirMount = (await t.call('GET', '/api/resellers/2/reseller_mounts')).json()[0];
    const invalid = { name: '', product_url: 'not a url', mount_id: 'x', reseller_id: 2, mount_ids: 'x', items: 7 };
    for (const [method, url, body] of [
      ['PUT', '/api/resellers/2', { name: '' }],
      ['PUT', `/api/reseller_mounts/${theirMount.id}`, { product_url: 'not a url', mount_id: 'x' }],
      ['POST', '/api/reseller_mounts', { ...invalid, reseller_id: '2' }],
      ['POST', '/api/reseller_mounts/bulk', { reseller_id: 2, mount_ids: 'x' }],
      ['PUT', '/api/resellers/2/price_list', { items: 7 }],
    ] as const) {
      const answer = await asReseller(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json(), `${method} ${url}`).not.toHaveProperty('full_messages');
    }
    expect((await asReseller('GET', '/api/dashboard?reseller_id=2')).statusCode).toBe(403);
    // Its own record's invalid body is still the 422 at the field.
    expect((await asReseller('PUT', '/api/resellers/1', { name: '' })).statusCode).toBe(422);
    expect((await asReseller('POST', '/api/reseller_mounts/bulk', { reseller_id: 1, mount_ids: 'x' })).statusCode).toBe(
      422,
    );
  });

  it('manages its own reseller mounts only', async () => {
    const own = (await asReseller('GET', '/api/resellers/1/reseller_mounts?include_inactive=true')).json();
    expect(own.length).toBeGreaterThan(0);
    expect((await asReseller('GET', '/api/resellers/2/reseller_mounts')).statusCode).toBe(403);
    const theirs = (await t.call('GET', '/api/resellers/2/reseller_mounts')).json();
    expect(theirs.length).toBeGreaterThan(0);
    const mine = own[0];
    const other = theirs[0];
    expect((await asReseller('GET', `/api/reseller_mounts/${mine.id}`)).statusCode).toBe(200);
    expect((await asReseller('GET', `/api/reseller_mounts/${other.id}`)).statusCode).toBe(403);
    expect((await asReseller('PUT', `/api/reseller_mounts/${other.id}`, { product_url: null })).statusCode).toBe(403);
    expect((await asReseller('DELETE', `/api/reseller_mounts/${other.id}`)).statusCode).toBe(403);
    expect((await asReseller('GET', '/api/reseller_mounts/99999')).statusCode).toBe(404);
    const changed = await asReseller('PUT', `/api/reseller_mounts/${mine.id}`, {
      product_url: 'https://own.example/m',
    });
    expect(changed.json()).toMatchObject({ product_url: 'https://own.example/m' });
    expect((await asReseller('DELETE', `/api/reseller_mounts/${mine.id}`)).json().deleted_at).not.toBeNull();
    expect((await asReseller('PUT', `/api/reseller_mounts/${mine.id}/reactivate`)).json().deleted_at).toBeNull();
    const foreign = await asReseller('POST', '/api/reseller_mounts', { reseller_id: 2, mount_id: other.mount_id });
    expect(foreign.statusCode).toBe(403);
    expect((await asReseller('POST', '/api/reseller_mounts', { reseller_id: 1 })).statusCode).toBe(422);
  });

  it('sees its own searches and CSV whatever reseller_id it sends; other admin data answers 403', async () => {
    const all = await t.call('GET', '/api/mount_search_results?reseller_id=2');
    const own = await asReseller('GET', '/api/mount_search_results?reseller_id=2');
    const ownPlain = await asReseller('GET', '/api/mount_search_results');
    const scoped = await t.call('GET', '/api/mount_search_results?reseller_id=1');
    expect(own.headers['x-total-count']).toBe(scoped.headers['x-total-count']);
    expect(ownPlain.body).toBe(scoped.body);
    expect(all.statusCode).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/mount_search_results?reseller_id=2',
      headers: { ...headers, accept: 'text/csv' },
    });
    expect(csv.statusCode).toBe(200);
    for (const url of ['/api/history', '/api/users/1', '/api/resellers'])
      expect((await asReseller('GET', url)).statusCode, url).toBe(403);
    // It reads the mounts to choose its reseller mounts from, and changes none.
    expect((await asReseller('GET', '/api/mounts')).statusCode).toBe(200);
    expect((await asReseller('GET', '/api/mounts/1')).statusCode).toBe(200);
    expect((await asReseller('PUT', '/api/mounts/1', { name: 'Mine now' })).statusCode).toBe(403);
    expect((await asReseller('DELETE', '/api/mounts/1')).statusCode).toBe(403);
    // Calls open to anyone answer a reseller user as an anonymous visitor (active records only).
    const antennas = await asReseller('GET', '/api/antennas?include_inactive=true');
    expect(antennas.body).toBe(
      (await t.app.inject({ method: 'GET', url: '/api/antennas?include_inactive=true' })).body,
    );
  });
});
