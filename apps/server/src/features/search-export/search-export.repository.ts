import { and, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  PLANNING_ONLY_TITLE,
  type BillOfMaterials,
  type LeadStatus,
  type SearchExportRow,
  type SearchFilters,
} from '@nprm/contracts';
import type { Database, Db } from '../../db/client.js';
import { containsPattern } from '../../db/records.js';
import { antennas, mounts, mountSearchResults as searches, resellers, roofTypes } from '../../db/tables.js';
import { leadColumns, leadStatusCondition, leadStatusOf } from './lead-columns.js';
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

/** What a search with no fit says when the search kept no reason (searches stored before reasons were kept). */
export const NO_COMPATIBLE_MOUNT = 'No compatible mount';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The instant a UTC day (`2026-01-31`) starts, `days` later. */
const dayStart = (day: string, days = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

function antennaName(make: string | null, model: string | null): string | null {
  const parts = [make, model].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A text field of the display snapshot (mount_search_results.display), read in the query. */
/** The planning flag as a search's display keeps it. */
interface PlanningSnapshot {
  only: boolean;
  reasons: { text: string }[];
}

/** The CSV cell of the planning flag: the title and each reason, or null for a result fit for permit. */
function planningCell(planning: PlanningSnapshot | null): string | null {
  if (!planning?.only) return null;
  return [PLANNING_ONLY_TITLE, ...planning.reasons.map((reason) => reason.text)].join(' · ');
}

const snapshot = (...path: string[]) => sql<string | null>`${searches.display} #>> ${`{${path.join(',')}}`}`;

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
      reseller_id: searches.reseller_id,
      reseller_domain: linkDomainOf(searches.reseller_id),
      mount_id: searches.mount_id,
      snapshot_no_fit: snapshot('no_fit', 'message'),
      customer_name: searches.customer_name,
      customer_email: searches.customer_email,
      customer_company: searches.customer_company,
      project_name: searches.project_name,
      site_address: searches.site_address,
      location: searches.location,
      latitude: searches.location_latitude,
      longitude: searches.location_longitude,
      building_height: searches.building_height,
      ridge_mount: searches.ridge_mount,
      wind_exposure: searches.wind_exposure,
      wind_speed: searches.wind_speed,
      default_wind_speed: searches.default_wind_speed,
      snapshot_risk_category: snapshot('code_basis', 'risk_category'),
      snapshot_wind_speed_reason: snapshot('wind_speed_reason'),
      snapshot_wind_speed_citation: snapshot('wind_speed_citation'),
      snapshot_edition: snapshot('code_basis', 'edition'),
      snapshot_planning: sql<PlanningSnapshot | null>`${searches.display} -> 'planning'`,
      ballast_weight: searches.ballast_weight,
      roof_load: searches.roof_load,
      total_dead_load: searches.total_dead_load,
      bill_of_materials: searches.bill_of_materials,
      snapshot_reseller: snapshot('reseller', 'name'),
      snapshot_antenna_make: snapshot('antenna', 'make'),
      snapshot_antenna_model: snapshot('antenna', 'model'),
      snapshot_roof_type: snapshot('roof_type', 'name'),
      snapshot_mount_name: snapshot('mount', 'name'),
      snapshot_mount_part_number: snapshot('mount', 'part_number'),
      reseller_name: resellers.name,
      antenna_make: antennas.make,
      antenna_model: antennas.model,
      roof_type_name: roofTypes.name,
      mount_name: mounts.name,
      mount_part_number: mounts.part_number,
      ...leadColumns,
    })
    .from(searches)
    .leftJoin(resellers, eq(resellers.id, searches.reseller_id))
    .leftJoin(antennas, eq(antennas.id, searches.antenna_id))
    .leftJoin(roofTypes, eq(roofTypes.id, searches.roof_type_id))
    .leftJoin(mounts, eq(mounts.id, searches.mount_id))
    .where(and(...conditions))
    // "desc nulls last" as the indexes are declared: only then can the page be read off the index in order.
    .orderBy(sql`${searches.created_at} desc nulls last`, sql`${searches.id} desc nulls last`)
    .limit(options.limit)
    .offset(options.offset ?? 0);

  return rows.map((row) => ({
    id: row.id,
    token: row.token,
    created_at: row.created_at,
    reseller_id: row.reseller_id,
    reseller: row.snapshot_reseller ?? row.reseller_name,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_company: row.customer_company,
    project_name: row.project_name,
    site_address: row.site_address,
    antenna:
      antennaName(row.snapshot_antenna_make, row.snapshot_antenna_model) ??
      antennaName(row.antenna_make, row.antenna_model),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    building_height: row.building_height,
    roof_type: row.snapshot_roof_type ?? row.roof_type_name,
    ridge_mount: row.ridge_mount,
    wind_exposure: row.wind_exposure,
    wind_speed: row.wind_speed,
    default_wind_speed: row.default_wind_speed,
    // Searches stored before the risk category was asked were all Risk Category II.
    risk_category: row.snapshot_risk_category ?? 'II',
    wind_speed_reason: row.snapshot_wind_speed_reason,
    wind_speed_citation: row.snapshot_wind_speed_citation,
    // Searches stored before editions were ASCE 7-10 and carried no planning flag.
    code_edition: row.snapshot_edition ?? 'ASCE 7-10',
    planning_only: planningCell(row.snapshot_planning),
    mount_part_number: row.snapshot_mount_part_number ?? row.mount_part_number,
    mount_name: row.snapshot_mount_name ?? row.mount_name,
    ballast_weight: row.ballast_weight,
    roof_load: row.roof_load,
    total_dead_load: row.total_dead_load,
    ...bomCells(row.bill_of_materials as BillOfMaterials | null),
    no_fit: row.mount_id === null ? (row.snapshot_no_fit ?? NO_COMPATIBLE_MOUNT) : null,
    lead_status: row.lead_status,
    assigned_to: row.assigned_to,
    lead_notes: row.lead_notes,
    quote_requests: row.quote_requests,
    reseller_domain: row.reseller_domain,
    cursor: { createdAt: row.created_at_text, id: row.id },
  }));
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
