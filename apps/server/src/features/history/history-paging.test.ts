import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@nprm/contracts';
import { insertHistoryEntries, type HistoryRecord } from '../../db/history-rows.js';
import { createRecord, useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';

/** docs/api.md, "History": paging with the total, the reseller filter, and today's names of what entries name. */
describe('history pages, reseller filter and names', () => {
  const t = useAdminTestApp();
  const page = async (query: string) => {
    const response = await t.call('GET', `/api/history${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { entries: response.json<HistoryEntry[]>(), total: Number(response.headers['x-total-count']) };
  };

  it('pages past 500 entries of 1,200 with the total, newest first, no entry twice', async () => {
    const before = (await page('?limit=1')).total;
    const rows: HistoryRecord[] = Array.from({ length: 1200 }, (_, index) => ({
      actor: { userId: null, email: 'command line' },
      entity: 'roof_types',
      entityId: 1,
      action: 'update' as const,
      changes: { friction_coefficient: { before: index, after: index + 1 } },
    }));
    await insertHistoryEntries(t.database.db, rows);
    const first = await page('?entity=roof_types&entity_id=1&limit=500&page=1');
    expect(first.total).toBeGreaterThanOrEqual(1200);
    expect((await page('?limit=1')).total).toBe(before + 1200);
    const third = await page('?entity=roof_types&entity_id=1&limit=500&page=3');
    expect(third.entries.length).toBe(first.total - 1000);
    const second = await page('?entity=roof_types&entity_id=1&limit=500&page=2');
    // Page 11 of 50 is entries 501 to 550: the start of page 2 of 500.
    const eleventh = await page('?entity=roof_types&entity_id=1&limit=50&page=11');
    expect(eleventh.entries).toEqual(second.entries.slice(0, 50));
    const ids = new Set([...first.entries, ...second.entries, ...third.entries].map((entry) => entry.id));
    expect(ids.size).toBe(first.total);
    // Newest first: ids fall from page to page (one insert: the same time, the id decides).
    expect(third.entries[0]!.id).toBeLessThan(first.entries.at(-1)!.id);
    expect((await page('?entity=roof_types&entity_id=1&limit=500&page=99')).entries).toEqual([]);
  });

  it('names the record, its parent, the author and the ids its changes hold, as they are today', async () => {
    const user = await createRecord<{ id: number }>(t.call, '/api/users', {
      email: 'named@example.com',
      name: 'Nora Named',
      role: 'reseller_user',
      reseller_id: 2,
      password: 'a long enough password',
    });
    const [created] = (await page(`?entity=users&entity_id=${user.id}`)).entries;
    const reseller = (await t.call('GET', '/api/resellers/2')).json<{ name: string }>();
    expect(created).toMatchObject({
      record_label: 'named@example.com',
      parent_id: null,
      changes: { role: { after: 'reseller_user' }, reseller_id: { after: 2 } },
      names: { 'resellers/2': reseller.name },
    });
    expect(created!.user_name).toBe('Test Admin');

    const links = (await t.call('GET', '/api/resellers/1/reseller_mounts')).json<{ id: number; mount_id: number }[]>();
    const link = links[0]!;
    await t.call('PUT', `/api/reseller_mounts/${link.id}`, { product_url: 'https://example.com/p/named' });
    const [linked] = (await page(`?entity=reseller_mounts&entity_id=${link.id}`)).entries;
    const mount = (await t.call('GET', `/api/mounts/${link.mount_id}`)).json<{ name: string }>();
    expect(linked).toMatchObject({ parent_id: 1, record_label: expect.stringContaining(mount.name) });

    await t.call('PUT', '/api/resellers/2', { antenna_ids: [1, 2] });
    const [offered] = (await page('?entity=resellers&entity_id=2')).entries;
    const antenna = (await t.call('GET', '/api/antennas/1')).json<{ make: string; model: string }>();
    expect(offered!.record_label).toBe(reseller.name);
    expect(offered!.names['antennas/1']).toBe(`${antenna.make} ${antenna.model}`);
  });

  it('keeps one reseller: its users’ changes and changes to it, its reseller mounts and its users', async () => {
    const headers = await createResellerUserHeaders(t.app, 2, 'rita@example.com');
    await t.call('PUT', '/api/resellers/2', { website_url: 'https://example.com/rita' }, headers);
    await t.call('PUT', '/api/resellers/1', { website_url: 'https://example.com/other' });
    const { entries, total } = await page('?reseller_id=2&limit=500');
    expect(total).toBe(entries.length);
    expect(entries.some((entry) => entry.user_email === 'rita@example.com')).toBe(true);
    expect(entries.some((entry) => entry.entity === 'users' && entry.record_label === 'named@example.com')).toBe(true);
    expect(entries.some((entry) => entry.entity === 'resellers' && entry.entity_id === 1)).toBe(false);
    const links = new Set(
      (await t.call('GET', '/api/resellers/2/reseller_mounts?include_inactive=true'))
        .json<{ id: number }[]>()
        .map((link) => link.id),
    );
    for (const entry of entries.filter((each) => each.entity === 'reseller_mounts'))
      expect(links.has(entry.entity_id)).toBe(true);
    expect((await page('?reseller_id=999999')).entries).toEqual([]);
    for (const query of ['?reseller_id=abc', '?reseller_id=0', '?page=0'])
      expect((await t.call('GET', `/api/history${query}`)).statusCode, query).toBe(422);
  });
});

describe('GET /api/users?q= (the Activity page’s user picker)', () => {
  const t = useAdminTestApp();

  it('answers the users whose name or e-mail contains q, any case, at most 20, by e-mail', async () => {
    for (let index = 0; index < 25; index++)
      await createRecord(t.call, '/api/users', {
        email: `picker${String(index).padStart(2, '0')}@example.com`,
        name: index === 3 ? 'Zelda 100% Sure' : `Picker ${index}`,
        role: 'administrator',
        password: 'a long enough password',
      });
    const search = async (q: string) => {
      const response = await t.call('GET', `/api/users?include_inactive=true&q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ email: string }[]>().map((user) => user.email);
    };
    const found = await search('PICKER');
    expect(found).toHaveLength(20);
    expect(found).toEqual([...found].sort());
    expect(await search('zelda')).toEqual(['picker03@example.com']);
    // % and _ are the characters themselves, not wildcards.
    expect(await search('100%')).toEqual(['picker03@example.com']);
    expect(await search('p_cker')).toEqual([]);
    // Without q: every user, as before.
    expect((await t.call('GET', '/api/users')).json<unknown[]>().length).toBeGreaterThan(25);
  });

  it('refuses a q over 100 characters with 422; 401 without a token, 403 to a reseller user', async () => {
    expect((await t.call('GET', `/api/users?q=${'a'.repeat(101)}`)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/users?q=a', undefined, {})).statusCode).toBe(401);
    const headers = await createResellerUserHeaders(t.app, 1);
    expect((await t.call('GET', '/api/users?q=a', undefined, headers)).statusCode).toBe(403);
  });
});
