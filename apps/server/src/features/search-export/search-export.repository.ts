import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SearchExportRow } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { antennas, mounts, mountSearchResults as searches, resellers, roofTypes } from '../../db/schema.js';

/** Where the next page starts: after this (created_at, id), newest first. created_at as PostgreSQL text keeps µs. */
export interface SearchCursor {
  createdAt: string;
  id: number;
}

/**
 * One saved search with the names shown for it: the snapshot taken at search time, else today's catalogue.
 * The JSON row of the export (SearchExportRow) before the result URL is added.
 */
export type SearchExportRecord = Omit<SearchExportRow, 'created_at' | 'result_url'> & { created_at: Date; cursor: SearchCursor };

interface DisplaySnapshot {
  mount?: { name?: unknown; part_number?: unknown } | null;
  antenna?: { make?: unknown; model?: unknown } | null;
  roof_type?: { name?: unknown } | null;
  reseller?: { name?: unknown } | null;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function antennaName(make: unknown, model: unknown): string | undefined {
  const parts = [textOf(make), textOf(model)].filter((part): part is string => part !== undefined && part !== '');
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * One page of saved searches, newest first, by keyset on (created_at, id): each page is one indexed range scan,
 * however deep into the table it starts, and no page holds more than `limit` rows.
 */
export async function searchExportPage(
  db: Db,
  options: { resellerId?: number | undefined; after?: SearchCursor | undefined; limit: number },
): Promise<SearchExportRecord[]> {
  const conditions: SQL[] = [];
  if (options.resellerId !== undefined) conditions.push(eq(searches.reseller_id, options.resellerId));
  if (options.after) {
    conditions.push(sql`(${searches.created_at}, ${searches.id}) < (${options.after.createdAt}::timestamptz, ${options.after.id})`);
  }
  const rows = await db
    .select({
      id: searches.id,
      token: searches.token,
      created_at: searches.created_at,
      created_at_text: sql<string>`${searches.created_at}::text`,
      reseller_id: searches.reseller_id,
      customer_name: searches.customer_name,
      customer_email: searches.customer_email,
      customer_company: searches.customer_company,
      location: searches.location,
      latitude: searches.location_latitude,
      longitude: searches.location_longitude,
      building_height: searches.building_height,
      ridge_mount: searches.ridge_mount,
      wind_exposure: searches.wind_exposure,
      wind_speed: searches.wind_speed,
      default_wind_speed: searches.default_wind_speed,
      ballast_weight: searches.ballast_weight,
      roof_load: searches.roof_load,
      total_dead_load: searches.total_dead_load,
      display: searches.display,
      reseller_name: resellers.name,
      antenna_make: antennas.make,
      antenna_model: antennas.model,
      roof_type_name: roofTypes.name,
      mount_name: mounts.name,
      mount_part_number: mounts.part_number,
    })
    .from(searches)
    .leftJoin(resellers, eq(resellers.id, searches.reseller_id))
    .leftJoin(antennas, eq(antennas.id, searches.antenna_id))
    .leftJoin(roofTypes, eq(roofTypes.id, searches.roof_type_id))
    .leftJoin(mounts, eq(mounts.id, searches.mount_id))
    .where(and(...conditions))
    .orderBy(desc(searches.created_at), desc(searches.id))
    .limit(options.limit);

  return rows.map((row) => {
    const display = (row.display ?? {}) as DisplaySnapshot;
    return {
      id: row.id,
      token: row.token,
      created_at: row.created_at,
      reseller_id: row.reseller_id,
      reseller: textOf(display.reseller?.name) ?? row.reseller_name,
      customer_name: row.customer_name,
      customer_email: row.customer_email,
      customer_company: row.customer_company,
      antenna: antennaName(display.antenna?.make, display.antenna?.model) ?? antennaName(row.antenna_make, row.antenna_model) ?? null,
      location: row.location,
      latitude: row.latitude,
      longitude: row.longitude,
      building_height: row.building_height,
      roof_type: textOf(display.roof_type?.name) ?? row.roof_type_name,
      ridge_mount: row.ridge_mount,
      wind_exposure: row.wind_exposure,
      wind_speed: row.wind_speed,
      default_wind_speed: row.default_wind_speed,
      mount_part_number: textOf(display.mount?.part_number) ?? row.mount_part_number,
      mount_name: textOf(display.mount?.name) ?? row.mount_name,
      ballast_weight: row.ballast_weight,
      roof_load: row.roof_load,
      total_dead_load: row.total_dead_load,
      cursor: { createdAt: row.created_at_text, id: row.id },
    };
  });
}

/** Every matching search, newest first, fetched a page at a time as the consumer asks for more. */
export async function* allSearches(db: Db, options: { resellerId?: number | undefined; pageSize?: number }): AsyncGenerator<SearchExportRecord> {
  const pageSize = options.pageSize ?? 1000;
  let after: SearchCursor | undefined;
  for (;;) {
    const page = await searchExportPage(db, { resellerId: options.resellerId, after, limit: pageSize });
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.cursor;
  }
}
