import { z } from 'zod';
import {
  blankToUndefined,
  bomQuery,
  optionalDay,
  optionalFlag,
  optionalRecordId,
  queryText,
  wholeNumber,
} from './fields.js';
import { leadStatus } from './leads.js';

export const SEARCH_EXPORT_FILE_NAME = 'search-results.csv';
/** The JSON answer is paged (docs/product.md: the default page size is 20 where paged). */
export const SEARCH_LIST_DEFAULT_LIMIT = 20;
export const SEARCH_LIST_MAX_LIMIT = 1000;
/** Pages past this are refused (the offset stays far inside what PostgreSQL and JavaScript count exactly). */
const SEARCH_LIST_MAX_PAGE = 1_000_000;
/**
 * The deepest row a page may reach (page × limit): an offset costs the database every row it skips, so deeper
 * pages are refused with DEEP_PAGE rather than cost seconds; the filters or the CSV reach the rest.
 */
export const SEARCH_LIST_MAX_ROWS = 100_000;
export const DEEP_PAGE =
  'reaches past the first 100,000 searches: narrow the list with the filters (reseller, dates, fit) or export it as CSV';

/** Whether page `page` of `limit` rows reaches past SEARCH_LIST_MAX_ROWS. */
export function isTooDeep(page: number, limit: number): boolean {
  return page * limit > SEARCH_LIST_MAX_ROWS;
}
/** The JSON answer's header with the number of matching searches over all pages. */
export const SEARCH_LIST_TOTAL_HEADER = 'x-total-count';

/** The 422 message on `to` when it is before `from`. */
export const TO_BEFORE_FROM = 'must be on or after the from date';
/** The 422 message on `reseller_id` when no reseller has that id. */
export const UNKNOWN_RESELLER = 'is not a reseller';

/** The longest text `q` searches for. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

const filterFields = {
  reseller_id: optionalRecordId,
  from: optionalDay,
  to: optionalDay,
  fit: optionalFlag,
  q: z.preprocess((value) => (value === '' ? undefined : value), queryText(SEARCH_TEXT_MAX_LENGTH).optional()),
  /** Only the leads with this pipeline status (a lead never touched is `new`). */
  status: z.preprocess(blankToUndefined, leadStatus.optional()),
};

function toNotBeforeFrom(filters: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (filters.from !== undefined && filters.to !== undefined && filters.to < filters.from)
    context.addIssue({ code: 'custom', path: ['to'], message: TO_BEFORE_FROM });
}

/**
 * The filters of the search list and its export (GET /api/mount_search_results at /api/docs): one reseller; `from` and
 * `to`, whole days in UTC (the days the admin pages show, K-10), both included; `fit=true` only searches that found a
 * mount, `fit=false` only those that found none; `q`, the searches whose customer name, company or e-mail
 * contains the text (any case).
 */
export const searchFilters = z.object(filterFields).superRefine(toNotBeforeFrom);
export type SearchFilters = z.output<typeof searchFilters>;

/**
 * GET /api/mount_search_results?reseller_id=&from=&to=&fit=&q=&page=&limit=. The filters apply to both answers;
 * `page` (1-based) and `limit` to the JSON answer only, newest first, with the total in the x-total-count header;
 * the CSV holds every matching row.
 */
export const searchExportQuery = z
  .object({
    ...filterFields,
    page: wholeNumber(1, SEARCH_LIST_MAX_PAGE, { fallback: 1 }),
    limit: wholeNumber(1, SEARCH_LIST_MAX_LIMIT, { fallback: SEARCH_LIST_DEFAULT_LIMIT }),
    bom: bomQuery,
  })
  .superRefine(toNotBeforeFrom);

/**
 * A name the search refers to (reseller, antenna, roof type, mount): as saved with the search, else the record's
 * current name, null where there is neither.
 */
const savedName = z.string().nullable();

/** One search as the CSV holds it, column by column in order (docs/api.md, "Mount search"). */
const searchExportCsvRow = z.object({
  created_at: z.string(),
  reseller: savedName,
  customer_name: z.string(),
  customer_email: z.string(),
  customer_company: z.string(),
  /** The project and the site's street address as typed, or null. */
  project_name: z.string().nullable(),
  site_address: z.string().nullable(),
  antenna: savedName,
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  building_height: z.number(),
  roof_type: savedName,
  ridge_mount: z.boolean(),
  wind_exposure: z.string(),
  wind_speed: z.number(),
  default_wind_speed: z.boolean(),
  /** ASCE 7 Risk Category of the search ("II" for searches stored before it was asked). */
  risk_category: z.string(),
  /** The reason given for a wind speed below the map, or null. */
  wind_speed_reason: z.string().nullable(),
  /** The entered wind speed's source as cited, or null. */
  wind_speed_citation: z.string().nullable(),
  /** The ASCE 7 edition computed ("ASCE 7-10" for searches stored before editions). */
  code_edition: z.string(),
  /** "Planning estimate: not for permit" with its reasons, or null for a result fit for permit. */
  planning_only: z.string().nullable(),
  mount_part_number: savedName,
  mount_name: savedName,
  ballast_weight: z.number().nullable(),
  roof_load: z.number().nullable(),
  total_dead_load: z.number().nullable(),
  /**
   * The bill of materials as at search time, "DEMO-S6 × 1 at 1249.50; DEMO-S6-TRAY × 4 on request"; null
   * without a fit or for searches stored before it. Its currency, and its total (null when a part is on request).
   */
  bom_lines: z.string().nullable(),
  bom_currency: z.string().nullable(),
  bom_total: z.number().nullable(),
  /** Null when a mount was found; else why not: the reason kept with the search, or "No compatible mount". */
  no_fit: z.string().nullable(),
  /** The result's page on its reseller's domain; null (an empty cell) for a search with no fit, which has none. */
  result_url: z.string().nullable(),
  /**
   * The lead pipeline (the lead calls at /api/docs): status, the assignee's e-mail, the notes ("2026-11-28
   * sam@acme.example: text" each, oldest first, separated by " | ").
   */
  lead_status: z.string(),
  assigned_to: z.string().nullable(),
  lead_notes: z.string().nullable(),
  /** The quote requests, oldest first: "2026-11-28: 12 sites (note)", separated by " | "; null when none. */
  quote_requests: z.string().nullable(),
  /**
   * The optional roof inputs as the search gave them (psf; ft), null (an empty cell) when not given. Last, so the
   * specification's columns keep their places.
   */
  roof_allowable_load: z.number().nullable(),
  roof_edge_distance: z.number().nullable(),
  /** The lead's next step and the day it is due (YYYY-MM-DD), null when none. */
  lead_next_step: z.string().nullable(),
  lead_next_step_due: z.string().nullable(),
});
/** Columns of the CSV export, in order. */
export const SEARCH_EXPORT_COLUMNS = searchExportCsvRow.keyof().options;

/** One search as the JSON answer lists it: the CSV columns after its id, token and reseller id. */
const searchExportRow = z.object({
  id: z.number().int(),
  token: z.string(),
  reseller_id: z.number().int().nullable(),
  ...searchExportCsvRow.shape,
  /** The lead's lock_version, for a save from the list (PUT /api/leads/{id}). */
  lead_lock_version: z.number().int(),
});
export type SearchExportRow = z.infer<typeof searchExportRow>;

/** 200 of the JSON answer: one page of searches, newest first (the total is in the x-total-count header). */
export const searchExportList = z.array(searchExportRow);
/** 200 with Accept: text/csv: the CSV (streamed as it is; the schema documents it). */
export const searchExportCsv = z.string();
