import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  placeResolveQuery,
  placeResolveResponse,
  placesQuery,
  placesResponse,
  seismicReferenceValuesResponse,
  windSpeedQuery,
  windSpeedResponse,
} from '@nprm/contracts';
import { listSeismicReferenceValues, resolvePlace, searchPlaces } from '@nprm/geo';
import { apiPlace, chooseEdition, forRiskCategory, windSpeedFloor, windSpeedPlace } from '../mount-search/index.js';
import { lookUpWindSpeed } from '../wind-speed-overrides/index.js';

/** What a search at a site in `state` would compute to by default, and what is in force there today. */
function codeInForceAt(state: string | null) {
  const choice = chooseEdition(undefined, state, new Date().toISOString().slice(0, 10));
  return { edition_in_force: choice.inForce, edition: choice.edition, adopted_code: choice.adoptedCode };
}

/**
 * GET /api/places, GET /api/places/resolve and GET /api/wind_speed over the embedded gazetteer, ZIP codes and wind
 * table, with the administrators' overrides (the places calls at /api/docs; anonymous).
 */
export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/places',
    {
      schema: {
        summary: 'Find places as the visitor types',
        description:
          'From embedded data (no key, no network), best first. q finds, in this order: a US ZIP code (or its ' +
          'first 3–4 digits); coordinates, latitude first, in decimal or N/S/E/W form; cities whose name starts ' +
          'so (accents, case and punctuation ignored; St/Saint, Ft/Fort, Mt/Mount), by population, US and its ' +
          'territories first among places of one name; a city and its state as GET /api/places/resolve reads ' +
          'them; else near misses (one edit from 4 letters, two from 5). limit 1–20 (8); countries: ISO codes, ' +
          'at most 50 (not applied to coordinates). Blank q: [].',
        querystring: placesQuery,
        response: { 200: placesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { q, limit, countries } = request.query;
      return searchPlaces(q, { limit, ...(countries ? { countries } : {}) }).map(apiPlace);
    },
  );

  routes.get(
    '/api/places/resolve',
    {
      schema: {
        summary: 'Turn typed text into one place',
        description:
          'The rule the search and the diagnostics use: (1) a ZIP code or coordinates; (2) a place whose label ' +
          'matches exactly; (3) a city and its state, province or country as people type them ("Chicago, IL", ' +
          '"Chicago Illinois", "Toronto, ON"); (4) a city whose name matches, US first, then population; (5) an ' +
          'address ("1200 Brickell Ave, Miami, FL 33131": the most specific clue wins) or a county ("Miami-Dade ' +
          'County, FL"). A name held by US places of 50,000 people or more in several states is ambiguous: place ' +
          'null and the candidates, most populous first ("Springfield"). So is a ZIP in another county than the ' +
          'city named. A county whose wind speed varies within it is too broad: null. No near misses here.',
        querystring: placeResolveQuery,
        response: { 200: placeResolveResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { place, candidates } = resolvePlace(request.query.q);
      return { place: place && apiPlace(place), candidates: candidates.map(apiPlace) };
    },
  );

  routes.get(
    '/api/seismic_reference_values',
    {
      schema: {
        summary: 'Published seismic values for a few places',
        description:
          'S_DS and S_D1 each from one published report at one point, with its edition, site class, risk ' +
          "category and source: a starting point to compare with, never the site's own values.",
        response: { 200: seismicReferenceValuesResponse, ...errorResponses },
      },
    },
    async () =>
      listSeismicReferenceValues().map((row) => ({
        place: row.place,
        state: row.state,
        latitude: row.latitude,
        longitude: row.longitude,
        edition: row.edition,
        site_class: row.siteClass,
        risk_category: row.riskCategory,
        sds: row.sds,
        sd1: row.sd1,
        source: row.source,
        note: row.note,
      })),
  );

  routes.get(
    '/api/wind_speed',
    {
      schema: {
        summary: 'The wind speed at a point',
        description:
          'The ASCE 7-10 basic wind speed (mph) a search there would use for the risk category (II by default; ' +
          'I, III and IV derived from the Risk Category II value, an estimate saying so): the county that ' +
          'contains the point (or whose coast is within 5 km), the modelled value at the point in a county ' +
          "modelled from the coast, or an administrator's override (override true). Outside the data: 115 with " +
          'default_wind_speed true. source names the document (never a URL); basis says why in plain words; ' +
          'special_wind_region asks for the local value; wind_speed_floor is the least speed any reason admits; ' +
          "code_in_force the edition the state's adopted code references today.",
        querystring: windSpeedQuery,
        response: { 200: windSpeedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { latitude, longitude, risk_category } = request.query;
      // The search's own rule for the category: the form's hint shows what a search there would use.
      const found = forRiskCategory(await lookUpWindSpeed(app.ctx.db, latitude, longitude), risk_category)!;
      return {
        wind_speed: found.windSpeed,
        risk_category,
        default_wind_speed: !found.found,
        source: found.source,
        approximate: found.approximate,
        note: found.note,
        place: windSpeedPlace(found),
        basis: found.basis,
        special_wind_region: found.specialWindRegion,
        override: found.override,
        fips: found.fips,
        wind_speed_floor: windSpeedFloor(found, risk_category),
        code_in_force: codeInForceAt(found.found ? found.state : null),
      };
    },
  );
}
