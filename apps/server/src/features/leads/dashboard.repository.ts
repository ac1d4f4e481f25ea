/** The dashboard's numbers (docs/api.md, "Dashboard"): one range of saved results, by week, antenna and state. */
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leadPipeline, mountSearchResults as searches, quoteRequests, resellers } from '../../db/tables.js';

export interface DashboardRange {
  /** The first instant of the range and the first instant after it. */
  start: Date;
  end: Date;
  reseller_id: number | null;
}

export interface WeekCounts {
  week: string;
  searches: number;
  fits: number;
  quote_requests: number;
  won: number;
}

function rangeConditions(range: DashboardRange): SQL[] {
  const conditions = [gte(searches.created_at, range.start), lt(searches.created_at, range.end)];
  if (range.reseller_id !== null) conditions.push(eq(searches.reseller_id, range.reseller_id));
  return conditions;
}

/** The outer search's id with its table: in a query of one table Drizzle leaves it out, and quote_requests has an id. */
const outerSearchId = sql.raw('"mount_search_results"."id"');

const weekOf = sql<string>`to_char(date_trunc('week', ${searches.created_at} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

/** Per week (Monday, UTC) of the search: searches, fits, those with a quote request, those won. */
export async function weekCounts(db: Db, range: DashboardRange): Promise<WeekCounts[]> {
  return db
    .select({
      week: weekOf,
      searches: sql<number>`count(*)::integer`,
      fits: sql<number>`count(${searches.mount_id})::integer`,
      quote_requests: sql<number>`(count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${quoteRequests}
        WHERE ${quoteRequests.search_result_id} = ${outerSearchId})))::integer`,
      won: sql<number>`(count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${leadPipeline}
        WHERE ${leadPipeline.search_result_id} = ${outerSearchId} AND ${leadPipeline.status} = 'won')))::integer`,
    })
    .from(searches)
    .where(and(...rangeConditions(range)))
    .groupBy(weekOf);
}

const antennaName = sql<string>`trim((${searches.result} #>> '{antenna,make}') || ' ' || (${searches.result} #>> '{antenna,model}'))`;
/** The state of the site: the wind look-up's county ("Miami-Dade, FL"), else the location as typed ("Tulsa, OK"). */
const stateOf = sql<
  string | null
>`substring(coalesce(${searches.result} ->> 'wind_speed_place', ${searches.result} ->> 'location')
  from ',\\s*([A-Z]{2})(\\s+[0-9]{5}(-[0-9]{4})?)?(,\\s*United States)?$')`;

/** The `limit` antennas searched most often in the range, most first (ties by name). */
export async function topAntennas(db: Db, range: DashboardRange, limit: number) {
  return db
    .select({ name: antennaName, searches: sql<number>`count(*)::integer` })
    .from(searches)
    .where(and(...rangeConditions(range)))
    .groupBy(antennaName)
    .orderBy(sql`count(*) desc`, antennaName)
    .limit(limit);
}

/** The `limit` states searched most often in the range (searches whose state is known). */
export async function topStates(db: Db, range: DashboardRange, limit: number) {
  const rows = await db
    .select({ state: stateOf, searches: sql<number>`count(*)::integer` })
    .from(searches)
    .where(and(...rangeConditions(range), sql`${stateOf} IS NOT NULL`))
    .groupBy(stateOf)
    .orderBy(sql`count(*) desc`, stateOf)
    .limit(limit);
  return rows.map((row) => ({ state: row.state ?? '', searches: row.searches }));
}

export async function resellerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, id)).limit(1);
  return row !== undefined;
}
