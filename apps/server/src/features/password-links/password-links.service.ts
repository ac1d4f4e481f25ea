/**
 * Password links (docs/api.md, "Authentication"): a link is made when its e-mail is written (so a retried message
 * carries a fresh link and voids the one before), works once, expires, and setting a password with it ends every
 * session of the user. Only the token's hash is stored; the e-mail is the only place the token exists.
 */
import {
  PASSWORD_LINK_GONE,
  PASSWORD_LINK_UNKNOWN,
  type PasswordLinkInfo,
  type PasswordLinkPurpose,
  type PasswordLinkUse,
} from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { recordedWrite } from '../../db/history-rows.js';
import { ApiError } from '../../errors.js';
import { passwordProblem } from '../../password-rule.js';
import { hashPassword, hashToken, newRandomToken } from '../auth/index.js';
import { updatePasswordHash } from '../users/index.js';
import {
  voidUnusedPasswordLinks,
  findPasswordLink,
  replacePasswordLink,
  spendPasswordLink,
} from './password-links.repository.js';

/** A new link for the user: the token to put in the e-mail and when it stops working. */
export async function issuePasswordLink(
  db: Db,
  userId: number,
  purpose: PasswordLinkPurpose,
  lifetimeMs: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newRandomToken();
  const expiresAt = new Date(now + lifetimeMs);
  await replacePasswordLink(db, { userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

const gone = () => new ApiError(410, { errors: [PASSWORD_LINK_GONE] });

/** The link a token names while it can be used: 404 for a token never issued, 410 for one used, expired or void. */
async function usableLink(db: Db, token: string, now: Date) {
  const link = await findPasswordLink(db, hashToken(token));
  if (!link) throw new ApiError(404, { errors: [PASSWORD_LINK_UNKNOWN] });
  // A disabled account's link is as spent as a used one: nobody may sign in with what it would set.
  if (link.usedAt !== null || link.expiresAt <= now || link.disabledAt !== null) throw gone();
  return link;
}

/** What the page shows before asking for the password: the account and what the link is for. */
export async function readPasswordLink(db: Db, token: string, now = new Date()): Promise<PasswordLinkInfo> {
  const link = await usableLink(db, token, now);
  return { email: link.email, purpose: link.purpose, expires_at: link.expiresAt.toISOString() };
}

/**
 * Sets the password the link was sent for (the rule of every password: 422 naming it, the link still unused),
 * spends the link, voids the user's other links and ends all its sessions, in one transaction with the history
 * entry. Of two uses at once, the second is a 410.
 */
export async function setPasswordWithLink(
  db: Db,
  input: PasswordLinkUse,
  now = new Date(),
): Promise<{ email: string }> {
  const link = await usableLink(db, input.token, now);
  const weak = passwordProblem(input.password);
  if (weak) throw ApiError.validation({ password: [weak] });
  const hash = await hashPassword(input.password);
  await recordedWrite(db, {
    actor: { userId: link.userId, email: link.email },
    entity: 'users',
    action: link.purpose === 'invitation' ? 'password_change' : 'password_reset',
    before: null,
    changes: () => ({}),
    write: async (tx) => {
      if (!(await spendPasswordLink(tx, link.id, now))) throw gone();
      await updatePasswordHash(tx, link.userId, hash);
      await voidUnusedPasswordLinks(tx, link.userId);
      return { id: link.userId };
    },
  });
  return { email: link.email };
}
