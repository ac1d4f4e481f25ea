import type { FastifyInstance } from 'fastify';
import { createUser } from '../users/users.service.js';

/** For tests: an admin user and the five auth headers of a fresh sign-in through the API. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' } as const;

export async function createTestAdmin(app: FastifyInstance, email: string = TEST_ADMIN.email): Promise<void> {
  await createUser(app.ctx.db, { email, name: 'Test Admin', password: TEST_ADMIN.password });
}

export async function signInHeaders(app: FastifyInstance, email: string = TEST_ADMIN.email): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password: TEST_ADMIN.password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const headers: Record<string, string> = {};
  for (const name of ['access-token', 'token-type', 'client', 'expiry', 'uid']) headers[name] = String(response.headers[name]);
  return headers;
}
