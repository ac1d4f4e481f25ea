import {
  currentUser,
  errorBody,
  errorResponses,
  passwordChanged,
  passwordChangeRequest,
  passwordResetRequest,
  recordPath,
  user,
  userCreateRequest,
  userList,
  userListQuery,
  userUpdateRequest,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordedWrite } from '../../db/history-rows.js';
import { actorOf } from '../../plugins/roles.js';
import { SignInThrottle } from '../auth/index.js';
import { recordIdOr404, registerAdminResource } from '../../routes/admin-resource.js';
import { accountService, changeOwnPassword, findUser, listUsers, resetPassword } from './accounts.service.js';
import { resellerName } from './users.repository.js';
import { users } from '../../db/tables.js';

/**
 * Users (docs/api.md, "Users and roles"): administrators list, create, change, disable (DELETE) and enable
 * (PUT …/reactivate) users and set their passwords; every signed-in user reads itself and changes its own password.
 */
export async function userRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  // Any signed-in user: the handler answers for the caller only.
  const self = { config: { resellerUsers: {}, engineers: true } };
  // The password change's current_password counts on the sign-in counters (docs/api.md, Authentication).
  const throttle = new SignInThrottle(db, app.ctx.config.signInMaxFailures);

  app.get(
    '/api/users/me',
    { onRequest: app.authenticate, ...self, schema: { response: { 200: currentUser, ...errorResponses } } },
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
      schema: { body: passwordChangeRequest, response: { 200: passwordChanged, ...errorResponses, 429: errorBody } },
    },
    async (request) => {
      const caller = { actor: actorOf(request), tokenId: request.session!.tokenId, address: request.ip, throttle };
      await changeOwnPassword(db, caller, request.body);
      return { success: true as const };
    },
  );

  registerAdminResource(app, {
    path: '/api/users',
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
    service: accountService,
  });

  app.put(
    '/api/users/:id/password',
    {
      onRequest: app.authenticate,
      schema: { params: recordPath, body: passwordResetRequest, response: { 200: passwordChanged, ...errorResponses } },
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
