import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { countHit } from '../../limits/limits.repository.js';
import type { NewSavedResult, SavedResult } from './saved-result.js';
import { findSearchResultByLeadKey, insertSearchResult } from './saved-result.repository.js';

/** How long a repeat waits for the first of its window to be stored (it is being stored at the same time). */
const FIRST_WAIT_MS = 10_000;
const POLL_MS = 100;

/**
 * Which searches are one lead: the client address and the whole planned record but its token (inputs, contact,
 * reseller, and the answer, so a catalogue change in between makes a new lead). A hash: the address is not stored.
 */
export function leadKey(clientAddress: string, plan: NewSavedResult): string {
  const { token: _token, ...record } = plan;
  return createHash('sha256')
    .update(JSON.stringify([clientAddress, record]))
    .digest('base64url');
}

/** Who searched, and how long its identical searches are one lead (SEARCH_REPEAT_WINDOW; 0: each is stored). */
export interface LeadOrigin {
  clientAddress: string;
  windowMs: number;
}

/**
 * Stores a search once per lead: the first identical search from one address in the window is stored, and the
 * repeats within that window answer its record (`stored` false: no second lead, no second new-lead e-mail), so a
 * flood of one search makes one lead. The window is claimed on the shared counters, so instances on one database
 * agree on which search is the first; a repeat that cannot find the first (it failed) is stored after all.
 */
export async function storeLeadOnce(
  db: Db,
  plan: NewSavedResult,
  { clientAddress, windowMs }: LeadOrigin,
  now: () => number = Date.now,
): Promise<{ saved: SavedResult; stored: boolean }> {
  if (windowMs === 0) return { saved: await insertSearchResult(db, plan), stored: true };
  const key = leadKey(clientAddress, plan);
  const claim = await countHit(db, `lead:${key}`, windowMs, now());
  if (claim.hits > 1) {
    const since = new Date(claim.windowEndsAt - windowMs - 1000);
    for (let waited = 0; waited <= FIRST_WAIT_MS; waited += POLL_MS) {
      const first = await findSearchResultByLeadKey(db, key, since);
      if (first) return { saved: first, stored: false };
      await new Promise((wait) => setTimeout(wait, POLL_MS));
    }
  }
  return { saved: await insertSearchResult(db, plan, key), stored: true };
}
