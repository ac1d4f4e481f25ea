import { z } from 'zod';
import { optionalRecordIdQuery } from './admin-fields.js';

/** Columns of the CSV export, in order (API.md "Mount search"). */
export const SEARCH_EXPORT_COLUMNS = [
  'created_at',
  'reseller',
  'customer_name',
  'customer_email',
  'customer_company',
  'antenna',
  'location',
  'latitude',
  'longitude',
  'building_height',
  'roof_type',
  'ridge_mount',
  'wind_exposure',
  'wind_speed',
  'default_wind_speed',
  'mount_part_number',
  'mount_name',
  'ballast_weight',
  'roof_load',
  'total_dead_load',
  'result_url',
] as const;

export const SEARCH_EXPORT_FILE_NAME = 'search-results.csv';
/** The JSON answer is paged (SPEC.md §9: the default page size is 20 where paged). */
export const SEARCH_LIST_DEFAULT_LIMIT = 20;
export const SEARCH_LIST_MAX_LIMIT = 1000;
/** Pages past this are refused (the offset stays far inside what PostgreSQL and JavaScript count exactly). */
export const SEARCH_LIST_MAX_PAGE = 1_000_000;
/** The JSON answer's header with the number of matching searches over all pages. */
export const SEARCH_LIST_TOTAL_HEADER = 'x-total-count';

/** A whole number from a query string in 1..max; blank means the default. */
function pageParameter(max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'is not a number' })
      .int('must be a whole number')
      .min(1, 'must be greater than or equal to 1')
      .max(max, `must be less than or equal to ${max}`)
      .default(fallback),
  );
}

/**
 * GET /api/mount_search_results?reseller_id=&page=&limit=. `page` (1-based) and `limit` apply to the JSON answer
 * only, newest first, with the total in the x-total-count header; the CSV holds every row.
 */
export const searchExportQuery = z.object({
  reseller_id: optionalRecordIdQuery,
  page: pageParameter(SEARCH_LIST_MAX_PAGE, 1),
  limit: pageParameter(SEARCH_LIST_MAX_LIMIT, SEARCH_LIST_DEFAULT_LIMIT),
});
export type SearchExportQuery = z.infer<typeof searchExportQuery>;

/** One search as the JSON answer lists it (the CSV columns plus ids and the token). */
export interface SearchExportRow {
  id: number;
  token: string;
  reseller_id: number | null;
  created_at: string;
  reseller: string | null;
  customer_name: string;
  customer_email: string;
  customer_company: string;
  antenna: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  building_height: number;
  roof_type: string | null;
  ridge_mount: boolean;
  wind_exposure: string;
  wind_speed: number;
  default_wind_speed: boolean;
  mount_part_number: string | null;
  mount_name: string | null;
  ballast_weight: number | null;
  roof_load: number | null;
  total_dead_load: number | null;
  result_url: string;
}
