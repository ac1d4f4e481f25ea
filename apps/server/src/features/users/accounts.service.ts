/**
 * User accounts through the API (docs/api.md, "Users and roles"): an administrator creates, changes, disables and
 * enables users and sets their passwords; every user may change its own. Rules and HTTP errors live here.
 */
import { randomBytes } from 'node:crypto';
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_NEEDED_WITHOUT_MAIL,
  NEEDS_RESELLER,
  NO_RESELLER_FOR_ADMINISTRATOR,
  NO_RESELLER_FOR_ENGINEER,
  NOT_YOURSELF,
  TAKEN,
  USER_SEARCH_LIMIT,
  type PasswordChange,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { ApiError, foundOr404, uniqueOr422, type FieldErrors } from '../../errors.js';
import { recordedWrite, type Actor } from '../../db/history-rows.js';
import type { WriteContext } from '../../routes/admin-resource.js';
import { hashPassword, refusedAttempt, verifyPassword, type SignInThrottle } from '../auth/index.js';
import { passwordProblem } from '../../password-rule.js';
import * as repository from './users.repository.js';

export async function findUser(db: Db, id: number): Promise<User> {
  return repository.toUser(foundOr404(await repository.findUserById(db, id)));
}

/** Every user, or with `q` the first USER_SEARCH_LIMIT whose name or e-mail contains it (a user picker's options). */
export async function listUsers(
  db: Db,
  options: { includeInactive: boolean; q?: string | undefined },
): Promise<User[]> {
  return (await repository.listUserRows(db, { ...options, limit: USER_SEARCH_LIMIT })).map(repository.toUser);
}

/** The e-mail is free, the reseller exists, the role and reseller fit together (as they will be saved). */
async function checkAccount(
  tx: Tx,
  account: { email?: string | undefined; role: User['role']; reseller_id: number | null },
  exceptId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (account.email !== undefined && (await repository.emailTaken(tx, account.email, exceptId))) errors.email = [TAKEN];
  if (account.role === 'reseller_user' && account.reseller_id === null) errors.reseller_id = [NEEDS_RESELLER];
  else if (account.role === 'administrator' && account.reseller_id !== null)
    errors.reseller_id = [NO_RESELLER_FOR_ADMINISTRATOR];
  else if (account.role === 'engineer' && account.reseller_id !== null) errors.reseller_id = [NO_RESELLER_FOR_ENGINEER];
  else if (account.reseller_id !== null && !(await repository.resellerExists(tx, account.reseller_id)))
    errors.reseller_id = ['must exist'];
  return errors;
}

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
};

/**
 * Creates the account. Without a first password the user sets one from the invitation e-mail: the account gets a
 * random one nobody knows (so signing in takes as long as for any account), and without mail (`invitations` false)
 * the password is required, since nothing could set it.
 */
export async function createAccount(db: Db, input: UserCreate, invitations = false): Promise<User> {
  const errors: FieldErrors = {};
  if (input.password === undefined && !invitations) errors.password = [PASSWORD_NEEDED_WITHOUT_MAIL];
  const weak = input.password === undefined ? null : passwordProblem(input.password);
  if (weak) errors.password = [weak];
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  return uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        const reseller = input.reseller_id ?? null;
        throwIfAny({ ...(await checkAccount(tx, { ...input, reseller_id: reseller })), ...errors });
        const row = await repository.insertUser(tx, {
          email: input.email,
          name: input.name,
          password_hash: passwordHash,
          role: input.role,
          reseller_id: reseller,
        });
        return repository.toUser(row);
      }),
    { email: [TAKEN] },
  );
}

/** Changes the fields sent; an administrator may not change its own role (it could lock everyone out). */
export async function updateAccount(db: Db, id: number, input: UserUpdate, context: WriteContext): Promise<User> {
  return uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        const current = foundOr404(await repository.findUserById(tx, id));
        const role = input.role ?? current.role;
        const reseller =
          input.reseller_id !== undefined ? input.reseller_id : role !== 'reseller_user' ? null : current.reseller_id;
        if (id === context.actor.userId && role !== current.role) throwIfAny({ role: [NOT_YOURSELF] });
        throwIfAny(await checkAccount(tx, { email: input.email, role, reseller_id: reseller }, id));
        const row = await repository.updateUserFields(tx, id, { ...input, role, reseller_id: reseller });
        return repository.toUser(foundOr404(row));
      }),
    { email: [TAKEN] },
  );
}

/** Disabling signs the user out everywhere at once; nobody may disable its own account. */
export async function setAccountDisabled(db: Db, id: number, disabled: boolean, context: WriteContext): Promise<User> {
  if (disabled && id === context.actor.userId) throw ApiError.validation({ base: [`Your account ${NOT_YOURSELF}`] });
  return repository.toUser(foundOr404(await repository.setUserDisabled(db, id, disabled)));
}

/** The writes the admin resource calls besides the create (users.routes.ts adds it, with the invitation). */
export const accountService = { update: updateAccount, setDeleted: setAccountDisabled };

/** An administrator sets a user's password: the rule applies, and all the user's sessions end. */
export async function resetPassword(db: Db, id: number, password: string): Promise<User> {
  const user = foundOr404(await repository.findUserById(db, id));
  const weak = passwordProblem(password);
  if (weak) throwIfAny({ password: [weak] });
  await repository.updatePasswordHash(db, id, await hashPassword(password));
  return repository.toUser(user);
}

/** Who asks to change its password, for the sign-in throttle: the account's e-mail is counted from `address`. */
export interface PasswordChangeCaller {
  actor: Actor;
  tokenId: number;
  address: string;
  throttle: SignInThrottle;
}

/**
 * The signed-in user changes its own password (the current one required); its other sessions end. The check of
 * `current_password` is a password guess like a sign-in: it is counted first on the sign-in counters of the
 * account and the address, and refused (429) without being checked once they ask for a wait. The count is its own
 * transaction, before the write's: it stays even when the change is refused.
 */
export async function changeOwnPassword(db: Db, caller: PasswordChangeCaller, input: PasswordChange): Promise<void> {
  const user = foundOr404(await repository.findUserById(db, caller.actor.userId!));
  const wait = await caller.throttle.attempt(user.email, caller.address);
  if (wait > 0) {
    const refused = refusedAttempt(wait, 'failed password');
    throw ApiError.tooManyRequests(refused.retryAfter, { errors: [refused.message] });
  }
  const errors: FieldErrors = {};
  if (await verifyPassword(input.current_password, user.password_hash)) {
    await caller.throttle.succeeded(user.email, caller.address);
  } else errors.current_password = [CURRENT_PASSWORD_WRONG];
  const weak = passwordProblem(input.password);
  if (weak) errors.password = [weak];
  throwIfAny(errors);
  const hash = await hashPassword(input.password);
  await recordedWrite(db, {
    actor: caller.actor,
    entity: 'users',
    action: 'password_change',
    before: null,
    changes: () => ({}),
    write: async (tx) => {
      await repository.updatePasswordHash(tx, user.id, hash, caller.tokenId);
      return repository.toUser(user);
    },
  });
}
