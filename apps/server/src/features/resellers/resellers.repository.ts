import { and, asc, isNull, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { PublicReseller, Reseller, ResellerCreate, ResellerUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import * as catalogueRows from '../../db/catalogue-rows.js';
import { setDeletedAt } from '../../db/records.js';
import { resellers } from '../../db/tables.js';

type ResellerRow = typeof resellers.$inferSelect;

/**
 * The domain a result's links go to (features/resellers/public-url.ts), read as it is now: the domain of the
 * reseller `resellerId` names while it is active, else null (no reseller, or a deactivated one whose site is
 * closed), and the links take the default domain. One subquery, so the saved result, its insert and the leads
 * export apply the same rule.
 */
export function linkDomainOf(resellerId: Column): SQL<string | null> {
  return sql<
    string | null
  >`(select ${resellers.domain} from ${resellers} where ${resellers.id} = ${resellerId} and ${resellers.deleted_at} is null)`;
}

function toReseller(row: ResellerRow, antennaIds: number[]): Reseller {
  return { ...catalogueRows.recordFields(row), antenna_ids: antennaIds };
}

/** The fields anyone may see (GET /api/resellers/init at /api/docs). */
export function toPublicReseller(reseller: Reseller): PublicReseller {
  const { deleted_at: _deletedAt, notify_new_leads: _notify, embed_origins: _embedOrigins, ...fields } = reseller;
  return fields;
}

async function withAntennaIds(db: Db | Tx, rows: ResellerRow[]): Promise<Reseller[]> {
  const antennaIds = await catalogueRows.linkedIds(
    db,
    catalogueRows.links.resellerAntennas,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toReseller(row, antennaIds.get(row.id) ?? []));
}

/** Resellers sorted by name (the admin list's order). */
export async function listResellers(db: Db, options: { includeInactive: boolean }): Promise<Reseller[]> {
  return withAntennaIds(db, await catalogueRows.listRows(db, resellers, options, ...catalogueRows.byName(resellers)));
}

export async function findReseller(
  db: Db | Tx,
  id: number,
  options: { includeInactive: boolean },
): Promise<Reseller | undefined> {
  return catalogueRows.findRecord(db, resellers, id, options, (rows) => withAntennaIds(db, rows));
}

/** "WWW.Shop.example.com:8080" → "shop.example.com": how a host and a reseller's domain are compared. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  name = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : (name.split(':')[0] ?? '');
  return name.replace(/\.$/, '').replace(/^www\./, '');
}

/** A stored domain normalised the way normalizeHost does a Host (case, a trailing dot, a leading "www."). */
export function normalizeDomain(domain: string): string {
  return domain
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** normalizeDomain in SQL. */
const normalizedDomain = sql`regexp_replace(regexp_replace(lower(${resellers.domain}), '\\.$', ''), '^www\\.', '')`;

/** The active reseller whose domain is this host (case, port, a trailing dot and a leading "www." ignored). */
export async function findActiveResellerByHost(db: Db, host: string): Promise<Reseller | undefined> {
  const name = normalizeHost(host);
  if (name === '') return undefined;
  const [row] = await db
    .select()
    .from(resellers)
    .where(and(isNull(resellers.deleted_at), sql`${normalizedDomain} = ${name}`))
    .orderBy(asc(resellers.id))
    .limit(1);
  return row && (await withAntennaIds(db, [row]))[0];
}

/** True when another reseller (not `exceptId`), active or not, has this name, case ignored (decisions/0049). */
export async function nameTaken(db: Db | Tx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: resellers.id })
    .from(resellers)
    .where(
      and(
        sql`lower(${resellers.name}) = lower(${name.trim()})`,
        exceptId === undefined ? undefined : ne(resellers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * True when another reseller (not `exceptId`), active or not, has this domain once both are normalised like a Host
 * (so "www.shop.example" and "Shop.example." collide with "shop.example": one of them would be unreachable).
 */
export async function domainTaken(db: Db | Tx, domain: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: resellers.id })
    .from(resellers)
    .where(
      and(
        sql`${normalizedDomain} = ${normalizeHost(domain)}`,
        exceptId === undefined ? undefined : ne(resellers.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Replaces the antennas the reseller offers (none: every active antenna). */
export function replaceAntennaIds(tx: Tx, resellerId: number, antennaIds: number[]): Promise<void> {
  return catalogueRows.replaceLinks(tx, catalogueRows.links.resellerAntennas, resellerId, antennaIds);
}

/** Inserts the reseller's own fields; returns its id. */
export function insertReseller(tx: Tx, fields: Omit<ResellerCreate, 'antenna_ids'>): Promise<number> {
  return catalogueRows.insertRow(tx, resellers, fields);
}

export async function resellerExists(tx: Tx, id: number): Promise<boolean> {
  return (await catalogueRows.findRow(tx, resellers, id)) !== undefined;
}

export async function updateResellerFields(
  tx: Tx,
  id: number,
  fields: Omit<ResellerUpdate, 'antenna_ids'>,
): Promise<void> {
  await catalogueRows.updateOwnFields(tx, resellers, id, fields);
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setResellerDeleted(db: Db, id: number, deleted: boolean): Promise<Reseller | undefined> {
  return (await setDeletedAt(db, resellers, id, deleted)) ? findReseller(db, id, { includeInactive: true }) : undefined;
}
