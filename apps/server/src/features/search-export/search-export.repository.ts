import { and, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  antennasText,
  PLANNING_ONLY_TITLE,
  type LeadStatus,
  type SearchExportRow,
  type SearchFilters,
} from '@nprm/contracts';
import type { Database, Db } from '../../db/client.js';
import { containsPattern } from '../../db/records.js';
import { mountSearchResults as searches, resellers } from '../../db/tables.js';
import type { ResultDocument } from '../mount-search/index.js';
import { leadColumns, leadStatusCondition, leadStatusOf, leadWorkColumns } from './lead-columns.js';
import { linkDomainOf } from '../resellers/index.js';
import { bomCells } from './bom-cells.js';

/** Where the next page starts: after this (created_at, id), newest first. created_at as PostgreSQL text keeps µs. */
export interface SearchCursor {
  createdAt: string;
  id: number;
}

/**
 * One saved search with the names shown for it: the snapshot taken at search time, else today's catalogue.
 * The JSON row of the export (SearchExportRow) before the result URL is added from the reseller's domain.
 */
export type SearchExportRecord = Omit<SearchExportRow, 'created_at' | 'result_url'> & {
  created_at: Date;
  cursor: SearchCursor;
  /** The domain of the search's reseller today (its links point there); null without one or when it is deactivated. */
  reseller_domain: string | null;
};

/** What a search with no fit says when it kept no reason (a search stored before reasons were kept). */
export const NO_COMPATIBLE_MOUNT = 'No compatible mount';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The instant a UTC day (`2026-01-31`) starts, `days` later. */
const dayStart = (day: string, days = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

function antennaName(make: string | null, model: string | null): string | null {
  const parts = [make, model].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A saved result as the lists read it: all but the calculation sheet. */
type ListedResult = Omit<ResultDocument, 'calculation_steps'>;

/** The CSV cell of the planning flag: the title and each reason, or null for a result fit for permit. */
function planningCell(result: ListedResult): string | null {
  if (!result.planning_only) return null;
  return [PLANNING_ONLY_TITLE, ...result.planning_reasons.map((reason) => reason.text)].join(' · ');
}

/**
 * The filters of GET /api/mount_search_results at /api/docs: one reseller's searches; from the start of the UTC day
 * `from` to the end of the UTC day `to`; a search with a mount (`fit`) or without one; a customer name, company or
 * e-mail containing `q`.
 */
function filterConditions(filters: SearchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status !== undefined) conditions.push(leadStatusCondition(filters.status));
  if (filters.reseller_id !== undefined) conditions.push(eq(searches.reseller_id, filters.reseller_id));
  if (filters.from !== undefined) conditions.push(gte(searches.created_at, dayStart(filters.from)));
  if (filters.to !== undefined) conditions.push(lt(searches.created_at, dayStart(filters.to, 1)));
  if (filters.fit !== undefined)
    conditions.push(filters.fit ? isNotNull(searches.mount_id) : isNull(searches.mount_id));
  if (filters.q !== undefined) {
    // Bounded rather than indexed (decisions/0049): q is at most 100 characters, a page stops at its 20 rows read
    // newest first off the created_at index, and the other filters narrow the rows the count reads.
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(searches.customer_name, pattern),
        ilike(searches.customer_company, pattern),
        ilike(searches.customer_email, pattern),
      )!,
    );
  }
  return conditions;
}

/**
 * One page of saved searches, newest first. The export reads by keyset on (created_at, id) (`after`): each page is
 * one indexed range scan, however deep into the table it starts. The admin list reads numbered pages (`offset`).
 * No page holds more than `limit` rows.
 */
export async function searchExportPage(
  db: Db,
  options: { filters: SearchFilters; after?: SearchCursor | undefined; offset?: number; limit: number },
): Promise<SearchExportRecord[]> {
  const conditions = filterConditions(options.filters);
  if (options.after) {
    conditions.push(
      sql`(${searches.created_at}, ${searches.id}) < (${options.after.createdAt}::timestamptz, ${options.after.id})`,
    );
  }
  const rows = await db
    .select({
      id: searches.id,
      token: searches.token,
      created_at: searches.created_at,
      created_at_text: sql<string>`${searches.created_at}::text`,
      reseller_domain: linkDomainOf(searches.reseller_id),
      // Without its sheet, which no list shows and which is most of its size.
      result: sql<ListedResult>`(${searches.result} - 'calculation_steps')`,
      ...leadColumns,
      ...leadWorkColumns,
    })
    .from(searches)
    .where(and(...conditions))
    // "desc nulls last" as the indexes are declared: only then can the page be read off the index in order.
    .orderBy(sql`${searches.created_at} desc nulls last`, sql`${searches.id} desc nulls last`)
    .limit(options.limit)
    .offset(options.offset ?? 0);

  return rows.map((row) => {
    const { result } = row;
    return {
      id: row.id,
      token: row.token,
      created_at: row.created_at,
      reseller_id: result.reseller_id,
      reseller: result.reseller?.name ?? null,
      customer_name: result.customer_name,
      customer_email: result.customer_email,
      customer_company: result.customer_company,
      project_name: result.project_name,
      site_address: result.site_address,
      // Several antennas on the mount share the one cell, each with its height (the columns stay the same).
      antenna:
        result.antennas.length > 1 ? antennasText(result) : antennaName(result.antenna.make, result.antenna.model),
      location: result.location,
      latitude: result.location_latitude,
      longitude: result.location_longitude,
      building_height: result.building_height,
      roof_type: result.roof_type.name,
      ridge_mount: result.ridge_mount,
      wind_exposure: result.wind_exposure,
      wind_speed: result.wind_speed,
      default_wind_speed: result.default_wind_speed,
      risk_category: result.code_basis.risk_category,
      wind_speed_reason: result.wind_speed_reason,
      wind_speed_citation: result.wind_speed_citation,
      code_edition: result.code_basis.edition,
      planning_only: planningCell(result),
      mount_part_number: result.mount?.part_number ?? null,
      mount_name: result.mount?.name ?? null,
      ballast_weight: result.ballast_weight,
      roof_load: result.roof_load,
      total_dead_load: result.total_dead_load,
      ...bomCells(result.bill_of_materials),
      no_fit: result.mount_id === null ? (result.no_fit?.message ?? NO_COMPATIBLE_MOUNT) : null,
      lead_status: row.lead_status,
      assigned_to: row.assigned_to,
      lead_notes: row.lead_notes,
      quote_requests: row.quote_requests,
      roof_allowable_load: result.roof_allowable_load,
      roof_edge_distance: result.roof_edge_distance,
      lead_next_step: row.lead_next_step,
      lead_next_step_due: row.lead_next_step_due,
      lead_lock_version: row.lead_lock_version,
      reseller_domain: row.reseller_domain,
      cursor: { createdAt: row.created_at_text, id: row.id },
    };
  });
}

/** How many searches match the filters. */
export async function countSearches(db: Db, filters: SearchFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(searches)
    .where(and(...filterConditions(filters)));
  return row?.count ?? 0;
}

/** How many searches match the filters (all but the status) with each lead status; a status none has is absent. */
export async function countSearchesByStatus(db: Db, filters: SearchFilters): Promise<Map<LeadStatus, number>> {
  const rows = await db
    .select({ status: leadStatusOf, count: sql<number>`count(*)::integer` })
    .from(searches)
    .where(and(...filterConditions({ ...filters, status: undefined })))
    .groupBy(leadStatusOf);
  return new Map(rows.map((row) => [row.status, row.count]));
}

/** Whether a reseller has this id (active or not): a filter by an id that names none is refused. */
export async function resellerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, id)).limit(1);
  return row !== undefined;
}

/** Every matching search, newest first, a page at a time, each page read only when the consumer asks for it. */
export async function* searchPages(
  db: Db,
  options: { filters: SearchFilters; pageSize?: number },
): AsyncGenerator<SearchExportRecord[]> {
  const pageSize = options.pageSize ?? 1000;
  let after: SearchCursor | undefined;
  for (;;) {
    const page = await searchExportPage(db, { filters: options.filters, after, limit: pageSize });
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.cursor;
  }
}

/**
 * PGlite has no autovacuum, so the planner never learns how many searches there are and, for a reseller filter,
 * would sort every remaining row of that reseller for each page. Fresh statistics (a sample, well under a second
 * for a million rows) make it read each page off the (reseller_id, created_at, id) index. PostgreSQL's autovacuum
 * keeps them current on its own.
 */
export async function refreshSearchStatistics(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`analyze ${searches}`);
}
