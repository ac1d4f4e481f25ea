/**
 * Saved results to and from their row (mount_search_results): the record as one JSON document (`result`, with its
 * schema_version), beside copies of what the admin lists filter and sort on. An older document is upgraded by a
 * migration, never on reading: what is read is what a search of today writes.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
  const { schema_version: _version, ...document } = result as ResultDocument;
  return { ...document, ...row };
}

/** Stores one search and answers its saved result; the answer waits for the row's commit. */
export async function insertSearchResult(db: Db, saved: NewSavedResult): Promise<SavedResult> {
  const { token, ...document } = saved;
  const [stored] = await db
    .insert(mountSearchResults)
    .values({
      token,
      reseller_id: saved.reseller_id,
      antenna_id: saved.antenna_id,
      roof_type_id: saved.roof_type_id,
      mount_id: saved.mount_id,
      customer_name: saved.customer_name,
      customer_email: saved.customer_email,
      customer_company: saved.customer_company,
      result: { schema_version: RESULT_SCHEMA_VERSION, ...document } satisfies ResultDocument,
    })
    .returning({
      id: mountSearchResults.id,
      created_at: mountSearchResults.created_at,
      reseller_domain: linkDomainOf(mountSearchResults.reseller_id),
    });
  if (!stored) throw new Error('inserting the mount search result returned no row');
  return { ...saved, ...stored };
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
