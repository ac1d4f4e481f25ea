/**
 * The jurisdiction's rule over the standard for a search (decision 0041): the Florida Building Code's
 * High-Velocity Hurricane Zone rule (FBC 2010 §1609.8, G·C_f 3.1) for sites in Miami-Dade and Broward, unless the
 * engineering settings turn it off; and the sentence the result's assumptions carry about it.
 */
import type { Assumption, JurisdictionRule } from '@nprm/calc';
import type { LookedUpWindSpeed } from '../wind-speed-overrides/index.js';

/** The HVHZ counties (FBC 2010 §202, "High-Velocity Hurricane Zone"): Miami-Dade and Broward, by county FIPS. */
export const HVHZ_COUNTY_FIPS: ReadonlySet<string> = new Set(['12086', '12011']);

const HVHZ_RULE = 'FBC 2010 §1609.8';

export interface SearchJurisdiction {
  jurisdiction: JurisdictionRule;
  /**
   * The `hvhz` assumption's sentence for this site and these settings; null for a site in a known county outside the
   * zone, where the rule does not bear and the sentence is left out.
   */
  assumption: string | null;
}

/** Whether the looked-up site (coordinates or resolved text) lies in Miami-Dade or Broward. */
export function inHvhz(found: LookedUpWindSpeed | undefined): boolean {
  return found?.fips != null && HVHZ_COUNTY_FIPS.has(found.fips);
}

/** The rule a search applies at its site under the settings' toggle, with the sentence that says so. */
export function searchJurisdiction(found: LookedUpWindSpeed | undefined, hvhzRuleOn: boolean): SearchJurisdiction {
  if (found?.fips == null) {
    // No county for the site (a place typed but not found): the rule cannot be ruled out, so the reader is told.
    return {
      jurisdiction: 'none',
      assumption: `The site's county is not known: in the Florida High-Velocity Hurricane Zone (Miami-Dade, Broward) ${HVHZ_RULE} takes G·C_f 3.1 for rooftop equipment, which this result does not apply.`,
    };
  }
  if (!inHvhz(found)) return { jurisdiction: 'none', assumption: null };
  const where = found?.county ?? 'Miami-Dade or Broward';
  return hvhzRuleOn
    ? {
        jurisdiction: 'florida_hvhz',
        assumption: `${where} is in the Florida High-Velocity Hurricane Zone: the lateral force uses G·C_f 3.1 at every building height (${HVHZ_RULE}; not reduced, the building's size being unknown), the uplift G·C_f 1.5.`,
      }
    : {
        jurisdiction: 'none',
        assumption: `${where} is in the Florida High-Velocity Hurricane Zone, but the HVHZ rule (${HVHZ_RULE}, G·C_f 3.1) was not applied by the engineering settings: the force uses ASCE 7-10 alone.`,
      };
}

/** The engine's assumptions with the `hvhz` one said for this search. */
export function withJurisdictionAssumption(
  assumptions: readonly Assumption[],
  jurisdiction: SearchJurisdiction,
): Assumption[] {
  const said = jurisdiction.assumption;
  return assumptions.flatMap((a) => (a.code !== 'hvhz' ? [a] : said === null ? [] : [{ code: a.code, text: said }]));
}
