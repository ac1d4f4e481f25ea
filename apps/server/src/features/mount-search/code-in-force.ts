/**
 * The ASCE 7 edition a search computes to (docs/engineering.md, "Code editions"): the one the request names, else
 * the one the site's adopted building code references on the day of the search (@nprm/geo's table), else, where
 * that edition is one the engine cannot compute or is not known, the latest it can, which the result then says.
 */
import { CODE_EDITIONS, LATEST_COMPUTED_EDITION, type CodeEdition, type KnownCodeEdition } from '@nprm/calc';
import type { AdoptedCode } from '@nprm/contracts';
import { codeInForce } from '@nprm/geo';

export interface EditionChoice {
  /** The edition computed. */
  edition: CodeEdition;
  /** True when the request named it. */
  chosen: boolean;
  /** The edition in force at the site; null where the table does not know it. */
  inForce: KnownCodeEdition | null;
  adoptedCode: AdoptedCode | null;
}

const computed = (edition: KnownCodeEdition | null): edition is CodeEdition =>
  edition !== null && (CODE_EDITIONS as readonly string[]).includes(edition);

/**
 * The edition for a search at a site in `state` (USPS code, null when the site's state is not known) on `today`
 * (YYYY-MM-DD): the requested one when given.
 */
export function chooseEdition(requested: CodeEdition | undefined, state: string | null, today: string): EditionChoice {
  const adoption = state === null ? null : codeInForce(state, today);
  const inForce = adoption?.edition ?? null;
  const adoptedCode =
    adoption === null
      ? null
      : { state: adoption.state, name: adoption.code, effective: adoption.effective, source: adoption.source };
  if (requested !== undefined) return { edition: requested, chosen: true, inForce, adoptedCode };
  return { edition: computed(inForce) ? inForce : LATEST_COMPUTED_EDITION, chosen: false, inForce, adoptedCode };
}
