import { SEAL_MAX_BYTES } from '@nprm/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineerSeals } from '../../db/tables.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { createEngineer, SEAL_SVG, sealJpeg, sealPng } from '../../test/reviews.js';

/** The review calls (at /api/docs): the engineer role, its profile and its seal. */
describe('engineer profiles and seals', () => {
  const t = useAdminTestApp();
  let engineer: { id: number; headers: Record<string, string> };
  let other: { id: number; headers: Record<string, string> };

  beforeAll(async () => {
    engineer = await createEngineer(t.app, 'pe@example.com', { seal: false });
    other = await createEngineer(t.app, 'pe2@example.com', { seal: false });
  });
  const profilePath = (id: number) => `/api/users/${id}/engineer_profile`;
  const putSeal = (bytes: Buffer | string, type = 'image/png', headers = engineer.headers, id = engineer.id) =>
    t.app.inject({
      method: 'PUT',
      url: `${profilePath(id)}/seal`,
      headers: { ...headers, 'content-type': type },
      payload: bytes,
    });

  it('creates an engineer through the users API like other users, without a reseller', async () => {
    const created = await t.call('POST', '/api/users', {
      email: 'new-pe@example.com',
      name: 'New PE',
      role: 'engineer',
      password: 'a long and unusual passphrase 42',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ role: 'engineer', reseller_id: null });
    const withReseller = await t.call('POST', '/api/users', {
      email: 'pe-reseller@example.com',
      name: 'X',
      role: 'engineer',
      reseller_id: 1,
      password: 'a long and unusual passphrase 42',
    });
    expect(withReseller.statusCode).toBe(422);
  });

  it('saves a name and several licences; a licence without state or number, or none, is 422 and stores nothing', async () => {
    const body = {
      name: 'Grace Hopper',
      licences: [
        { state: 'il', number: '062-1' },
        { state: 'TX', number: '9' },
      ],
    };
    const saved = await t.call('PUT', profilePath(engineer.id), body, engineer.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().licences).toEqual([
      { state: 'IL', number: '062-1' },
      { state: 'TX', number: '9' },
    ]);
    for (const licences of [
      [{ state: 'IL' }],
      [{ number: '1' }],
      [{ state: 'IL', number: ' ' }],
      [{ state: 'Illinois', number: '1' }],
      [],
    ]) {
      const refused = await t.call('PUT', profilePath(engineer.id), { name: 'Changed', licences }, engineer.headers);
      expect(refused.statusCode, JSON.stringify(licences)).toBe(422);
    }
    expect((await t.call('GET', profilePath(engineer.id), undefined, engineer.headers)).json()).toMatchObject(
      body.name ? { name: 'Grace Hopper' } : {},
    );
  });

  it('keeps a profile to its engineer and administrators (401, 403), 404 for an unknown user, 422 for a reseller user', async () => {
    const body = { name: 'Mallory', licences: [{ state: 'IL', number: '1' }] };
    expect((await t.app.inject({ method: 'GET', url: profilePath(engineer.id) })).statusCode).toBe(401);
    expect((await t.call('PUT', profilePath(engineer.id), body, other.headers)).statusCode).toBe(403);
    expect((await t.call('GET', profilePath(engineer.id), undefined, other.headers)).statusCode).toBe(403);
    const reseller = await createResellerUserHeaders(t.app, 1);
    expect((await t.call('PUT', profilePath(engineer.id), body, reseller)).statusCode).toBe(403);
    expect((await t.call('GET', profilePath(engineer.id))).statusCode).toBe(200);
    expect((await t.call('PUT', profilePath(999999), body)).statusCode).toBe(404);
    const me = (await t.call('GET', '/api/users/me', undefined, reseller)).json<{ id: number }>();
    expect((await t.call('PUT', profilePath(me.id), body)).statusCode).toBe(422);
  });

  it('accepts a PNG or a JPEG seal, judged by its bytes, and serves it as an image that runs nothing', async () => {
    // The declared type does not matter: these bytes are a JPEG.
    const jpeg = await putSeal(sealJpeg(), 'application/octet-stream');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `${profilePath(engineer.id)}/seal`,
      headers: engineer.headers,
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(sealJpeg())).toBe(true);
    const png = await putSeal(sealPng());
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().seal_url).toBe(`${profilePath(engineer.id)}/seal`);
  });

  it('refuses a seal that is not a PNG or JPEG under 2 MB, SVG included (422, nothing stored)', async () => {
    const stored = async () => (await t.database.db.select({ id: engineerSeals.id }).from(engineerSeals)).length;
    const count = await stored();
    const notPng = Buffer.concat([sealPng().subarray(0, 8), Buffer.from('not the rest of a png')]);
    const bigPng = Buffer.concat([sealPng(), Buffer.alloc(SEAL_MAX_BYTES)]);
    const jpeg = sealJpeg();
    const cutJpeg = jpeg.subarray(0, jpeg.length - 40);
    const bigJpeg = Buffer.concat([jpeg.subarray(0, 2), Buffer.alloc(SEAL_MAX_BYTES), jpeg.subarray(2)]);
    const noFrameJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]);
    for (const [bytes, type] of [
      ['just some text', 'image/png'],
      [notPng, 'image/png'],
      [bigPng, 'image/png'],
      ['', 'image/png'],
      [cutJpeg, 'image/jpeg'],
      [bigJpeg, 'image/jpeg'],
      [noFrameJpeg, 'image/jpeg'],
      [SEAL_SVG, 'image/svg+xml'],
      ['<html><body/></html>', 'image/svg+xml'],
    ] as [Buffer | string, string][]) {
      const refused = await putSeal(bytes, type);
      expect(refused.statusCode, String(bytes).slice(0, 60)).toBe(422);
      expect(refused.json().errors).toHaveProperty('seal');
    }
    expect((await putSeal(bigPng)).json().errors.seal).toEqual(['must be under 2 MB']);
    expect((await putSeal(SEAL_SVG, 'image/svg+xml')).json().errors.seal).toEqual(['must be a PNG or JPEG image']);
    expect(await stored()).toBe(count);
    expect((await putSeal(sealPng(), 'image/png', other.headers)).statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'PUT',
      url: `${profilePath(engineer.id)}/seal`,
      headers: engineer.headers,
      payload: { image: 'seal.png' },
    });
    expect(json.statusCode).toBe(422);
  });
});
