import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { MAX_CLIENTS_PER_USER, TOKEN_LIFESPAN_SECONDS } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { authTokens, users } from '../../db/schema.js';
import { hashToken, newAccessToken, newClientId, tokenMatches } from './tokens.js';

export interface Session {
  tokenId: number;
  client: string;
  accessToken: string;
  expiresAt: Date;
  user: { id: number; email: string; name: string | null };
}

/** Signs a user in on a new client; the oldest clients beyond MAX_CLIENTS_PER_USER are signed out. */
export async function createSession(db: Db, user: Session['user'], now = new Date()): Promise<Session> {
  const client = newClientId();
  const accessToken = newAccessToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFESPAN_SECONDS * 1000);
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
  return { tokenId, client, accessToken, expiresAt, user };
}

/** The session the credentials name, if the token is current; comparison in constant time. */
export async function findSession(
  db: Db,
  credentials: { uid: string; client: string; accessToken: string },
  now = new Date(),
): Promise<Session | undefined> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      tokenHash: authTokens.token_hash,
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
      ),
    )
    .limit(1);
  if (!row || !tokenMatches(credentials.accessToken, row.tokenHash)) return undefined;
  return {
    tokenId: row.tokenId,
    client: credentials.client,
    accessToken: credentials.accessToken,
    expiresAt: row.expiresAt,
    user: { id: row.userId, email: row.email, name: row.name },
  };
}

export async function revokeSession(db: Db, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}
