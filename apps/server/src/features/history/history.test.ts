import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresErrorCode } from '../../db/records.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders, TEST_ADMIN } from '../../test/admin-sessions.js';

interface Entry {
  id: number;
  user_email: string;
  user_id: number | null;
  entity: string;
  entity_id: number;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

describe('history of admin writes (docs/api.md, "History")', () => {
  const t = useAdminTestApp();
  const entries = async (query = '') => {
    const response = await t.call('GET', `/api/history${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Entry[]>();
  };

  it('records create, update, deactivate and activate with who and the changed fields before and after', async () => {
    const created = (await t.call('POST', '/api/roof_types', { name: 'Slate', friction_coefficient: 0.4 })).json();
    await t.call('PUT', `/api/roof_types/${created.id}`, { friction_coefficient: 0.5 });
    await t.call('DELETE', `/api/roof_types/${created.id}`);
    await t.call('PUT', `/api/roof_types/${created.id}/reactivate`);
    const log = await entries(`?entity=roof_types&entity_id=${created.id}`);
    expect(log.map((entry) => entry.action)).toEqual(['activate', 'deactivate', 'update', 'create']);
    expect(log.every((entry) => entry.user_email === TEST_ADMIN.email && entry.user_id !== null)).toBe(true);
    expect(log[3]!.changes).toEqual({
      name: { before: null, after: 'Slate' },
      friction_coefficient: { before: null, after: 0.4 },
    });
    expect(log[2]!.changes).toEqual({ friction_coefficient: { before: 0.4, after: 0.5 } });
    expect(log[1]!.changes.deleted_at).toMatchObject({ before: null, after: expect.any(String) });
  });

  it('records links (antenna_ids) and reseller mounts, and nothing for a refused write', async () => {
    await t.call('PUT', '/api/resellers/2', { antenna_ids: [1] });
    const [linked] = await entries('?entity=resellers&entity_id=2');
    expect(linked!.changes.antenna_ids).toMatchObject({ after: [1] });
    const before = (await entries()).length;
    expect((await t.call('PUT', '/api/resellers/2', { domain: 'localhost' })).statusCode).toBe(422);
    expect((await t.call('PUT', '/api/resellers/9999', { name: 'x' })).statusCode).toBe(404);
    expect((await entries()).length).toBe(before);
  });

  it('records user changes without passwords or tokens, and a reseller user as the author of its writes', async () => {
    const created = await t.call('POST', '/api/users', {
      email: 'eve@example.com',
      name: 'Eve',
      role: 'reseller_user',
      reseller_id: 1,
      password: 'eve has a long password',
    });
    const eve = created.json();
    await t.call('PUT', `/api/users/${eve.id}/password`, { password: 'eve has another password' });
    const log = await entries(`?entity=users&entity_id=${eve.id}`);
    expect(log.map((entry) => entry.action)).toEqual(['password_reset', 'create']);
    expect(log[0]!.changes).toEqual({});
    expect(JSON.stringify(log)).not.toMatch(/password"|long password|another password|scrypt/);
    const headers = await createResellerUserHeaders(t.app, 1, 'ron@example.com');
    await t.call('PUT', '/api/resellers/1', { name: 'Ron Brand' }, headers);
    const [branded] = await entries('?entity=resellers&entity_id=1');
    expect(branded).toMatchObject({ user_email: 'ron@example.com', changes: { name: { after: 'Ron Brand' } } });
  });

  it('filters by user, entity and date range, pages, and refuses bad filters with 422', async () => {
    const all = await entries('?limit=500');
    const admin = all.find((entry) => entry.user_email === TEST_ADMIN.email)!;
    const mine = await entries(`?user_id=${admin.user_id}&limit=500`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.user_id === admin.user_id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?from=${today}&to=${today}&limit=500`)).length).toBe(all.length);
    expect(await entries('?to=2000-01-01')).toEqual([]);
    const page = await t.call('GET', '/api/history?limit=2&page=2');
    expect(page.json()).toEqual(all.slice(2, 4));
    expect(page.headers['x-total-count']).toBe(String(all.length));
    for (const query of ['?from=yesterday', '?user_id=abc', '?limit=0', '?to=2026-13-45']) {
      expect((await t.call('GET', `/api/history${query}`)).statusCode, query).toBe(422);
    }
  });

  it('answers 401 without a token and 403 to a reseller user; no call changes or deletes an entry', async () => {
    expect((await t.call('GET', '/api/history', undefined, {})).statusCode).toBe(401);
    const headers = await createResellerUserHeaders(t.app, 2);
    expect((await t.call('GET', '/api/history', undefined, headers)).statusCode).toBe(403);
    for (const method of ['PUT', 'DELETE', 'POST'] as const)
      expect((await t.call(method, '/api/history/1', {})).statusCode, method).toBe(404);
    // The database refuses too (insufficient_privilege, 42501), whoever asks.
    for (const statement of [
      sql`update history set user_email = 'someone else'`,
      sql`delete from history`,
      sql`truncate history`,
    ]) {
      const error = await t.database.db.execute(statement).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(postgresErrorCode(error)).toBe('42501');
    }
  });
});
