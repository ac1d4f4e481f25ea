/**
 * What a search's inputs settle before the engine runs (POST /api/mount_search_results at /api/docs, step 1 and 2), one
 * function for the search and the diagnostics alike, so the diagnostics explain the very search a client would make:
 * the site, the wind speed with its rules (the same 422s), the mapped value, the jurisdiction's rule, the catalogue
 * rows and the engine's options. A field the search adds to the contracts' shared fields (`searchSubjectFields`) is
 * read here.
 */
import type { CalcOptions, SiteInput } from '@nprm/calc';
import type { SearchSubject } from '@nprm/contracts';
import type { CatalogueSnapshot } from './catalogue.repository.js';
import { chooseEdition, type EditionChoice } from './code-in-force.js';
import { resolveSubjects, type SearchSubjects } from './eligibility.js';
import { engineOptions } from './engine-adapter.js';
import { searchJurisdiction, type SearchJurisdiction } from './jurisdiction.js';
import { mappedWindSpeed, type MappedWindSpeed } from './mapped-wind.js';
import { seismicRequiredHere, type SeismicValues } from './planning.js';
import { resolveSite, type SearchSite } from './site.js';
import { checkWindSpeedRules, windSpeedFloor } from './wind-rules.js';
import { forRiskCategory, lookUpSite, resolveWindSpeed, underEdition, type ResolvedWindSpeed } from './wind-speed.js';

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
  /** The edition computed, and the one in force at the site. */
  edition: EditionChoice;
  /** The site's inputs beside V, h_b and the exposure: the ground elevation and the seismic values. */
  siteInputs: Pick<SiteInput, 'groundElevation' | 'seismic'>;
  /** Whether the looked-up value is itself an estimate of its map (before the edition marks it approximate). */
  windEstimate: boolean;
  /** The seismic values with their source, or null when not given. */
  seismic: SeismicValues | null;
  /** Whether the site's state has sites in seismic design category D or above (unknown state: yes). */
  seismicRequiredHere: boolean;
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
  // The site's state: the look-up's where it has one (coordinates or resolved text), else unknown.
  const state = found?.found ? found.state : null;
  const edition = chooseEdition(request.code_edition, state, new Date().toISOString().slice(0, 10));
  const resolved = resolveWindSpeed(given, found, reason);
  const wind = underEdition(resolved, edition.edition, found?.override === true);
  const jurisdiction = searchJurisdiction(found, catalogue.settings.florida_hvhz_rule);
  const subjects = resolveSubjects(catalogue, request);
  const options = engineOptions(catalogue.settings, subjects.blockType, {
    edition: edition.edition,
    riskCategory: request.risk_category,
    jurisdiction: jurisdiction.jurisdiction,
  });
  const floor = windSpeedFloor(found, request.risk_category);
  const { seismic_sds: sds, seismic_sd1: sd1 } = request;
  const seismic = sds !== undefined && sd1 !== undefined ? { sds, sd1, source: request.seismic_source } : null;
  return {
    site,
    wind,
    mapped: mappedWindSpeed(found),
    jurisdiction,
    subjects,
    options,
    floor,
    edition,
    windEstimate: resolved.approximate,
    siteInputs: {
      groundElevation: request.ground_elevation ?? null,
      seismic: seismic && { sds: seismic.sds, sd1: seismic.sd1 },
    },
    seismic,
    seismicRequiredHere: seismicRequiredHere(state),
  };
}
