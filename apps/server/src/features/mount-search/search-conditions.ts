/**
 * What a search's inputs settle before the engine runs (docs/api.md, Mount search steps 1 and 2), one function for
 * the search and the diagnostics alike, so the diagnostics explain the very search a client would make: the site, the
 * wind speed with its rules (the same 422s), the mapped value, the jurisdiction's rule, the catalogue rows and the
 * engine's options. A field the search adds to the contracts' shared fields (`searchSubjectFields`) is read here.
 */
import type { CalcOptions } from '@nprm/calc';
import type { SearchSubject } from '@nprm/contracts';
import type { CatalogueSnapshot } from './catalogue.repository.js';
import { resolveSubjects, type SearchSubjects } from './eligibility.js';
import { engineOptions } from './engine-adapter.js';
import { searchJurisdiction, type SearchJurisdiction } from './jurisdiction.js';
import { mappedWindSpeed, type MappedWindSpeed } from './mapped-wind.js';
import { resolveSite, type SearchSite } from './site.js';
import { checkWindSpeedRules, windSpeedFloor } from './wind-rules.js';
import { forRiskCategory, lookUpSite, resolveWindSpeed, type ResolvedWindSpeed } from './wind-speed.js';

/** A search's inputs as the shared function reads them: the shared fields, the location and the given speed. */
export interface SearchConditionsRequest extends SearchSubject {
  location?: string | null | undefined;
  /** The visitor's wind speed, or undefined to look it up at the site. */
  wind_speed?: number | undefined;
}

/** The site, its wind speed (step 2), the mapped value, the jurisdiction's rule, the catalogue rows and the options. */
export interface SearchConditions {
  site: SearchSite;
  wind: ResolvedWindSpeed;
  mapped: MappedWindSpeed;
  jurisdiction: SearchJurisdiction;
  subjects: SearchSubjects;
  /** The engine's options: the settings, the risk category and jurisdiction rule, the block type's weight. */
  options: CalcOptions;
  /** The least wind speed any reason could bring this site to (windSpeedFloor), mph. */
  floor: number;
}

/**
 * The conditions of a search, or the 422 that refuses it (location, wind speed, catalogue rows), in that order. One
 * look-up, for the risk category's map, serves the wind speed used, the mapped value beside it and the county's rule.
 */
export function searchConditions(catalogue: CatalogueSnapshot, request: SearchConditionsRequest): SearchConditions {
  const given = request.wind_speed;
  const site = resolveSite(request, given !== undefined);
  const found = forRiskCategory(lookUpSite(catalogue, site.latitude, site.longitude), request.risk_category);
  const reason = given === undefined ? null : request.wind_speed_reason;
  checkWindSpeedRules(given, reason, found, request.risk_category);
  const wind = resolveWindSpeed(given, found, reason);
  const jurisdiction = searchJurisdiction(found, catalogue.settings.florida_hvhz_rule);
  const subjects = resolveSubjects(catalogue, request);
  const options = engineOptions(catalogue.settings, subjects.blockType, {
    riskCategory: request.risk_category,
    jurisdiction: jurisdiction.jurisdiction,
  });
  const floor = windSpeedFloor(found, request.risk_category);
  return { site, wind, mapped: mappedWindSpeed(found), jurisdiction, subjects, options, floor };
}
