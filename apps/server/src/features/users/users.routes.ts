import {
  currentUser,
  errorBody,
  errorResponses,
  passwordChanged,
  passwordChangeRequest,
  passwordResetRequest,
  recordPath,
  sessionsEnded,
  user,
  userCreateRequest,
  type UserCreate,
  userList,
  userListQuery,
  userUpdateRequest,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { recordedWrite } from '../../db/history-rows.js';
import { actorOf } from '../../plugins/roles.js';
import { SignInThrottle } from '../auth/index.js';
import { recordIdOr404, registerAdminResource } from '../../routes/admin-resource.js';
import {
  accountService,
  changeOwnPassword,
  createAccount,
  findUser,
  listUsers,
  resetPassword,
} from './accounts.service.js';
import { resellerName, signOutEverywhere } from './users.repository.js';
import { users } from '../../db/tables.js';

/** The invitation e-mail of a new user (the mail feature's queue; app.ts wires it). */
interface Invitations {
  readonly enabled: boolean;
  queueAccountEmail(db: Db, purpose: 'invitation', user: { id: number; email: string }): Promise<void>;
  wake(): void;
}

/**
 * Users (docs/api.md, "Users and roles"): administrators list, create, change, disable (DELETE) and enable
 * (PUT …/reactivate) users and set their passwords; every signed-in user reads itself and changes its own password.
 */
export async function userRoutes(
  instance: FastifyInstance,
  { invitations }: { invitations: Invitations },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  // The invitation is queued in the user's own transaction: the account and its e-mail exist together or not at all.
  const service = {
    ...accountService,
    async create(tx: Db, input: UserCreate) {
      const created = await createAccount(tx, input, invitations.enabled);
      if (invitations.enabled) await invitations.queueAccountEmail(tx, 'invitation', created);
      return created;
    },
  };
  // Once that transaction is committed, this instance's worker sends the invitation at once.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && request.routeOptions.url === '/api/users' && reply.statusCode === 201)
      invitations.wake();
  });
  // Any signed-in user: the handler answers for the caller only.
  const self = { config: { resellerUsers: {}, engineers: true } };
  // The password change's current_password counts on the sign-in counters (docs/api.md, Authentication).
  const throttle = new SignInThrottle(db, app.ctx.config.signInMaxFailures);

  app.get(
    '/api/users/me',
    {
      onRequest: app.authenticate,
      ...self,
      schema: {
        summary: 'The signed-in user',
        description: "The caller itself, with its role and its reseller's name (reseller_name).",
        response: { 200: currentUser, ...errorResponses },
      },
    },
    async (request) => {
      const me = await findUser(db, actorOf(request).userId!);
      return { ...me, reseller_name: await resellerName(db, me.reseller_id) };
    },
  );
  app.put(
    '/api/users/me/password',
    {
      onRequest: app.authenticate,
      ...self,
      schema: {
        summary: 'Change your own password',
        description:
          'current_password and the new password (the password rule of a create). The current password is an ' +
          'attempt on the sign-in counters of this account and address, counted before it is checked: while ' +
          "they ask for a wait, 429 with retry-after and nothing changes. The caller's other sessions end; this " +
          'one stays.',
        body: passwordChangeRequest,
        response: { 200: passwordChanged, ...errorResponses, 429: errorBody },
      },
    },
    async (request) => {
      const caller = { actor: actorOf(request), tokenId: request.session!.tokenId, address: request.ip, throttle };
      await changeOwnPassword(db, caller, request.body);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/users/me/sessions',
    {
      onRequest: app.authenticate,
      ...self,
      schema: {
        summary: 'Sign out everywhere',
        description:
          'Ends every session of the caller, on every device and browser, this one included: each of those ' +
          'tokens answers 401 from now on, on every instance. signed_out: how many clients were signed in.',
        response: { 200: sessionsEnded, ...errorResponses },
      },
    },
    async (request) => ({ signed_out: await signOutEverywhere(db, actorOf(request).userId!) }),
  );
  app.delete(
    '/api/users/:id/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign a user out everywhere',
        description:
          "An administrator ends every session of a user (a lost phone, a shared computer): each of the user's " +
          'tokens answers 401 from now on, on every instance; the password stays. signed_out: how many clients ' +
          'were signed in. 404 for an unknown user.',
        params: recordPath,
        response: { 200: sessionsEnded, ...errorResponses },
      },
    },
    async (request) => {
      const user = await findUser(db, recordIdOr404(request.params.id));
      return { signed_out: await signOutEverywhere(db, user.id) };
    },
  );

  registerAdminResource(app, {
    path: '/api/users',
    docs: {
      record: 'user',
      list:
        'Users by id; disabled ones only with include_inactive=true. q (at most 100 characters): only those whose ' +
        'name or e-mail contains it, any case, the first 20 by e-mail.',
      create:
        'role is administrator, reseller_user or engineer; reseller_id is required for a reseller user and empty ' +
        'otherwise. email is unique (case ignored). The password is 12–256 characters and must be hard to guess ' +
        '(zxcvbn score 3 or more of 4; the 422 says why in words). Never answers a password or its hash. When the ' +
        'server sends mail the user is e-mailed an invitation whose link sets the password, and password may be ' +
        'left out (or blank); without mail it is required.',
      update: 'An administrator may not change its own role.',
      deactivate:
        'Disables the user: its tokens are deleted in the same transaction, and signing in answers 401 saying ' +
        'the account is disabled. Disabling yourself is a 422.',
    },
    table: users,
    schemas: {
      listQuery: userListQuery,
      list: userList,
      record: user,
      create: userCreateRequest,
      update: userUpdateRequest,
    },
    list: {
      access: 'administrators',
      read: ({ query }) => listUsers(db, { includeInactive: query.include_inactive, q: query.q }),
    },
    find: { access: 'administrators', read: (id) => findUser(db, id) },
    service,
  });

  app.put(
    '/api/users/:id/password',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Set a user's password",
        description:
          'An administrator gives a user a new password (the password rule of a create); the user is signed out ' +
          'everywhere. Recorded in the history without the password.',
        params: recordPath,
        body: passwordResetRequest,
        response: { 200: passwordChanged, ...errorResponses },
      },
    },
    async (request) => {
      const id = recordIdOr404(request.params.id);
      await recordedWrite(db, {
        actor: actorOf(request),
        entity: 'users',
        action: 'password_reset',
        before: null,
        changes: () => ({}),
        write: (tx) => resetPassword(tx, id, request.body.password),
      });
      return { success: true as const };
    },
  );
}
