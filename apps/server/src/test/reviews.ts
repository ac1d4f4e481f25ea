/** Engineers, seals and reviewable results for the review tests (features/engineers, features/reviews, report). */
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { createAccount } from '../features/users/accounts.service.js';
import { signInHeaders, TEST_ADMIN } from './admin-sessions.js';

/** A small opaque PNG seal (a red disc on white), `size` pixels square. */
export function sealPng(size = 64): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 2.2) ** 2;
      png.data[i] = inside ? 200 : 255;
      png.data[i + 1] = inside ? 20 : 255;
      png.data[i + 2] = inside ? 20 : 255;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

export const SEAL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="45" fill="none" stroke="#a00" stroke-width="6"/><text x="50" y="55" text-anchor="middle" font-size="12">SEAL</text></svg>';

/** An engineer account (same test password), signed in, with a profile (one licence) and a PNG seal. */
export async function createEngineer(
  app: FastifyInstance,
  email: string,
  options: { name?: string; seal?: boolean; role?: 'engineer' | 'administrator' } = {},
): Promise<{ id: number; headers: Record<string, string> }> {
  const user = await createAccount(app.ctx.db, {
    email,
    name: options.name ?? 'Grace Hopper',
    role: options.role ?? 'engineer',
    reseller_id: null,
    password: TEST_ADMIN.password,
  });
  const headers = await signInHeaders(app, email);
  const profile = await app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}/engineer_profile`,
    headers,
    payload: { name: options.name ?? 'Grace Hopper', licences: [{ state: 'IL', number: '062-071234' }] },
  });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  if (options.seal !== false) {
    const seal = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/engineer_profile/seal`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: sealPng(),
    });
    if (seal.statusCode !== 200) throw new Error(`seal: ${seal.statusCode} ${seal.body}`);
  }
  return { id: user.id, headers };
}
