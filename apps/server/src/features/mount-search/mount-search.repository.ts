import { asc, eq, getTableColumns, is, Param, Placeholder, sql } from 'drizzle-orm';
import type { CalcOptions } from '@nprm/calc';
import type { CalculationStep } from '@nprm/contracts';
import { readCatalogueVersion } from '../../db/catalogue-sync.js';
import { coalescePerKey } from '../../db/coalesce.js';
import { queryDriver, type Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import {
  antennaMounts,
  antennas,
  blockTypes,
  engineeringSettings,
  mountImages,
  mounts,
  mountSearchResults,
  resellerAntennas,
  resellerMounts,
  resellers,
  roofTypes,
} from '../../db/schema.js';
import { linkDomainOf } from '../resellers/index.js';
import { listOverrideRows, type WindSpeedOverrideRow } from '../wind-speed-overrides/index.js';
import type { VersionedCatalogue } from './catalogue-cache.js';
import { calculationStepsJson, type NewSavedResult, type ResultDisplay, type SavedResult } from './saved-result.js';

export type RoofTypeRow = typeof roofTypes.$inferSelect;
export type AntennaRow = typeof antennas.$inferSelect;
export type MountRow = typeof mounts.$inferSelect;
export type ResellerRow = typeof resellers.$inferSelect;
export type ResellerMountRow = typeof resellerMounts.$inferSelect;
export type BlockTypeRow = typeof blockTypes.$inferSelect;
export type EngineeringSettingsRow = typeof engineeringSettings.$inferSelect;
type MountSearchResultRow = typeof mountSearchResults.$inferSelect;
type NewMountSearchResult = typeof mountSearchResults.$inferInsert;

export interface CatalogueAntenna extends AntennaRow {
  /** Compatible mounts (antenna.mount_ids), ascending. */
  mountIds: number[];
}

export interface CatalogueMount extends MountRow {
  images: { id: number; image_url: string }[];
}

export interface CatalogueReseller extends ResellerRow {
  /** The antennas the reseller offers; empty means every active antenna. */
  antennaIds: Set<number>;
  /** Reseller mounts by mount id, active and inactive. */
  mounts: Map<number, ResellerMountRow>;
}

/** What a search needs of the catalogue, active and inactive rows alike (callers filter). */
export interface CatalogueSnapshot {
  roofTypes: Map<number, RoofTypeRow>;
  antennas: Map<number, CatalogueAntenna>;
  /** By id, ascending. */
  mounts: Map<number, CatalogueMount>;
  resellers: Map<number, CatalogueReseller>;
  blockTypes: Map<number, BlockTypeRow>;
  /** The engineering basis of new searches (the one settings row). */
  settings: EngineeringSettingsRow;
  /** The administrators' active wind speed overrides, by county FIPS. */
  windOverrides: Map<string, WindSpeedOverrideRow>;
}

/**
 * Reads the whole search catalogue in one transaction, the catalogue version first: rows read after it are at
 * least that new, so a snapshot is never taken for newer than it is.
 */
export async function loadCatalogue(db: Db): Promise<VersionedCatalogue<CatalogueSnapshot>> {
  return db.transaction(async (tx) => {
    const version = await readCatalogueVersion(tx);
    const roofTypeRows = await tx.select().from(roofTypes).orderBy(asc(roofTypes.id));
    const antennaRows = await tx.select().from(antennas).orderBy(asc(antennas.id));
    const compatibility = await tx.select().from(antennaMounts).orderBy(asc(antennaMounts.mount_id));
    const mountRows = await tx.select().from(mounts).orderBy(asc(mounts.id));
    const imageRows = await tx.select().from(mountImages).orderBy(asc(mountImages.position), asc(mountImages.id));
    const resellerRows = await tx.select().from(resellers).orderBy(asc(resellers.id));
    const offered = await tx.select().from(resellerAntennas);
    const resellerMountRows = await tx.select().from(resellerMounts).orderBy(asc(resellerMounts.id));
    const blockTypeRows = await tx.select().from(blockTypes).orderBy(asc(blockTypes.id));
    const overrideRows = await listOverrideRows(tx, { includeInactive: false });
    const [settings] = await tx.select().from(engineeringSettings).limit(1);
    if (!settings) throw new Error('engineering_settings has no row: the migrations create it');

    const snapshot: CatalogueSnapshot = {
      roofTypes: new Map(roofTypeRows.map((row) => [row.id, row])),
      antennas: new Map(antennaRows.map((row) => [row.id, { ...row, mountIds: [] }])),
      mounts: new Map(mountRows.map((row) => [row.id, { ...row, images: [] }])),
      resellers: new Map(resellerRows.map((row) => [row.id, { ...row, antennaIds: new Set(), mounts: new Map() }])),
      blockTypes: new Map(blockTypeRows.map((row) => [row.id, row])),
      settings,
      windOverrides: new Map(overrideRows.map((row) => [row.fips, row])),
    };
    for (const link of compatibility) snapshot.antennas.get(link.antenna_id)?.mountIds.push(link.mount_id);
    for (const image of imageRows) {
      snapshot.mounts.get(image.mount_id)?.images.push({ id: image.id, image_url: image.image_url });
    }
    for (const link of offered) snapshot.resellers.get(link.reseller_id)?.antennaIds.add(link.antenna_id);
    for (const link of resellerMountRows) snapshot.resellers.get(link.reseller_id)?.mounts.set(link.mount_id, link);
    return { version, snapshot };
  });
}

/**
 * The statements of the hot path (every search, every shared link) are built once per database (preparedPerDb), not
 * per call: building a 30-column insert or select through Drizzle cost more server CPU than the rest of a search
 * together (issue 9, bench/http). The select by token is prepared; the insert's text is written once per batch size
 * and its values bound straight to the driver (insertStatement).
 */
const insertColumns = Object.keys(getTableColumns(mountSearchResults)).filter(
  (name) => name !== 'id' && name !== 'created_at',
);

/** A saved result's row with the domain its links go to. */
const savedResultColumns = {
  ...getTableColumns(mountSearchResults),
  reseller_domain: linkDomainOf(mountSearchResults.reseller_id),
};

/** Rows one insert statement stores at most: a larger batch goes in several (each size's text is kept). */
export const MAX_ROWS_PER_INSERT = 16;

/** What an insert answers per row: the token it is matched by, and what the database set or read with it. */
interface InsertedRow {
  token: string;
  /** bigserial: node-postgres answers it as a string, PGlite as a number. */
  id: string | number;
  created_at: Date;
  reseller_domain: string | null;
}

/**
 * Each column's value → the statement's parameter: the column's own mapping (JSON for the json columns), but the
 * sheet, whose JSON the row already carries (calculationStepsJson: written once, for the row and the answer).
 */
const toParameter = Object.fromEntries(
  Object.entries(getTableColumns(mountSearchResults)).map(([name, column]) => [
    name,
    name === 'calculation_steps' ? (value: unknown) => value : (value: unknown) => column.mapToDriverValue(value),
  ]),
);

/**
 * The insert of `rows` rows as SQL text, written by Drizzle once per size, and where each of its parameters comes
 * from: the row and the column (whose own mapping, JSON for the json columns, turns the value into the parameter).
 * Binding 30 columns a row through Drizzle's prepared statement cost more server time than the rest of storing a
 * search (issue 19), so the values go straight to the driver (queryDriver).
 */
function insertStatement(db: Db, rows: number) {
  const sources = new Map<string, { row: number; column: string }>();
  const values = Array.from({ length: rows }, (_, row) =>
    Object.fromEntries(
      insertColumns.map((column) => {
        const name = `${column}_${row}`;
        sources.set(name, { row, column });
        return [column, sql.placeholder(name)];
      }),
    ),
  );
  const { sql: text, params } = db
    .insert(mountSearchResults)
    .values(values as unknown as NewMountSearchResult[])
    .returning({
      token: mountSearchResults.token,
      id: mountSearchResults.id,
      created_at: mountSearchResults.created_at,
      reseller_domain: sql`${savedResultColumns.reseller_domain}`.as('reseller_domain'),
    })
    .toSQL();
  const order = params.map((param) => {
    const placeholder = is(param, Param) ? param.value : param;
    const source = is(placeholder, Placeholder) ? sources.get(placeholder.name) : undefined;
    if (!source) throw new Error('the search insert has a parameter that is not a row value');
    return source;
  });
  return { text, order };
}

function prepareStatements(db: Db) {
  const inserts = new Map<number, ReturnType<typeof insertStatement>>();
  return {
    /** The insert of `rows` rows (1 to MAX_ROWS_PER_INSERT), written on first use. */
    insert(rows: number) {
      let statement = inserts.get(rows);
      if (statement === undefined) {
        statement = insertStatement(db, rows);
        inserts.set(rows, statement);
      }
      return statement;
    },
    byToken: db
      .select(savedResultColumns)
      .from(mountSearchResults)
      .where(eq(mountSearchResults.token, sql.placeholder('token')))
      .limit(1)
      .prepare('mount_search_results_by_token'),
    /** Searches stored together (coalescePerKey): one batch in flight per database, the ones arriving meanwhile next. */
    insertBatched: coalescePerKey((_: 'insert', rows: Row[]) => insertRows(db, rows)),
  };
}

const statements = preparedPerDb(prepareStatements);

type Row = Omit<NewMountSearchResult, 'id' | 'created_at'>;

/**
 * Stores rows with as few statements as MAX_ROWS_PER_INSERT allows; one row's answer each, in order: what the
 * database answered, or the error storing that row raised (coalescePerKey fails that search alone). A statement is all or nothing, so when one fails (a row
 * it cannot store) none of its rows was stored and they are stored again one by one: only the bad row fails.
 */
async function insertRows(db: Db, rows: Row[]): Promise<(InsertedRow | Error)[]> {
  const answers: (InsertedRow | Error)[] = [];
  for (let start = 0; start < rows.length; start += MAX_ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + MAX_ROWS_PER_INSERT);
    let inserted: InsertedRow[];
    try {
      inserted = await insertChunk(db, chunk);
    } catch (error) {
      if (chunk.length === 1) answers.push(asError(error));
      else for (const row of chunk) answers.push(...(await insertRows(db, [row])));
      continue;
    }
    // RETURNING's order is not promised: each row is matched by its token (unique).
    const byToken = new Map(inserted.map((answer) => [answer.token, answer]));
    for (const row of chunk) {
      answers.push(byToken.get(row.token) ?? new Error('inserting the mount search result returned no row'));
    }
  }
  return answers;
}

/** One insert statement for the rows (committed when it returns). */
async function insertChunk(db: Db, rows: Row[]): Promise<InsertedRow[]> {
  const { text, order } = statements(db).insert(rows.length);
  const values = order.map(({ row, column }) => {
    // Every column is bound: one not given is stored as null, as a plain insert would.
    const value = rows[row]![column as keyof Row] ?? null;
    return value === null ? null : toParameter[column]!(value);
  });
  return queryDriver<InsertedRow>(db, text, values);
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** mount_search_results.display: the catalogue data shown with the result and the wind speed's note. */
interface StoredDisplay {
  /** Absent in rows stored before block types, trays and assumptions were kept (engine 1.0.0). */
  block_type?: ResultDisplay['blockType'];
  trays?: ResultDisplay['trays'];
  assumptions?: ResultDisplay['assumptions'];
  mount: ResultDisplay['mount'];
  antenna: ResultDisplay['antenna'];
  roof_type: ResultDisplay['roofType'];
  reseller: ResultDisplay['reseller'];
  /** Absent in rows stored before the note was kept. */
  wind?: { approximate: boolean; note: string };
  /** Why no mount fits, in a search without one; absent otherwise and in rows stored before it was kept. */
  no_fit?: NewSavedResult['noFit'];
}

function toRow(saved: NewSavedResult): Row {
  const { design, display, wind, customer } = saved;
  const storedDisplay: StoredDisplay = {
    block_type: display.blockType,
    trays: display.trays,
    assumptions: display.assumptions,
    mount: display.mount,
    antenna: display.antenna,
    roof_type: display.roofType,
    reseller: display.reseller,
    wind: { approximate: wind.approximate, note: wind.note },
    ...(saved.noFit ? { no_fit: saved.noFit } : {}),
  };
  return {
    token: saved.token,
    reseller_id: saved.resellerId,
    antenna_id: saved.antennaId,
    roof_type_id: saved.roofTypeId,
    mount_id: design?.mountId ?? null,
    location: saved.location,
    location_latitude: saved.latitude,
    location_longitude: saved.longitude,
    building_height: saved.buildingHeight,
    ridge_mount: saved.ridgeMount,
    wind_exposure: saved.windExposure,
    wind_speed: wind.speed,
    wind_speed_source: wind.source,
    default_wind_speed: wind.isDefault,
    mapped_wind_speed: wind.mappedSpeed,
    wind_speed_place: wind.mappedPlace,
    wind_speed_basis: wind.basis,
    customer_name: customer.name,
    customer_email: customer.email,
    customer_company: customer.company,
    ballast_weight: design?.ballastWeight ?? null,
    ballast_block_count: design?.ballastBlocks.count ?? null,
    ballast_block_weight: design?.ballastBlocks.blockWeight ?? null,
    governing: design?.governing ?? null,
    roof_load: design?.roofLoad ?? null,
    total_dead_load: design?.totalDeadLoad ?? null,
    calculations: saved.calculations,
    calculation_steps: calculationStepsJson(saved.calculationSteps),
    engine_version: saved.engineVersion,
    engine_options: saved.engineOptions,
    display: storedDisplay,
  };
}

function fromRow(row: MountSearchResultRow & { reseller_domain: string | null }): SavedResult {
  const display = row.display as StoredDisplay;
  const hasDesign =
    row.mount_id !== null &&
    row.ballast_weight !== null &&
    row.ballast_block_count !== null &&
    row.ballast_block_weight !== null &&
    row.governing !== null &&
    row.roof_load !== null &&
    row.total_dead_load !== null;
  return {
    token: row.token,
    createdAt: row.created_at,
    resellerId: row.reseller_id,
    antennaId: row.antenna_id,
    roofTypeId: row.roof_type_id,
    location: row.location,
    latitude: row.location_latitude,
    longitude: row.location_longitude,
    buildingHeight: row.building_height,
    ridgeMount: row.ridge_mount,
    windExposure: row.wind_exposure,
    wind: {
      speed: row.wind_speed,
      source: row.wind_speed_source,
      isDefault: row.default_wind_speed,
      approximate: display.wind?.approximate ?? false,
      note: display.wind?.note ?? '',
      mappedSpeed: row.mapped_wind_speed,
      mappedPlace: row.wind_speed_place,
      basis: row.wind_speed_basis,
    },
    customer: { name: row.customer_name, email: row.customer_email, company: row.customer_company },
    design: hasDesign
      ? {
          mountId: row.mount_id!,
          ballastWeight: row.ballast_weight!,
          ballastBlocks: { count: row.ballast_block_count!, blockWeight: row.ballast_block_weight! },
          governing: row.governing!,
          roofLoad: row.roof_load!,
          totalDeadLoad: row.total_dead_load!,
        }
      : null,
    calculations: row.calculations,
    calculationSteps: row.calculation_steps as CalculationStep[],
    engineVersion: row.engine_version,
    engineOptions: row.engine_options as CalcOptions,
    display: {
      blockType: display.block_type ?? null,
      trays: display.trays ?? null,
      assumptions: display.assumptions ?? [],
      mount: display.mount,
      antenna: display.antenna,
      roofType: display.roof_type,
      reseller: display.reseller,
    },
    resellerDomain: row.reseller_domain,
  };
}

/** A stored search's record and its row id (what the e-mail queue refers to: never the token). */
export type StoredSearch = SavedResult & { id: number };

/**
 * Stores one search; returns its record with its id and the time the database stored it. Searches stored at the
 * same moment go in one statement (insertBatched): under load one multi-row insert costs PostgreSQL a fraction of
 * as many single ones (issue 19, bench/http); a search alone is stored at once. The answer still waits for its
 * row's commit, so a search is never answered before it is stored.
 */
export async function insertSearchResult(db: Db, saved: NewSavedResult): Promise<StoredSearch> {
  const stored = await statements(db).insertBatched('insert', toRow(saved));
  return { ...saved, id: Number(stored.id), createdAt: stored.created_at, resellerDomain: stored.reseller_domain };
}

/** A stored search by its row id (the e-mail worker writes its message from it). */
export async function findSearchResultById(db: Db, id: number): Promise<StoredSearch | undefined> {
  const [row] = await db
    .select(savedResultColumns)
    .from(mountSearchResults)
    .where(eq(mountSearchResults.id, id))
    .limit(1);
  return row && { ...fromRow(row), id: row.id };
}

export async function findSearchResultByToken(db: Db, token: string): Promise<StoredSearch | undefined> {
  const [row] = await statements(db).byToken.execute({ token });
  return row && { ...fromRow(row), id: row.id };
}
