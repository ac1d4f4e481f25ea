/**
 * The saved result: the one record a search writes, equal to the answer docs/api.md defines (`MountSearchResult`)
 * but for what is derived when it is read (reference, result_url) and a few private fields. A result is read only
 * from this record (never the live catalogue), so a shared link reads back the same after the catalogue changes.
 * It is stored as one JSON document (ResultDocument).
 */
import { randomBytes } from 'node:crypto';
import type { CalcOptions } from '@nprm/calc';
import { resultReference, roofCheckOf, type MountSearchResult, type NoFitBody } from '@nprm/contracts';
import { publicResultUrl } from '../resellers/index.js';

/** The answer's fields that only a fit has: null in the record of a search that found no mount. */
type FitField =
  'mount_id' | 'mount' | 'ballast_weight' | 'ballast_blocks' | 'governing' | 'roof_load' | 'total_dead_load';

/** The answer's fields derived on reading, never stored. */
type DerivedField = 'reference' | 'result_url' | 'created_at' | 'roof_check';

/** What a search stores: the answer's fields, the fit's null without a fit, and the fields never answered. */
export type NewSavedResult = Omit<MountSearchResult, FitField | DerivedField> & {
  [K in FitField]: MountSearchResult[K] | null;
} & {
  /** Private: the lead's contact (the answer carries only the company). */
  customer_name: string;
  customer_email: string;
  /** The engine's options as used, for the what-if cases. */
  engine_options: CalcOptions;
  /** Why no mount fits, for the leads list and export; null with a fit. */
  no_fit: NoFitBody['no_fit'] | null;
  /**
   * The calculation in plain text as the engine of results computed before the calculation sheet wrote it (their
   * sheet is []): what those customers were shown, which nothing else can rebuild. Null for every later result.
   */
  calculations_text: string | null;
};

/**
 * The version of the stored document. A change to the record that old rows cannot be read as (a field renamed, or
 * added without a value old rows may take) raises it, with a migration that upgrades every older row once.
 */
export const RESULT_SCHEMA_VERSION = 4;

/** The saved result as stored (mount_search_results.result): the record, its token aside, with its version. */
export type ResultDocument = Omit<NewSavedResult, 'token'> & { schema_version: typeof RESULT_SCHEMA_VERSION };

/** A stored search: its record and what the database set or reads with it. */
export type SavedResult = NewSavedResult & {
  /** The row id (what the e-mail queue refers to: never the token). */
  id: number;
  created_at: Date;
  /**
   * The domain of the result's reseller as it is now (read with the row, never stored): null without a reseller or
   * when the reseller is deactivated. Its links (result_url) point there, else at the default domain.
   */
  reseller_domain: string | null;
};

export function newResultToken(): string {
  return randomBytes(18).toString('base64url');
}

/** A token this API could have issued (URL-safe base64 of 16 to 48 bytes); anything else is not looked up. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{22,64}$/.test(token);
}

/** What the answer's links are built with (public-url.ts). */
export type ResultUrlConfig = Parameters<typeof publicResultUrl>[0];

/** True when the record is a fit's: every field only a fit has is set. */
export function isFit(saved: NewSavedResult): saved is NewSavedResult & { [K in FitField]: MountSearchResult[K] } {
  return (
    saved.mount_id !== null &&
    saved.mount !== null &&
    saved.ballast_weight !== null &&
    saved.ballast_blocks !== null &&
    saved.governing !== null &&
    saved.roof_load !== null &&
    saved.total_dead_load !== null
  );
}

/**
 * The answer for a saved result; a search that found no mount has none: null. Its `result_url` is on the result's
 * reseller's current domain (the default domain without one), whichever domain the request came in on.
 */
export function toMountSearchResult(saved: SavedResult, config: ResultUrlConfig): MountSearchResult | null {
  if (!isFit(saved)) return null;
  const {
    id: _id,
    reseller_domain,
    customer_name: _name,
    customer_email: _email,
    engine_options: _options,
    no_fit: _noFit,
    calculations_text: _text,
    created_at,
    ...answer
  } = saved;
  return {
    ...answer,
    reference: resultReference(saved.token),
    roof_check: roofCheckOf(saved),
    result_url: publicResultUrl(config, reseller_domain, saved.token),
    created_at: created_at.toISOString(),
  };
}
