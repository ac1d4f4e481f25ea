import { and, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import { MAX_CLIENTS_PER_USER, TOKEN_LIFESPAN_SECONDS } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { authTokens, users } from '../../db/tables.js';
import { BATCH_REQUEST_BUFFER_MS, hashToken, newAccessToken, newClientId, tokenMatches } from './tokens.js';

export interface Session {
  tokenId: number;
  client: string;
  accessToken: string;
  expiresAt: Date;
  user: { id: number; email: string; name: string | null };
  /** When the token was last renewed (or issued). */
  rotatedAt: Date;
  /** When the user signed in on this client: the session ends `maxDays` later, however it is used. */
  createdAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The token's expiry: TOKEN_LIFESPAN_SECONDS from now, but never past the session's absolute end. */
function expiryFrom(now: Date, createdAt: Date, maxDays: number): Date {
  return new Date(Math.min(now.getTime() + TOKEN_LIFESPAN_SECONDS * 1000, createdAt.getTime() + maxDays * DAY_MS));
}

/**
 * Signs a user in on a new client for at most `maxDays` (SESSION_MAX_DAYS); the oldest clients beyond
 * MAX_CLIENTS_PER_USER are signed out.
 */
export async function createSession(
  db: Db,
  user: Session['user'],
  maxDays: number,
  now = new Date(),
): Promise<Session> {
  const client = newClientId();
  const accessToken = newAccessToken();
  const expiresAt = expiryFrom(now, now, maxDays);
  const tokenId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authTokens)
      .values({
        user_id: user.id,
        client,
        token_hash: hashToken(accessToken),
        expires_at: expiresAt,
        created_at: now,
        last_used_at: now,
        rotated_at: now,
      })
      .returning({ id: authTokens.id });
    const keep = tx
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.user_id, user.id))
      .orderBy(desc(authTokens.created_at), desc(authTokens.id))
      .limit(MAX_CLIENTS_PER_USER);
    await tx.delete(authTokens).where(and(eq(authTokens.user_id, user.id), notInArray(authTokens.id, keep)));
    return row!.id;
  });
  return { tokenId, client, accessToken, expiresAt, user, rotatedAt: now, createdAt: now };
}

/**
 * The session the credentials name, if the token is current and the sign-in less than `maxDays` old
 * (SESSION_MAX_DAYS: an absolute end, whatever the use), or is the one it replaced less than BATCH_REQUEST_BUFFER_MS
 * ago (devise_token_auth's batch-request grace); comparison in constant time.
 */
export async function findSession(
  db: Db,
  credentials: { uid: string; client: string; accessToken: string },
  maxDays: number,
  now = new Date(),
): Promise<Session | undefined> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      tokenHash: authTokens.token_hash,
      previousTokenHash: authTokens.previous_token_hash,
      rotatedAt: authTokens.rotated_at,
      createdAt: authTokens.created_at,
      expiresAt: authTokens.expires_at,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        sql`lower(${users.email}) = ${credentials.uid.toLowerCase()}`,
        eq(authTokens.client, credentials.client),
        gt(authTokens.expires_at, now),
        gt(authTokens.created_at, new Date(now.getTime() - maxDays * DAY_MS)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const inGrace = row.rotatedAt.getTime() > now.getTime() - BATCH_REQUEST_BUFFER_MS;
  const previous =
    row.previousTokenHash !== null && inGrace && tokenMatches(credentials.accessToken, row.previousTokenHash);
  if (!tokenMatches(credentials.accessToken, row.tokenHash) && !previous) return undefined;
  return {
    tokenId: row.tokenId,
    client: credentials.client,
    accessToken: credentials.accessToken,
    expiresAt: row.expiresAt,
    user: { id: row.userId, email: row.email, name: row.name },
    rotatedAt: row.rotatedAt,
    createdAt: row.createdAt,
  };
}

/**
 * Renews the session's token (devise_token_auth's per-request rotation): a new token valid TOKEN_LIFESPAN_SECONDS
 * from now (never past the session's `maxDays`), the presented one kept as the previous token for the batch-request grace. Nothing changes (undefined:
 * a batch request) when the token was renewed less than BATCH_REQUEST_BUFFER_MS ago, when the presented token is
 * already the previous one, or when another request renewed it first: one statement decides, on every instance.
 */
export async function renewSession(
  db: Db,
  session: Session,
  maxDays: number,
  now = new Date(),
): Promise<Session | undefined> {
  const accessToken = newAccessToken();
  const expiresAt = expiryFrom(now, session.createdAt, maxDays);
  const [row] = await db
    .update(authTokens)
    .set({
      previous_token_hash: sql`${authTokens.token_hash}`,
      token_hash: hashToken(accessToken),
      rotated_at: now,
      last_used_at: now,
      expires_at: expiresAt,
    })
    .where(
      and(
        eq(authTokens.id, session.tokenId),
        eq(authTokens.token_hash, hashToken(session.accessToken)),
        lte(authTokens.rotated_at, new Date(now.getTime() - BATCH_REQUEST_BUFFER_MS)),
      ),
    )
    .returning({ id: authTokens.id });
  return row ? { ...session, accessToken, expiresAt, rotatedAt: now } : undefined;
}

export async function revokeSession(db: Db, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}
