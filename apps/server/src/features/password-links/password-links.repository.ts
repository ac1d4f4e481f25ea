import type { PasswordLinkPurpose } from '@nprm/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { passwordLinks, users } from '../../db/tables.js';

/**
 * Stores a new link of `purpose` for the user (only its token's hash) and voids the user's unused ones of that
 * purpose in the same transaction: only the newest e-mail's link works (an older one answers as expired).
 */
export async function replacePasswordLink(
  db: Db,
  link: { userId: number; purpose: PasswordLinkPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await voidUnusedPasswordLinks(tx, link.userId, link.purpose);
    await tx.insert(passwordLinks).values({
      user_id: link.userId,
      purpose: link.purpose,
      token_hash: link.tokenHash,
      expires_at: link.expiresAt,
    });
  });
}

/** The link a token's hash names, with its user's e-mail and whether the account is enabled; undefined: none. */
export async function findPasswordLink(db: Db | Tx, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordLinks.id,
      userId: passwordLinks.user_id,
      purpose: passwordLinks.purpose,
      expiresAt: passwordLinks.expires_at,
      usedAt: passwordLinks.used_at,
      email: users.email,
      disabledAt: users.deleted_at,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.user_id))
    .where(eq(passwordLinks.token_hash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends the link: one statement decides, so of two uses at once on any instances exactly one gets true. Only an
 * unused link before its expiry is spent.
 */
export async function spendPasswordLink(tx: Db | Tx, id: number, now: Date): Promise<boolean> {
  const spent = await tx
    .update(passwordLinks)
    .set({ used_at: now })
    .where(and(eq(passwordLinks.id, id), isNull(passwordLinks.used_at), gt(passwordLinks.expires_at, now)))
    .returning({ id: passwordLinks.id });
  return spent.length === 1;
}

/**
 * Voids the user's unused links (of `purpose`, or all): they expire now, so they answer 410 like any spent link. Once a
 * password is set all go (an invitation after a reset, and so on); a new link replaces those of its purpose.
 */
export async function voidUnusedPasswordLinks(
  tx: Db | Tx,
  userId: number,
  purpose?: PasswordLinkPurpose,
): Promise<void> {
  const now = new Date();
  await tx
    .update(passwordLinks)
    .set({ expires_at: now })
    .where(
      and(
        eq(passwordLinks.user_id, userId),
        purpose === undefined ? undefined : eq(passwordLinks.purpose, purpose),
        isNull(passwordLinks.used_at),
        gt(passwordLinks.expires_at, now),
      ),
    );
}
