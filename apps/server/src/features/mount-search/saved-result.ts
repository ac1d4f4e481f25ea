/**
 * The saved result: the one record a search writes, equal to the answer docs/api.md defines (`MountSearchResult`)
 * but for what is derived when it is read (reference, result_url) and a few private fields. A result is read only
 * from this record (never the live catalogue), so a shared link reads back the same after the catalogue changes.
 * Only the repository maps it to and from its row.
 */
import { randomBytes } from 'node:crypto';
import type { CalcOptions } from '@nprm/calc';
import { resultReference, type MountSearchResult, type NoFitBody } from '@nprm/contracts';
import { publicResultUrl } from '../resellers/index.js';

/** The answer's fields that only a fit has: null in the record of a search that found no mount. */
type FitField =
  'mount_id' | 'mount' | 'ballast_weight' | 'ballast_blocks' | 'governing' | 'roof_load' | 'total_dead_load';

/** The answer's fields derived on reading, never stored. */
type DerivedField = 'reference' | 'result_url' | 'created_at';

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
};

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
  /** The plain-text trace of a result stored before the calculation sheet existed; null for every later one. */
  legacy_calculations: string | null;
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
    legacy_calculations: _legacy,
    created_at,
    ...answer
  } = saved;
  return {
    ...answer,
    reference: resultReference(saved.token),
    result_url: publicResultUrl(config, reseller_domain, saved.token),
    created_at: created_at.toISOString(),
  };
}
