/**
 * Saved results to and from their row (mount_search_results): the record as one JSON document (`result`, with its
 * schema_version), beside copies of what the admin lists filter and sort on. An older document is upgraded by a
 * migration, never on reading: what is read is what a search of today writes.
 */
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coalescePerKey } from '../../db/coalesce.js';
import { mountSearchResults } from '../../db/tables.js';
import { linkDomainOf } from '../resellers/index.js';
import { RESULT_SCHEMA_VERSION, type NewSavedResult, type ResultDocument, type SavedResult } from './saved-result.js';

/** What is read with a result: its document, what the database set, and the domain its links go to now. */
const savedResultColumns = {
  id: mountSearchResults.id,
  token: mountSearchResults.token,
  created_at: mountSearchResults.created_at,
  result: mountSearchResults.result,
  reseller_domain: linkDomainOf(mountSearchResults.reseller_id),
};

type SavedResultRow = { id: number; token: string; created_at: Date; result: unknown; reseller_domain: string | null };

function savedResult({ result, ...row }: SavedResultRow): SavedResult {
  const {
    schema_version: _version,
    lead_key: _leadKey,
    ...document
  } = result as ResultDocument & { lead_key?: string };
  return { ...document, ...row };
}

type NewRow = typeof mountSearchResults.$inferInsert;

/** What the database sets or reads with a stored row, and the token it is matched by. */
const storedColumns = {
  token: mountSearchResults.token,
  id: mountSearchResults.id,
  created_at: mountSearchResults.created_at,
  reseller_domain: linkDomainOf(mountSearchResults.reseller_id),
};
type StoredRow = { token: string; id: number; created_at: Date; reseller_domain: string | null };

/** Rows one insert statement stores at most: a larger batch goes in several. */
export const MAX_ROWS_PER_INSERT = 16;

/**
 * Stores rows with as few statements as MAX_ROWS_PER_INSERT allows; one answer per row, in order: what the database
 * answered, or the error storing that row raised. A statement is all or nothing, so when one fails its rows are
 * stored again one by one: only the bad row fails.
 */
async function insertRows(db: Db, rows: NewRow[]): Promise<(StoredRow | Error)[]> {
  const answers: (StoredRow | Error)[] = [];
  for (let start = 0; start < rows.length; start += MAX_ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + MAX_ROWS_PER_INSERT);
    let stored: StoredRow[];
    try {
      stored = await db.insert(mountSearchResults).values(chunk).returning(storedColumns);
    } catch (error) {
      if (chunk.length === 1) answers.push(error instanceof Error ? error : new Error(String(error)));
      else for (const row of chunk) answers.push(...(await insertRows(db, [row])));
      continue;
    }
    // RETURNING's order is not promised: each row is matched by its token (unique).
    const byToken = new Map(stored.map((row) => [row.token, row]));
    for (const row of chunk) answers.push(byToken.get(row.token) ?? new Error('inserting a search returned no row'));
  }
  return answers;
}

/**
 * Searches arriving while an insert is in flight go together in the next one, per database: each search committed
 * apart cost about 1.8 times the server CPU a search and 2.4 times PostgreSQL's at 50 connections (decisions/0036).
 */
const insertTogether = coalescePerKey(insertRows);

/** Stores one search and answers its saved result; the answer waits for the row's commit. */
export async function insertSearchResult(db: Db, saved: NewSavedResult, leadKey?: string): Promise<SavedResult> {
  const { token, ...document } = saved;
  const stored = await insertTogether(db, {
    token,
    reseller_id: saved.reseller_id,
    antenna_id: saved.antenna_id,
    roof_type_id: saved.roof_type_id,
    mount_id: saved.mount_id,
    customer_name: saved.customer_name,
    customer_email: saved.customer_email,
    customer_company: saved.customer_company,
    // lead_key: which searches are one lead (lead-once.ts); kept in the document, never answered.
    result: {
      schema_version: RESULT_SCHEMA_VERSION,
      ...document,
      ...(leadKey === undefined ? {} : { lead_key: leadKey }),
    } satisfies ResultDocument,
  });
  return { ...saved, id: stored.id, created_at: stored.created_at, reseller_domain: stored.reseller_domain };
}

/** A stored search by its row id (the e-mail worker writes its message from it). */
export async function findSearchResultById(db: Db, id: number): Promise<SavedResult | undefined> {
  const [row] = await db.select(savedResultColumns).from(mountSearchResults).where(eq(mountSearchResults.id, id));
  return row && savedResult(row);
}

export async function findSearchResultByToken(db: Db, token: string): Promise<SavedResult | undefined> {
  const [row] = await db.select(savedResultColumns).from(mountSearchResults).where(eq(mountSearchResults.token, token));
  return row && savedResult(row);
}

/** The latest stored search that found a mount, if any: the report renders it once after a start (warm-up). */
export async function findLatestFit(db: Db): Promise<SavedResult | undefined> {
  const [row] = await db
    .select(savedResultColumns)
    .from(mountSearchResults)
    .where(isNotNull(mountSearchResults.mount_id))
    .orderBy(desc(mountSearchResults.id))
    .limit(1);
  return row && savedResult(row);
}

/** The first search stored since `since` under `leadKey` (lead-once.ts), if any. */
export async function findSearchResultByLeadKey(
  db: Db,
  leadKey: string,
  since: Date,
): Promise<SavedResult | undefined> {
  const [row] = await db
    .select(savedResultColumns)
    .from(mountSearchResults)
    .where(and(gt(mountSearchResults.created_at, since), sql`${mountSearchResults.result}->>'lead_key' = ${leadKey}`))
    .orderBy(asc(mountSearchResults.id))
    .limit(1);
  return row && savedResult(row);
}
