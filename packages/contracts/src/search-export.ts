import { z } from 'zod';
import { optionalRecordId, wholeNumber } from './fields.js';

export const SEARCH_EXPORT_FILE_NAME = 'search-results.csv';
/** The JSON answer is paged (docs/product.md: the default page size is 20 where paged). */
export const SEARCH_LIST_DEFAULT_LIMIT = 20;
export const SEARCH_LIST_MAX_LIMIT = 1000;
/** Pages past this are refused (the offset stays far inside what PostgreSQL and JavaScript count exactly). */
const SEARCH_LIST_MAX_PAGE = 1_000_000;
/** The JSON answer's header with the number of matching searches over all pages. */
export const SEARCH_LIST_TOTAL_HEADER = 'x-total-count';

/**
 * GET /api/mount_search_results?reseller_id=&page=&limit=. `page` (1-based) and `limit` apply to the JSON answer
 * only, newest first, with the total in the x-total-count header; the CSV holds every row.
 */
export const searchExportQuery = z.object({
  reseller_id: optionalRecordId,
  page: wholeNumber(1, SEARCH_LIST_MAX_PAGE, { fallback: 1 }),
  limit: wholeNumber(1, SEARCH_LIST_MAX_LIMIT, { fallback: SEARCH_LIST_DEFAULT_LIMIT }),
});

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
  mount_part_number: savedName,
  mount_name: savedName,
  ballast_weight: z.number().nullable(),
  roof_load: z.number().nullable(),
  total_dead_load: z.number().nullable(),
  result_url: z.string(),
});
/** Columns of the CSV export, in order. */
export const SEARCH_EXPORT_COLUMNS = searchExportCsvRow.keyof().options;

/** One search as the JSON answer lists it: the CSV columns after its id, token and reseller id. */
const searchExportRow = z.object({
  id: z.number().int(),
  token: z.string(),
  reseller_id: z.number().int().nullable(),
  ...searchExportCsvRow.shape,
});
export type SearchExportRow = z.infer<typeof searchExportRow>;

/** 200 of the JSON answer: one page of searches, newest first (the total is in the x-total-count header). */
export const searchExportList = z.array(searchExportRow);
/** 200 with Accept: text/csv: the CSV (streamed as it is; the schema documents it). */
export const searchExportCsv = z.string();
