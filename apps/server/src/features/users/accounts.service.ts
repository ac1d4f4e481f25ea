/**
 * User accounts through the API (docs/api.md, "Users and roles"): an administrator creates, changes, disables and
 * enables users and sets their passwords; every user may change its own. Rules and HTTP errors live here.
 */
import {
  CURRENT_PASSWORD_WRONG,
  NEEDS_RESELLER,
  NO_RESELLER_FOR_ADMINISTRATOR,
  NOT_YOURSELF,
  TAKEN,
  type PasswordChange,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { ApiError, foundOr404, uniqueOr422, type FieldErrors } from '../../errors.js';
import type { WriteContext } from '../../routes/admin-resource.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import { passwordRule } from '../../password-rule.js';
import * as repository from './users.repository.js';

export async function findUser(db: Db, id: number): Promise<User> {
  return repository.toUser(foundOr404(await repository.findUserById(db, id)));
}

export async function listUsers(db: Db, options: { includeInactive: boolean }): Promise<User[]> {
  return (await repository.listUserRows(db, options)).map(repository.toUser);
}

/** The server's password rule beyond the shared schema: not a common password. */
function passwordProblem(password: string): string | undefined {
  const result = passwordRule.safeParse(password);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'is invalid');
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
  else if (account.reseller_id !== null && !(await repository.resellerExists(tx, account.reseller_id)))
    errors.reseller_id = ['must exist'];
  return errors;
}

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
};

export async function createAccount(db: Db, input: UserCreate): Promise<User> {
  const errors: FieldErrors = {};
  const weak = passwordProblem(input.password);
  if (weak) errors.password = [weak];
  const passwordHash = await hashPassword(input.password);
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
          input.reseller_id !== undefined ? input.reseller_id : role === 'administrator' ? null : current.reseller_id;
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

export const accountService = { create: createAccount, update: updateAccount, setDeleted: setAccountDisabled };

/** An administrator sets a user's password: the rule applies, and all the user's sessions end. */
export async function resetPassword(db: Db, id: number, password: string): Promise<User> {
  const user = foundOr404(await repository.findUserById(db, id));
  const weak = passwordProblem(password);
  if (weak) throwIfAny({ password: [weak] });
  await repository.updatePasswordHash(db, id, await hashPassword(password));
  return repository.toUser(user);
}

/** The signed-in user changes its own password (the current one required); its other sessions end. */
export async function changeOwnPassword(db: Db, userId: number, tokenId: number, input: PasswordChange): Promise<User> {
  const user = foundOr404(await repository.findUserById(db, userId));
  const errors: FieldErrors = {};
  if (!(await verifyPassword(input.current_password, user.password_hash)))
    errors.current_password = [CURRENT_PASSWORD_WRONG];
  const weak = passwordProblem(input.password);
  if (weak) errors.password = [weak];
  throwIfAny(errors);
  await repository.updatePasswordHash(db, userId, await hashPassword(input.password), tokenId);
  return repository.toUser(user);
}
