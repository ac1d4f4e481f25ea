/**
 * Saved results to and from their row (mount_search_results): scalar columns for what the leads list filters and
 * sorts by, the calculation sheet as one JSON document, the catalogue data shown with the result as another.
 */
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  EMPTY_BILL_OF_MATERIALS,
  unscreenedSeismic,
  type BillOfMaterials,
  type CalculationStep,
} from '@nprm/contracts';
import { coalescePerKey } from '../../db/coalesce.js';
import { queryDriver, type Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { mountSearchResults } from '../../db/tables.js';
import { linkDomainOf } from '../resellers/index.js';
import type { NewSavedResult, SavedResult } from './saved-result.js';
import { footprintFromSheet, storedSheet } from './stored-sheet.js';

type Row = typeof mountSearchResults.$inferSelect;
type NewRow = typeof mountSearchResults.$inferInsert;

/** A saved result's row with the domain its links go to. */
const savedResultColumns = {
  ...getTableColumns(mountSearchResults),
  reseller_domain: linkDomainOf(mountSearchResults.reseller_id),
};

/**
 * mount_search_results.display: the catalogue data shown with the result and the wind speed's words, as at search
 * time. Keys absent in rows stored before they were kept: block_type, trays and assumptions (engine 1.0.0), wind,
 * no_fit, code_basis and wind_speed_reason (such rows were Risk Category II, no jurisdiction rule), footprint
 * (read back from the sheet's b, L_b and W_b rows instead); the edition in force, the ground elevation, the
 * wind citation, the planning flag and the seismic screen (engine 1.5.0: such rows were ASCE 7-10 with no screen).
 */
interface StoredDisplay {
  block_type?: NewSavedResult['block_type'];
  trays?: NewSavedResult['trays'];
  footprint?: NewSavedResult['footprint'];
  assumptions?: NewSavedResult['assumptions'];
  mount: NewSavedResult['mount'];
  antenna: NewSavedResult['antenna'];
  roof_type: NewSavedResult['roof_type'];
  reseller: NewSavedResult['reseller'];
  wind?: { approximate: boolean; note: string };
  code_basis?: NewSavedResult['code_basis'];
  wind_speed_reason?: NewSavedResult['wind_speed_reason'];
  wind_speed_citation?: NewSavedResult['wind_speed_citation'];
  ground_elevation?: NewSavedResult['ground_elevation'];
  planning?: { only: boolean; reasons: NewSavedResult['planning_reasons'] };
  seismic?: NewSavedResult['seismic'];
  no_fit?: NewSavedResult['no_fit'];
}

/** The seismic part of a row stored before the screen: nothing was checked, and nothing claimed about the site. */
const SEISMIC_BEFORE_SCREEN: NewSavedResult['seismic'] = unscreenedSeismic(
  'No seismic check: the ballast resists wind only.',
  false,
);

function toRow(saved: NewSavedResult): NewRow {
  const display: StoredDisplay = {
    block_type: saved.block_type,
    trays: saved.trays,
    footprint: saved.footprint,
    assumptions: saved.assumptions,
    mount: saved.mount,
    antenna: saved.antenna,
    roof_type: saved.roof_type,
    reseller: saved.reseller,
    wind: { approximate: saved.wind_speed_approximate, note: saved.wind_speed_note },
    code_basis: saved.code_basis,
    wind_speed_reason: saved.wind_speed_reason,
    wind_speed_citation: saved.wind_speed_citation,
    ground_elevation: saved.ground_elevation,
    planning: { only: saved.planning_only, reasons: saved.planning_reasons },
    seismic: saved.seismic,
    ...(saved.no_fit ? { no_fit: saved.no_fit } : {}),
  };
  return {
    token: saved.token,
    reseller_id: saved.reseller_id,
    antenna_id: saved.antenna_id,
    roof_type_id: saved.roof_type_id,
    mount_id: saved.mount_id,
    location: saved.location,
    location_latitude: saved.location_latitude,
    location_longitude: saved.location_longitude,
    building_height: saved.building_height,
    ridge_mount: saved.ridge_mount,
    wind_exposure: saved.wind_exposure,
    wind_speed: saved.wind_speed,
    wind_speed_source: saved.wind_speed_source,
    default_wind_speed: saved.default_wind_speed,
    mapped_wind_speed: saved.mapped_wind_speed,
    wind_speed_place: saved.wind_speed_place,
    wind_speed_basis: saved.wind_speed_basis,
    customer_name: saved.customer_name,
    customer_email: saved.customer_email,
    customer_company: saved.customer_company,
    project_name: saved.project_name,
    site_address: saved.site_address,
    ballast_weight: saved.ballast_weight,
    ballast_block_count: saved.ballast_blocks?.count ?? null,
    ballast_block_weight: saved.ballast_blocks?.block_weight ?? null,
    governing: saved.governing,
    roof_load: saved.roof_load,
    total_dead_load: saved.total_dead_load,
    calculation_steps: saved.calculation_steps,
    bill_of_materials: saved.mount === null ? null : saved.bill_of_materials,
    engine_version: saved.engine_version,
    engine_options: saved.engine_options,
    display,
  };
}

function fromRow(row: Row & { reseller_domain: string | null }): SavedResult {
  const display = row.display as StoredDisplay;
  const blocks =
    row.ballast_block_count === null || row.ballast_block_weight === null
      ? null
      : { count: row.ballast_block_count, block_weight: row.ballast_block_weight };
  return {
    id: row.id,
    token: row.token,
    created_at: row.created_at,
    reseller_id: row.reseller_id,
    reseller_domain: row.reseller_domain,
    antenna_id: row.antenna_id,
    roof_type_id: row.roof_type_id,
    mount_id: row.mount_id,
    location: row.location,
    location_latitude: row.location_latitude,
    location_longitude: row.location_longitude,
    building_height: row.building_height,
    ridge_mount: row.ridge_mount,
    wind_exposure: row.wind_exposure,
    wind_speed: row.wind_speed,
    wind_speed_source: row.wind_speed_source,
    default_wind_speed: row.default_wind_speed,
    wind_speed_approximate: display.wind?.approximate ?? false,
    wind_speed_note: display.wind?.note ?? '',
    mapped_wind_speed: row.mapped_wind_speed,
    wind_speed_place: row.wind_speed_place,
    wind_speed_basis: row.wind_speed_basis,
    wind_speed_reason: display.wind_speed_reason ?? null,
    wind_speed_citation: display.wind_speed_citation ?? null,
    code_basis: {
      edition_chosen: false,
      edition_in_force: null,
      adopted_code: null,
      ...(display.code_basis ?? {
        edition: 'ASCE 7-10',
        risk_category: 'II',
        jurisdiction: 'none',
        // Rows of this age stored the load combination beside K_d (engine before 1.4.0).
        load_combination:
          (row.engine_options as { loadCombination?: 'lrfd' | 'asd' | 'fs1.5' } | null)?.loadCombination ?? 'lrfd',
      }),
    },
    ground_elevation: display.ground_elevation ?? null,
    planning_only: display.planning?.only ?? false,
    planning_reasons: display.planning?.reasons ?? [],
    seismic: display.seismic ?? SEISMIC_BEFORE_SCREEN,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_company: row.customer_company,
    project_name: row.project_name,
    site_address: row.site_address,
    ballast_weight: row.ballast_weight,
    ballast_blocks: blocks,
    governing: row.governing,
    roof_load: row.roof_load,
    total_dead_load: row.total_dead_load,
    block_type: display.block_type ?? null,
    trays: display.trays ?? null,
    footprint: display.footprint ?? footprintFromSheet(row.calculation_steps as CalculationStep[] | null),
    assumptions: display.assumptions ?? [],
    calculation_steps: storedSheet(row.calculation_steps as CalculationStep[]),
    legacy_calculations: row.calculations,
    // Rows stored before the bill of materials (and no fit): no lines.
    bill_of_materials: (row.bill_of_materials as BillOfMaterials | null) ?? EMPTY_BILL_OF_MATERIALS,
    engine_version: row.engine_version,
    engine_options: row.engine_options as SavedResult['engine_options'],
    mount: display.mount,
    antenna: display.antenna,
    roof_type: display.roof_type,
    reseller: display.reseller,
    no_fit: display.no_fit ?? null,
  };
}

/** Rows one insert statement stores at most: a larger batch goes in several. */
export const MAX_ROWS_PER_INSERT = 16;

/** What an insert answers per row: the token it is matched by, and what the database set or read with it. */
interface InsertedRow {
  token: string;
  /** bigserial: node-postgres answers it as a string, PGlite as a number. */
  id: string | number;
  created_at: Date;
  reseller_domain: string | null;
}

/** The columns a search stores (the database sets id and created_at), by the row's keys. */
const insertColumns = Object.entries(getTableColumns(mountSearchResults)).filter(
  ([, column]) => column.name !== 'id' && column.name !== 'created_at',
);

/**
 * The insert of `rows` rows as SQL text with numbered parameters, from the table's own column names. Written once per
 * size and run on the driver (queryDriver): building a 30-column multi-row insert through Drizzle on every batch was
 * more than a tenth of a search's server time (bench/http/search-profile.mjs).
 */
function insertText(rows: number): string {
  const names = insertColumns.map(([, column]) => `"${column.name}"`).join(', ');
  const width = insertColumns.length;
  const tuples = Array.from(
    { length: rows },
    (_, row) => `(${insertColumns.map((_, column) => `$${row * width + column + 1}`).join(', ')})`,
  );
  const domain = new PgDialect().sqlToQuery(linkDomainOf(mountSearchResults.reseller_id)).sql;
  return (
    `insert into "${getTableName(mountSearchResults)}" (${names}) values ${tuples.join(', ')} ` +
    `returning "token", "id", "created_at", ${domain} as "reseller_domain"`
  );
}

/** A row's values in the insert's column order, each mapped by its column (JSON for the json columns). */
function insertValues(row: NewRow): unknown[] {
  return insertColumns.map(([key, column]) => {
    const value = row[key as keyof NewRow];
    return value === null || value === undefined ? null : column.mapToDriverValue(value);
  });
}

/**
 * Stores rows with as few statements as MAX_ROWS_PER_INSERT allows; one answer per row, in order: what the database
 * answered, or the error storing that row raised (coalescePerKey fails that search alone). A statement is all or
 * nothing, so when one fails none of its rows was stored and they are stored again one by one: only the bad row
 * fails.
 */
async function insertRows(db: Db, rows: NewRow[]): Promise<(InsertedRow | Error)[]> {
  const answers: (InsertedRow | Error)[] = [];
  for (let start = 0; start < rows.length; start += MAX_ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + MAX_ROWS_PER_INSERT);
    let inserted: InsertedRow[];
    try {
      inserted = await queryDriver<InsertedRow>(
        db,
        statements(db).insertText(chunk.length),
        chunk.flatMap(insertValues),
      );
    } catch (error) {
      if (chunk.length === 1) answers.push(error instanceof Error ? error : new Error(String(error)));
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

/**
 * Per database: the select by token, prepared (every shared link runs it), and the searches stored together
 * (coalescePerKey: one insert in flight, the searches arriving meanwhile go in the next, as one multi-row insert).
 */
const statements = preparedPerDb((db: Db) => ({
  byToken: db
    .select(savedResultColumns)
    .from(mountSearchResults)
    .where(eq(mountSearchResults.token, sql.placeholder('token')))
    .limit(1)
    .prepare('mount_search_results_by_token'),
  insertBatched: coalescePerKey((_: 'insert', rows: NewRow[]) => insertRows(db, rows)),
  /** The insert's text per number of rows, written on first use. */
  insertText: (() => {
    const texts = new Map<number, string>();
    return (rows: number) => {
      let text = texts.get(rows);
      if (text === undefined) texts.set(rows, (text = insertText(rows)));
      return text;
    };
  })(),
}));

/**
 * Stores one search and answers its saved result. Searches stored at the same moment go in one statement; the
 * answer still waits for its row's commit, so a search is never answered before it is stored.
 */
export async function insertSearchResult(db: Db, saved: NewSavedResult): Promise<SavedResult> {
  const stored = await statements(db).insertBatched('insert', toRow(saved));
  return {
    ...saved,
    id: Number(stored.id),
    created_at: stored.created_at,
    reseller_domain: stored.reseller_domain,
    legacy_calculations: null,
  };
}

/** A stored search by its row id (the e-mail worker writes its message from it). */
export async function findSearchResultById(db: Db, id: number): Promise<SavedResult | undefined> {
  const [row] = await db
    .select(savedResultColumns)
    .from(mountSearchResults)
    .where(eq(mountSearchResults.id, id))
    .limit(1);
  return row && fromRow(row);
}

export async function findSearchResultByToken(db: Db, token: string): Promise<SavedResult | undefined> {
  const [row] = await statements(db).byToken.execute({ token });
  return row && fromRow(row);
}
