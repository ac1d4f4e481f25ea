import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers.js';
import { createAccount } from '../features/users/accounts.service.js';
import { createUser } from '../features/users/users.service.js';

/** For tests: an admin user and the five auth headers of a fresh sign-in through the API. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' } as const;

export async function createTestAdmin(app: FastifyInstance, email: string = TEST_ADMIN.email): Promise<void> {
  await createUser(app.ctx.db, { email, name: 'Test Admin', password: TEST_ADMIN.password });
}

export async function signInHeaders(
  app: FastifyInstance,
  email: string = TEST_ADMIN.email,
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email, password: TEST_ADMIN.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const headers: Record<string, string> = {};
  for (const name of ['access-token', 'token-type', 'client', 'expiry', 'uid'])
    headers[name] = String(response.headers[name]);
  return headers;
}

export type AdminCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export interface AdminTestApp extends TestApp {
  /** The five auth headers of the signed-in test admin. */
  admin: Record<string, string>;
  /** Sends a request with the admin's headers (or the ones given). */
  call: AdminCall;
}

/** An app on the seeded demo catalogue with a signed-in admin: the set-up of every admin API test file. */
export async function createAdminTestApp(): Promise<AdminTestApp> {
  const t = await createTestApp({ seed: true });
  await createTestAdmin(t.app);
  const admin = await signInHeaders(t.app);
  const call: AdminCall = (method, url, payload, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { ...t, admin, call };
}

/** For tests: a reseller user of `resellerId` (same test password) and its signed-in headers. */
export async function createResellerUserHeaders(
  app: FastifyInstance,
  resellerId: number,
  email = `reseller${resellerId}@example.com`,
): Promise<Record<string, string>> {
  await createAccount(app.ctx.db, {
    email,
    name: 'Test Reseller User',
    role: 'reseller_user',
    reseller_id: resellerId,
    password: TEST_ADMIN.password,
  });
  return signInHeaders(app, email);
}
