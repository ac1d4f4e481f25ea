import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers.js';
import { createAccount } from '../features/users/accounts.service.js';
import { createUser } from '../features/users/users.service.js';

/** For tests: an admin user and the five auth headers of a fresh sign-in through the API. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' } as const;

export async function createTestAdmin(app: FastifyInstance, email: string = TEST_ADMIN.email): Promise<void> {
  await createUser(app.ctx.db, { email, name: 'Test Admin', password: TEST_ADMIN.password });
}

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
const followed = new WeakMap<FastifyInstance, Map<string, Record<string, string>>>();

/**
 * Makes `headers` follow their token's renewals, as a devise_token_auth client must (docs/api.md, Authentication):
 * every answer through `app.inject` that carries a new access-token for their client updates them in place, so a
 * test may keep using one headers object however long it runs. Blank tokens (batch answers) are ignored.
 */
export function followRenewals(app: FastifyInstance, headers: Record<string, string>): void {
  let sessions = followed.get(app);
  if (!sessions) {
    const known = new Map<string, Record<string, string>>();
    sessions = known;
    followed.set(app, known);
    const inject = app.inject.bind(app) as Inject;
    const following: Inject = async (options) => {
      const response = await inject(options);
      const token = String(response.headers['access-token'] ?? '').trim();
      const session = known.get(String(response.headers.client ?? ''));
      if (token && session) Object.assign(session, { 'access-token': token, expiry: String(response.headers.expiry) });
      return response;
    };
    Object.assign(app, { inject: following });
  }
  sessions.set(headers.client!, headers);
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
  followRenewals(app, headers);
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

/**
 * A PUT body as a client that read the record first sends it: with the record's current lock_version unless the
 * test names one (docs/api.md, "Concurrent edits"), 0 when there is no record to read. Other calls, and PUTs of paths with no record to read
 * (…/reactivate, passwords), go as they are.
 */
export async function withReadVersion(
  app: FastifyInstance,
  method: string,
  url: string,
  payload: object | undefined,
  headers: Record<string, string> | undefined,
): Promise<object | undefined> {
  if (method !== 'PUT' || !payload || 'lock_version' in payload || /\/(reactivate|password)$/.test(url)) return payload;
  const read = await app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  // No record to read (an unknown id): any version, so the call gets as far as finding there is none (404).
  const version = read.statusCode === 200 ? read.json<{ lock_version?: unknown }>().lock_version : 0;
  return typeof version === 'number' ? { ...payload, lock_version: version } : payload;
}

/** An app on the seeded demo catalogue with a signed-in admin: the set-up of every admin API test file. */
export async function createAdminTestApp(): Promise<AdminTestApp> {
  const t = await createTestApp({ seed: true });
  await createTestAdmin(t.app);
  const admin = await signInHeaders(t.app);
  const call: AdminCall = async (method, url, payload, headers = admin) => {
    const body = await withReadVersion(t.app, method, url, payload, headers);
    return t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  };
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
