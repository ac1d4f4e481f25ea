import { isEmailAddress } from '@nprm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { COMMAND_LINE, recordedWrite, type Actor } from '../../db/history-rows.js';
import { isUniqueViolation } from '../../db/records.js';
import { hashPassword } from '../auth/index.js';
import { passwordProblem } from '../../password-rule.js';
import {
  countUsers,
  findUserByEmail,
  insertUser,
  toUser,
  updatePasswordHash,
  type UserRow,
} from './users.repository.js';

/** A problem with the e-mail or password an operator gave; the message says what to change. */
export class UserInputError extends Error {}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new UserInputError(`Password ${problem}${/[.!?]$/.test(problem) ? '' : '.'}`);
}

function normalizeEmail(email: string): string {
  const trimmed = email.trim();
  if (!isEmailAddress(trimmed)) throw new UserInputError(`"${email}" is not an e-mail address.`);
  return trimmed;
}

/** An administrator from the command line or start-up (recorded in the history as made by `actor`). */
export async function createUser(
  db: Db,
  input: { email: string; name?: string | null; password: string },
  actor: Actor = COMMAND_LINE,
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  checkPassword(input.password);
  if (await findUserByEmail(db, email)) throw new UserInputError(`A user with the e-mail ${email} already exists.`);
  const name = input.name?.trim() || null;
  const passwordHash = await hashPassword(input.password);
  try {
    let row: UserRow | undefined;
    await recordedWrite(db, {
      actor,
      entity: 'users',
      action: 'create',
      before: null,
      write: async (tx) => {
        row = await insertUser(tx, { email, name, password_hash: passwordHash, role: 'administrator' });
        return toUser(row);
      },
    });
    return row!;
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
  const passwordHash = await hashPassword(password);
  await recordedWrite(db, {
    actor: COMMAND_LINE,
    entity: 'users',
    action: 'password_reset',
    before: null,
    changes: () => ({}),
    write: async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash);
      return toUser(user);
    },
  });
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
  const user = await createUser(
    db,
    { email: config.adminEmail, password: config.adminPassword },
    { userId: null, email: 'start-up (ADMIN_EMAIL)' },
  );
  log.info({ email: user.email }, 'first admin user created from ADMIN_EMAIL');
}
