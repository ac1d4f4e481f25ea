import { describe, expect, it } from 'vitest';
import {
  createRecord,
  expectNotFoundForUnknownIds,
  expectTaken,
  sledMountBody,
  useAdminTestApp,
} from '../../test/admin-api.js';

const validMount = sledMountBody('T-100', {
  name: 'Test Sled',
  weight: 50,
  square_footage: 1.2,
  product_url: 'https://example.com/t-100',
});

interface MountBody {
  id: number;
  deleted_at: string | null;
  mount_images: { id: number; image_url: string }[];
  [field: string]: unknown;
}

describe('mounts API', () => {
  const t = useAdminTestApp();
  const { call } = t;
  // Part numbers are unique (the mount calls at /api/docs): each mount made here gets its own unless the test names
  // one.
  let made = 0;
  const create = (fields: object = {}) =>
    createRecord<MountBody>(call, '/api/mounts', { ...validMount, part_number: `T-${++made}`, ...fields });

  it('creates a mount with images and defaults', async () => {
    const mount = await create({
      part_number: validMount.part_number,
      weight: '50.5',
      mount_images: [{ image_url: '/img/a.svg' }, { image_url: 'https://example.com/b.png' }],
    });
    expect(mount).toEqual({
      ...validMount,
      id: expect.any(Number),
      weight: 50.5,
      ridge_mount: false,
      minimum_ballast_weight: 0,
      ballast_trays: null,
      tray_capacity: null,
      trays_separate_parts: false,
      tray_part_number: null,
      base_length: null,
      base_width: null,
      max_epa: null,
      max_overturning_moment: null,
      assembly_instructions_url: null,
      product_sheet_url: null,
      deleted_at: null,
      lock_version: 0,
      mount_images: [
        { id: expect.any(Number), image_url: '/img/a.svg' },
        { id: expect.any(Number), image_url: 'https://example.com/b.png' },
      ],
    });
    expect((await call('GET', `/api/mounts/${mount.id}`)).json()).toEqual(mount);
  });

  it.each([
    ['part_number', { part_number: '' }, "can't be blank"],
    ['name', { name: null }, "can't be blank"],
    ['weight', { weight: -1 }, 'must be greater than or equal to 0'],
    ['half_base_width', { half_base_width: undefined }, "can't be blank"],
    ['height_to_antenna_centerline', { height_to_antenna_centerline: -0.5 }, 'must be greater than or equal to 0'],
    ['mast_length', { mast_length: 'long' }, 'is not a number'],
    ['max_roof_load', { max_roof_load: '' }, "can't be blank"],
    ['square_footage', { square_footage: -2 }, 'must be greater than or equal to 0'],
    ['mast_diameter', { mast_diameter: undefined }, "can't be blank"],
    ['product_url', { product_url: ' ' }, "can't be blank"],
    ['product_url', { product_url: 'javascript:alert(1)' }, 'must be an http(s) URL or a path starting with /'],
    ['minimum_ballast_weight', { minimum_ballast_weight: -10 }, 'must be greater than or equal to 0'],
    ['ballast_trays', { ballast_trays: 0 }, 'must be greater than or equal to 1'],
    ['ballast_trays', { ballast_trays: 2.5 }, 'must be a whole number'],
    ['tray_capacity', { tray_capacity: 0 }, 'must be greater than 0'],
    ['tray_capacity', { tray_capacity: 'lots' }, 'is not a number'],
    ['max_epa', { max_epa: 0 }, 'must be greater than 0'],
    ['max_epa', { max_epa: -3 }, 'must be greater than 0'],
    ['max_overturning_moment', { max_overturning_moment: 0 }, 'must be greater than 0'],
    ['max_overturning_moment', { max_overturning_moment: 'big' }, 'is not a number'],
    ['base_length', { base_length: 0, base_width: 4 }, 'must be greater than 0'],
    ['base_width', { base_length: 4, base_width: -1 }, 'must be greater than 0'],
    ['base_width', { base_length: 4 }, 'must be given with the other side of the base (or leave both blank)'],
    [
      'base_length',
      { base_width: 4, base_length: '' },
      'must be given with the other side of the base (or leave both blank)',
    ],
    ['mount_images.1.image_url', { mount_images: [{ image_url: '/ok.png' }, { image_url: '' }] }, "can't be blank"],
  ])('refuses a bad %s with 422', async (field, change, message) => {
    const response = await call('POST', '/api/mounts', { ...validMount, ...change });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: Record<string, string[]>; full_messages: string[] }>();
    expect(body.errors).toEqual({ [field]: [message] });
    expect(body.full_messages).toHaveLength(1);
    expect(body.full_messages[0]).toMatch(new RegExp(`^[A-Z][A-Za-z ]+ ${message.replace(/[()]/g, '\\$&')}$`));
  });

  it('keeps ballast trays and their capacity, and clears them with blank or null', async () => {
    const sled = await create({ ballast_trays: '4', tray_capacity: '240' });
    expect(sled).toMatchObject({ ballast_trays: 4, tray_capacity: 240 });
    const kept = await call('PUT', `/api/mounts/${sled.id}`, { name: 'Renamed sled' });
    expect(kept.json()).toMatchObject({ ballast_trays: 4, tray_capacity: 240 });
    const cleared = await call('PUT', `/api/mounts/${sled.id}`, { ballast_trays: '', tray_capacity: null });
    expect(cleared.json()).toMatchObject({ ballast_trays: null, tray_capacity: null });
  });

  it('keeps trays sold as separate parts with their part number; refuses the flag without one', async () => {
    const sled = await create({ ballast_trays: 2, trays_separate_parts: 'true', tray_part_number: ' TR-1 ' });
    expect(sled).toMatchObject({ trays_separate_parts: true, tray_part_number: 'TR-1' });
    const refused = await call('POST', '/api/mounts', {
      ...validMount,
      part_number: 'T-TRAY-2',
      trays_separate_parts: true,
      tray_part_number: '',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: { tray_part_number: ["can't be blank when the trays are separate parts"] },
      full_messages: ["Tray Part Number can't be blank when the trays are separate parts"],
    });
    const cleared = await call('PUT', `/api/mounts/${sled.id}`, { tray_part_number: null });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors).toEqual({ tray_part_number: ["can't be blank when the trays are separate parts"] });
    expect((await call('GET', `/api/mounts/${sled.id}`)).json()).toMatchObject({ tray_part_number: 'TR-1' });
    const off = await call('PUT', `/api/mounts/${sled.id}`, { trays_separate_parts: false, tray_part_number: null });
    expect(off.json()).toMatchObject({ trays_separate_parts: false, tray_part_number: null });
  });

  it('keeps the base sides and the ratings, refuses a lone side on update and changes nothing', async () => {
    const sled = await create({ base_length: '6', base_width: 4, max_epa: '8.5', max_overturning_moment: 12000 });
    expect(sled).toMatchObject({ base_length: 6, base_width: 4, max_epa: 8.5, max_overturning_moment: 12000 });
    const lone = await call('PUT', `/api/mounts/${sled.id}`, { base_width: null, name: 'Renamed' });
    expect(lone.statusCode).toBe(422);
    expect(lone.json<{ errors: object }>().errors).toEqual({
      base_width: ['must be given with the other side of the base (or leave both blank)'],
    });
    const bad = await call('PUT', `/api/mounts/${sled.id}`, { max_epa: 0 });
    expect(bad.json<{ errors: object }>().errors).toEqual({ max_epa: ['must be greater than 0'] });
    expect((await call('GET', `/api/mounts/${sled.id}`)).json()).toMatchObject({
      name: 'Test Sled',
      base_length: 6,
      base_width: 4,
      max_epa: 8.5,
    });
    const cleared = await call('PUT', `/api/mounts/${sled.id}`, {
      base_length: '',
      base_width: null,
      max_epa: null,
      max_overturning_moment: '',
    });
    expect(cleared.json()).toMatchObject({
      base_length: null,
      base_width: null,
      max_epa: null,
      max_overturning_moment: null,
    });
  });

  it('gives start-case full messages', async () => {
    const response = await call('POST', '/api/mounts', { ...validMount, half_base_width: -1 });
    expect(response.json()).toEqual({
      errors: { half_base_width: ['must be greater than or equal to 0'] },
      full_messages: ['Half Base Width must be greater than or equal to 0'],
    });
  });

  it('updates fields and images: change, add, _destroy; unsent images stay', async () => {
    const mount = await create({
      mount_images: [{ image_url: '/a.png' }, { image_url: '/b.png' }, { image_url: '/c.png' }],
    });
    const [a, b, c] = mount.mount_images;
    const response = await call('PUT', `/api/mounts/${mount.id}`, {
      name: 'Renamed',
      ridge_mount: 'true',
      assembly_instructions_url: 'https://example.com/assembly.pdf',
      mount_images: [{ id: a!.id, image_url: '/a2.png' }, { id: b!.id, _destroy: true }, { image_url: '/d.png' }],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<MountBody>();
    expect(updated).toMatchObject({
      name: 'Renamed',
      ridge_mount: true,
      part_number: mount.part_number,
      assembly_instructions_url: 'https://example.com/assembly.pdf',
    });
    expect(updated.mount_images.map((image) => image.image_url)).toEqual(['/c.png', '/a2.png', '/d.png']);
    expect(updated.mount_images.map((image) => image.id)).not.toContain(b!.id);
    expect(updated.mount_images.find((image) => image.image_url === '/c.png')?.id).toBe(c!.id);
    // Clearing an optional URL.
    expect((await call('PUT', `/api/mounts/${mount.id}`, { assembly_instructions_url: '' })).json()).toMatchObject({
      assembly_instructions_url: null,
    });
  });

  it('refuses an image id of another mount and changes nothing', async () => {
    const mine = await create({ mount_images: [{ image_url: '/mine.png' }] });
    const other = await create({ mount_images: [{ image_url: '/other.png' }] });
    const response = await call('PUT', `/api/mounts/${mine.id}`, {
      name: 'Changed',
      mount_images: [{ id: other.mount_images[0]!.id, _destroy: true }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { 'mount_images.0.id': ['is not an image of this mount'] },
      full_messages: ['Mount Images Id is not an image of this mount'],
    });
    expect((await call('GET', `/api/mounts/${mine.id}`)).json()).toMatchObject({ name: 'Test Sled' });
    expect((await call('GET', `/api/mounts/${other.id}`)).json<MountBody>().mount_images).toHaveLength(1);
  });

  it('refuses 422 on update for a blank required field', async () => {
    const mount = await create();
    const response = await call('PUT', `/api/mounts/${mount.id}`, { name: '', weight: -3 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { name: ["can't be blank"], weight: ['must be greater than or equal to 0'] },
      full_messages: ["Name can't be blank", 'Weight must be greater than or equal to 0'],
    });
  });

  it('deactivates and reactivates, and lists with and without inactive ones (newest first)', async () => {
    const mount = await create();
    const deactivated = await call('DELETE', `/api/mounts/${mount.id}`);
    expect(deactivated.json()).toMatchObject({ id: mount.id, deleted_at: expect.any(String) });
    const active = (await call('GET', '/api/mounts')).json<MountBody[]>();
    const all = (await call('GET', '/api/mounts?include_inactive=true')).json<MountBody[]>();
    expect(active.map((row) => row.id)).not.toContain(mount.id);
    expect(all.map((row) => row.id)).toContain(mount.id);
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((x, y) => y - x));
    expect(active.every((row) => row.deleted_at === null)).toBe(true);
    const reactivated = await call('PUT', `/api/mounts/${mount.id}/reactivate`);
    expect(reactivated.json()).toMatchObject({ id: mount.id, deleted_at: null });
  });

  it('answers 404 for unknown ids', async () => {
    await expectNotFoundForUnknownIds(call, '/api/mounts', { name: 'x' }, [['GET', '/api/mounts/x1']]);
  });

  it('refuses a second mount with a part number already taken (case ignored, inactive ones too) with 422', async () => {
    const first = await create({ part_number: 'UNIQ-1' });
    expectTaken(
      await call('POST', '/api/mounts', { ...validMount, part_number: ' uniq-1 ' }),
      'part_number',
      'Part Number',
    );
    await call('DELETE', `/api/mounts/${first.id}`);
    expectTaken(
      await call('POST', '/api/mounts', { ...validMount, part_number: 'UNIQ-1' }),
      'part_number',
      'Part Number',
    );
    const second = await create({ part_number: 'UNIQ-2' });
    expectTaken(await call('PUT', `/api/mounts/${second.id}`, { part_number: 'Uniq-1' }), 'part_number', 'Part Number');
    const own = await call('PUT', `/api/mounts/${second.id}`, { part_number: 'uniq-2', name: 'Kept' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ part_number: 'uniq-2', name: 'Kept' });
  });
});
