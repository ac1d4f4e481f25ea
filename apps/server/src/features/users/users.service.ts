import { isEmailAddress } from '@nprm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/records.js';
import { hashPassword } from '../auth/password.js';
import { passwordRule } from './password-rule.js';
import { countUsers, findUserByEmail, insertUser, updatePasswordHash, type UserRow } from './users.repository.js';

/** A problem with the e-mail or password an operator gave; the message says what to change. */
export class UserInputError extends Error {}

function checkPassword(password: string): void {
  const result = passwordRule.safeParse(password);
  if (!result.success) throw new UserInputError(`Password ${result.error.issues[0]?.message ?? 'is invalid'}.`);
}

function normalizeEmail(email: string): string {
  const trimmed = email.trim();
  if (!isEmailAddress(trimmed)) throw new UserInputError(`"${email}" is not an e-mail address.`);
  return trimmed;
}

export async function createUser(
  db: Db,
  input: { email: string; name?: string | null; password: string },
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  checkPassword(input.password);
  if (await findUserByEmail(db, email)) throw new UserInputError(`A user with the e-mail ${email} already exists.`);
  const name = input.name?.trim() || null;
  try {
    return await insertUser(db, { email, name, password_hash: await hashPassword(input.password) });
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserInputError(`A user with the e-mail ${email} already exists.`);
    throw error;
  }
}

export async function changePassword(db: Db, emailInput: string, password: string): Promise<UserRow> {
  const email = normalizeEmail(emailInput);
  checkPassword(password);
  const user = await findUserByEmail(db, email);
  if (!user) throw new UserInputError(`There is no user with the e-mail ${email}.`);
  await updatePasswordHash(db, user.id, await hashPassword(password));
  return user;
}

/**
 * On a database with no users, creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD. There is no
 * default password: without both variables nobody can sign in until `npm run admin -- create` is run.
 */
export async function ensureFirstAdmin(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  if (!config.adminEmail || !config.adminPassword) {
    log.warn(
      'no admin user yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin -- create --email you@example.com`',
    );
    return;
  }
  const user = await createUser(db, { email: config.adminEmail, password: config.adminPassword });
  log.info({ email: user.email }, 'first admin user created from ADMIN_EMAIL');
}
