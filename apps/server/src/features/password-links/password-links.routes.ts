import {
  authTooManyBody,
  errorResponses,
  invitationQueued,
  MAIL_DISABLED,
  PASSWORD_RESET_ASKED,
  passwordLinkCheck,
  passwordLinkInfo,
  passwordLinkUse,
  passwordLinkUsed,
  passwordResetAsk,
  passwordResetAsked,
  recordPath,
  type PasswordLinkPurpose,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ApiError, foundOr404 } from '../../errors.js';
import { recordIdOr404 } from '../../routes/admin-resource.js';
import { refusedAttempt, SignInThrottle } from '../auth/index.js';
import { findUserByEmail, findUserById } from '../users/index.js';
import { readPasswordLink, setPasswordWithLink } from './password-links.service.js';

/** The e-mail an account's link goes out with (the mail feature's queue; app.ts wires it). */
export interface AccountMail {
  readonly enabled: boolean;
  /** Queues the message on `db` (its link is made when it is written)... */
  queueAccountEmail(db: Db, purpose: PasswordLinkPurpose, user: { id: number; email: string }): Promise<void>;
  /** ...and once that is committed, this instance's worker sends it. */
  wake(): void;
}

async function send(mail: AccountMail, db: Db, purpose: PasswordLinkPurpose, user: { id: number; email: string }) {
  await mail.queueAccountEmail(db, purpose, user);
  mail.wake();
}

const mailOff = () => new ApiError(503, { errors: [MAIL_DISABLED] });

/**
 * Invitation and password-reset links (docs/api.md, "Authentication"): ask for a reset, read a link, set the
 * password with it; and an administrator's new invitation for a user.
 */
export async function passwordLinkRoutes(instance: FastifyInstance, { mail }: { mail: AccountMail }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  // Counted like sign-in attempts, on counters of their own: a flood of requests waits, and never the real sign-in.
  const throttle = new SignInThrottle(db, config.signInMaxFailures, Date.now, 'password-reset');

  app.post(
    '/api/auth/password',
    {
      schema: {
        summary: 'Forgot password: e-mail a link',
        description:
          '{"email"} → 202 with the same message whether or not an account uses the address: an enabled account ' +
          'is e-mailed a link that sets its password once, within PASSWORD_RESET_EXPIRY_MINUTES (60); a newer link ' +
          'voids the older. Counted like sign-in attempts per address and e-mail (SIGN_IN_MAX_FAILURES, 10, then ' +
          'waits from 15 s; five times as many per address): 429 with retry-after. 503 when the server sends no mail.',
        body: passwordResetAsk,
        response: { 202: passwordResetAsked, 429: authTooManyBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!mail.enabled) throw mailOff();
      const { email } = request.body;
      const wait = await throttle.attempt(email, request.ip);
      if (wait > 0) {
        const refused = refusedAttempt(wait, 'password reset');
        throw ApiError.tooManyRequests(refused.retryAfter, { errors: [refused.message] });
      }
      const user = await findUserByEmail(db, email);
      if (user && user.deleted_at === null) await send(mail, db, 'password_reset', user);
      return reply.code(202).send({ message: PASSWORD_RESET_ASKED });
    },
  );

  app.post(
    '/api/auth/password/link',
    {
      schema: {
        summary: 'Read a password link',
        description:
          '{"token"} (from the e-mailed link) → the account\'s e-mail, what the link is for (invitation or ' +
          'password_reset) and when it expires. 404 for a token never issued; 410 for a link used, expired, ' +
          'replaced by a newer one, or of a disabled account.',
        body: passwordLinkCheck,
        response: { 200: passwordLinkInfo, ...errorResponses },
      },
    },
    async (request) => readPasswordLink(db, request.body.token),
  );

  app.put(
    '/api/auth/password',
    {
      schema: {
        summary: 'Set a password with a link',
        description:
          '{"token", "password"} (the password rule of a create: 422 naming it, the link still unused) → the ' +
          "account's e-mail. The link is spent (a second use is 410), the user's other links are void, and every " +
          'session of the user ends, on every instance; then sign in with the new password. 404 and 410 as when ' +
          'reading the link.',
        body: passwordLinkUse,
        response: { 200: passwordLinkUsed, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, ...(await setPasswordWithLink(db, request.body)) }),
  );

  app.post(
    '/api/users/:id/invitation',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Invite a user again',
        description:
          'An administrator e-mails the user a new invitation: its link sets the password once, within ' +
          'INVITATION_EXPIRY_HOURS (72), and voids the invitation before. Creating a user sends the first. 404 for ' +
          'an unknown user, 422 for a disabled one, 503 when the server sends no mail.',
        params: recordPath,
        response: { 202: invitationQueued, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = foundOr404(await findUserById(db, recordIdOr404(request.params.id)));
      if (!mail.enabled) throw mailOff();
      if (user.deleted_at !== null) throw ApiError.validation({ base: ['The account is disabled: enable it first.'] });
      await send(mail, db, 'invitation', user);
      return reply.code(202).send({ queued: true as const });
    },
  );
}
