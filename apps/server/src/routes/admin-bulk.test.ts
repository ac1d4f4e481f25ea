import { BULK_ACTION_MAX, type BulkActionResult } from '@nprm/contracts';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { antennas, history, resellerMounts } from '../db/tables.js';
import { createRecord, sledMountBody, UNKNOWN_ID, useAdminTestApp } from '../test/admin-api.js';
import { createResellerUserHeaders } from '../test/admin-sessions.js';
import { createEngineer } from '../test/reviews.js';

type Row = { id: number; deleted_at: string | null; lock_version: number };

/** docs/api.md, "Bulk actions": POST …/bulk_actions of the catalogue lists. */
describe('bulk deactivate and activate of catalogue records', () => {
  const t = useAdminTestApp();
  const { call } = t;
  const antennaIds: number[] = [];

  beforeAll(async () => {
    for (let n = 1; n <= 5; n++) {
      const body = { make: 'Bulk', model: `B-${n}`, mast_diameter: 2, square_footage: 1 };
      antennaIds.push((await createRecord<Row>(call, '/api/antennas', body)).id);
    }
  });

  const bulk = (path: string, body: object, headers?: Record<string, string>) =>
    call('POST', `${path}/bulk_actions`, body, headers);
  const historyOf = (entity: string, ids: number[]) =>
    t.database.db
      .select()
      .from(history)
      .where(and(eq(history.entity, entity), inArray(history.entity_id, ids)))
      .orderBy(asc(history.id));

  it('deactivates every antenna named in one call, one history entry each, and reports each row', async () => {
    const [a, b] = antennaIds;
    const entries = (await historyOf('antennas', [a!, b!])).length;
    const response = await bulk('/api/antennas', { action: 'deactivate', ids: [a, String(b)] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkActionResult>()).toEqual({
      requested: 2,
      changed: 2,
      unchanged: 0,
      refused: 0,
      rows: [
        { id: a, outcome: 'changed', message: null },
        { id: b, outcome: 'changed', message: null },
      ],
    });
    const after = await historyOf('antennas', [a!, b!]);
    expect(after).toHaveLength(entries + 2);
    expect(after.at(-1)).toMatchObject({ action: 'deactivate', user_email: 'admin@example.com' });
    expect(after.at(-1)!.changes).toHaveProperty('deleted_at');
    const record = (await call('GET', `/api/antennas/${a}`)).json<Row>();
    expect(record.deleted_at).not.toBeNull();
    expect(record.lock_version).toBe(1);
  });

  it('reports an antenna already inactive as unchanged, an unknown id as refused, and writes the rest', async () => {
    const [a, , c] = antennaIds;
    const response = await bulk('/api/antennas', { action: 'deactivate', ids: [a, UNKNOWN_ID, c] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkActionResult>()).toMatchObject({ requested: 3, changed: 1, unchanged: 1, refused: 1 });
    expect(response.json<BulkActionResult>().rows).toEqual([
      { id: a, outcome: 'unchanged', message: 'was already inactive' },
      { id: UNKNOWN_ID, outcome: 'refused', message: 'was not found' },
      { id: c, outcome: 'changed', message: null },
    ]);
  });

  it('refuses a row changed since it was read (its lock_version) and names who changed it', async () => {
    const d = antennaIds[3]!;
    const read = (await call('GET', `/api/antennas/${d}`)).json<Row>();
    expect((await call('PUT', `/api/antennas/${d}`, { weight: 12 })).statusCode).toBe(200);
    const response = await bulk('/api/antennas', {
      action: 'deactivate',
      ids: [d],
      lock_versions: { [d]: read.lock_version },
    });
    expect(response.json<BulkActionResult>().rows).toEqual([
      {
        id: d,
        outcome: 'refused',
        message: 'was changed by Test Admin after it was selected; reload the list and try again',
      },
    ]);
    expect((await call('GET', `/api/antennas/${d}`)).json<Row>().deleted_at).toBeNull();
  });

  it('activates them again', async () => {
    const [a, b] = antennaIds;
    const response = await bulk('/api/antennas', { action: 'activate', ids: [a, b, antennaIds[4]] });
    expect(response.json<BulkActionResult>()).toMatchObject({ changed: 2, unchanged: 1, refused: 0 });
    expect(response.json<BulkActionResult>().rows[2]).toMatchObject({
      outcome: 'unchanged',
      message: 'was already active',
    });
    expect((await call('GET', `/api/antennas/${a}`)).json<Row>().deleted_at).toBeNull();
  });

  it("reports the entity's own rule as the row's refusal (the default block type stays active)", async () => {
    const settings = (await call('GET', '/api/engineering_settings')).json<{ default_block_type_id: number }>();
    const other = await createRecord<Row>(call, '/api/block_types', {
      name: 'Bulk block',
      nominal_size: '8" × 8" × 16"',
      weight: 30,
    });
    const response = await bulk('/api/block_types', {
      action: 'deactivate',
      ids: [settings.default_block_type_id, other.id],
    });
    expect(response.json<BulkActionResult>().rows).toEqual([
      {
        id: settings.default_block_type_id,
        outcome: 'refused',
        message:
          'The default block type cannot be deactivated: choose another default in the engineering settings first',
      },
      { id: other.id, outcome: 'changed', message: null },
    ]);
  });

  it.each(['/api/mounts', '/api/roof_types', '/api/resellers', '/api/wind_speed_overrides'])(
    '%s offers the same call',
    async (path) => {
      const response = await bulk(path, { action: 'activate', ids: [UNKNOWN_ID] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<BulkActionResult>()).toMatchObject({ requested: 1, refused: 1 });
    },
  );

  it.each([
    [{ action: 'deactivate' }, { ids: ["can't be blank"] }],
    [{ action: 'deactivate', ids: [] }, { ids: ['must list at least one record'] }],
    [{ action: 'deactivate', ids: [1, 'x'] }, { ids: ['must be a list of ids'] }],
    [{ action: 'deactivate', ids: [0] }, { ids: ['must be a list of ids'] }],
    [{ action: 'deactivate', ids: [3, 3] }, { ids: ['contains duplicate ids: 3'] }],
    [
      { action: 'deactivate', ids: Array.from({ length: BULK_ACTION_MAX + 1 }, (_, n) => n + 1) },
      { ids: ['has too many entries (at most 1,000)'] },
    ],
    [{ action: 'delete', ids: [1] }, { action: ['must be deactivate or activate'] }],
    [{ action: 'activate', ids: [1], lock_versions: { x: 1 } }, { 'lock_versions.x': ['must map ids to versions'] }],
  ])('422 on the field (case %#), nothing written', async (body, errors) => {
    const before = await t.database.db.select().from(antennas).where(isNotNull(antennas.deleted_at));
    const response = await bulk('/api/antennas', body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ errors: object }>().errors).toMatchObject(errors);
    expect(await t.database.db.select().from(antennas).where(isNotNull(antennas.deleted_at))).toEqual(before);
  });

  it('is for administrators only on the manufacturer lists: 401 without a token, 403 for other roles', async () => {
    const body = { action: 'deactivate', ids: [antennaIds[4]] };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/antennas/bulk_actions', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const seller = await createResellerUserHeaders(t.app, 1, 'bulk-seller@example.com');
    expect((await bulk('/api/antennas', body, seller)).statusCode).toBe(403);
    const engineer = await createEngineer(t.app, 'bulk-engineer@example.com');
    expect((await bulk('/api/mounts', body, engineer.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/antennas/${antennaIds[4]}`)).json<Row>().deleted_at).toBeNull();
  });
});

describe("bulk unlink and link again of a reseller's mounts", () => {
  const t = useAdminTestApp();
  const { call } = t;
  let own: number[];
  let others: number[];
  let seller: Record<string, string>;

  beforeAll(async () => {
    const reseller = (name: string) =>
      createRecord<Row>(call, '/api/resellers', { name, domain: `${name}.example.com`, logo_url: '/l.svg' });
    const shop = (await reseller('bulkshop')).id;
    const rival = (await reseller('rivalshop')).id;
    const mountIds: number[] = [];
    for (const part of ['RB-1', 'RB-2', 'RB-3'])
      mountIds.push((await createRecord<Row>(call, '/api/mounts', sledMountBody(part))).id);
    const link = (resellerId: number, mountId: number) =>
      createRecord<Row>(call, '/api/reseller_mounts', { reseller_id: resellerId, mount_id: mountId });
    own = [(await link(shop, mountIds[0]!)).id, (await link(shop, mountIds[1]!)).id];
    others = [(await link(rival, mountIds[2]!)).id];
    seller = await createResellerUserHeaders(t.app, shop, 'bulk-links@example.com');
  });

  const unlinked = () =>
    t.database.db.select({ id: resellerMounts.id }).from(resellerMounts).where(isNotNull(resellerMounts.deleted_at));

  it("lets a reseller user unlink its own reseller's mounts", async () => {
    const response = await call(
      'POST',
      '/api/reseller_mounts/bulk_actions',
      { action: 'deactivate', ids: own },
      seller,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkActionResult>()).toMatchObject({ changed: 2 });
    expect((await unlinked()).map((row) => row.id).sort()).toEqual([...own].sort());
  });

  it("refuses the whole request (403) when one id is another reseller's, and writes nothing", async () => {
    const entries = (await t.database.db.select().from(history)).length;
    const response = await call(
      'POST',
      '/api/reseller_mounts/bulk_actions',
      { action: 'activate', ids: [...own, ...others] },
      seller,
    );
    expect(response.statusCode).toBe(403);
    expect((await unlinked()).map((row) => row.id).sort()).toEqual([...own].sort());
    expect(await t.database.db.select().from(history)).toHaveLength(entries);
  });

  it('links them again; a link whose mount is inactive is refused with the reason', async () => {
    const mountOf = (await call('GET', `/api/reseller_mounts/${own[0]}`)).json<{ mount_id: number }>().mount_id;
    await call('DELETE', `/api/mounts/${mountOf}`);
    const response = await call('POST', '/api/reseller_mounts/bulk_actions', { action: 'activate', ids: own }, seller);
    expect(response.json<BulkActionResult>().rows).toEqual([
      { id: own[0], outcome: 'refused', message: 'Mount is not active' },
      { id: own[1], outcome: 'changed', message: null },
    ]);
  });
});
