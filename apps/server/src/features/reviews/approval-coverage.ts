/**
 * What an approval covers (docs/product.md, "Engineer review"): the exact result the engineer approved. At the
 * decision the result's digest and the figures a reader checks first are kept with the review; on every reading
 * they are compared with the result as it is stored now, so a result changed since (a migration, a planning flag)
 * never passes as approved.
 */
import { createHash } from 'node:crypto';
import { formatNumber } from '@nprm/calc';
import type { ApprovedResult } from '../../db/tables.js';
import { RESULT_SCHEMA_VERSION, type SavedResult } from '../mount-search/index.js';

/** What is read with the row rather than stored with the result, so never part of what was approved. */
const NOT_OF_THE_RESULT = new Set(['id', 'created_at', 'reseller_domain']);

/**
 * One antenna's line repeats the result's antenna and its sheet rows, both covered: left out, the approvals given
 * before results listed their antennas still cover them. Several antennas are each covered.
 */
const oneLine = (saved: SavedResult) => saved.antennas.length <= 1;

/**
 * JSON with object keys sorted and null members left out: the same document answers the same text however its keys
 * were ordered when written or read back from jsonb, and a field added later with no value changes nothing.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== null && member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonical(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

function digestOf(saved: SavedResult): string {
  const stored = Object.fromEntries(
    Object.entries(saved).filter(([key]) => !NOT_OF_THE_RESULT.has(key) && !(key === 'antennas' && oneLine(saved))),
  );
  return createHash('sha256').update(canonical(stored)).digest('base64url');
}

/** The approved result's fingerprint, kept with the approval. */
export function approvedResultOf(saved: SavedResult): ApprovedResult {
  return {
    digest: digestOf(saved),
    schema_version: RESULT_SCHEMA_VERSION,
    engine_version: saved.engine_version,
    mount: saved.mount?.name ?? '',
    ballast_weight: saved.ballast_weight ?? 0,
    planning_only: saved.planning_only,
  };
}

/** The figures that differ between the approval and the result now, in words ("ballast 440 lb, now 470 lb"). */
function changes(approved: ApprovedResult, now: ApprovedResult): string[] {
  const said: string[] = [];
  if (approved.engine_version !== now.engine_version)
    said.push(`engine version ${approved.engine_version}, now ${now.engine_version}`);
  if (approved.mount !== now.mount) said.push(`mount ${approved.mount}, now ${now.mount}`);
  if (approved.ballast_weight !== now.ballast_weight)
    said.push(`ballast ${formatNumber(approved.ballast_weight, 0)} lb, now ${formatNumber(now.ballast_weight, 0)} lb`);
  return said;
}

/**
 * What the approval does not cover, completing "Approval does not cover …"; null when it covers the result as it
 * reads now. A planning estimate is never covered: it is not for permit, whoever reviewed it. An approval given
 * before approvals were tied to their result (no fingerprint) covers what it covered then, which cannot be checked:
 * it is printed as it always was.
 */
export function approvalDoesNotCover(approved: ApprovedResult | null, saved: SavedResult): string | null {
  if (saved.planning_only) return 'a planning estimate: it is not for permit';
  if (!approved) return null;
  const now = approvedResultOf(saved);
  if (now.digest === approved.digest) return null;
  const said = changes(approved, now);
  return `this result as it reads now: it changed after the approval${said.length ? ` (${said.join('; ')})` : ''}`;
}
