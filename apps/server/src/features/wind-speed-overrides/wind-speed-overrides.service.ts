/**
 * Wind speed overrides (the wind speed override calls at /api/docs): one per county, for a county the bundled table
 * knows; an import is checked whole and written all or nothing.
 */
import {
  fieldErrorText,
  fullMessages,
  TAKEN,
  UNKNOWN_COUNTY,
  WIND_OVERRIDE_CSV_COLUMNS,
  windSpeedOverrideCreateRequest,
  type WindSpeedOverride,
  type WindSpeedOverrideCreate,
  type WindSpeedOverrideImport,
  type WindSpeedOverrideImportResult,
  type WindSpeedOverrideUpdate,
} from '@nprm/contracts';
import { countyWindSpeed, parseCsv } from '@nprm/geo';
import type { Db } from '../../db/client.js';
import { changedFields, insertHistory, type Actor } from '../../db/history-rows.js';
import { isoOrNull } from '../../db/records.js';
import { ApiError, foundOr404, uniqueOr422, zodFieldErrors } from '../../errors.js';
import * as repository from './wind-speed-overrides.repository.js';

const FIPS_TAKEN = { fips: [TAKEN] };

/** The answer for a row: the county's name and the bundled value beside the override. */
function toOverride(row: repository.WindSpeedOverrideRow): WindSpeedOverride {
  const county = countyWindSpeed(row.fips);
  return {
    id: row.id,
    fips: row.fips,
    county: county?.county ?? '',
    state: county?.state ?? '',
    wind_speed: row.wind_speed,
    source: row.source,
    note: row.note,
    table_wind_speed: county?.windSpeed ?? 0,
    updated_at: row.updated_at.toISOString(),
    deleted_at: isoOrNull(row.deleted_at),
    lock_version: row.lock_version,
  };
}

function knownCountyOr422(fips: string | undefined): void {
  if (fips !== undefined && !countyWindSpeed(fips)) throw ApiError.validation({ fips: [UNKNOWN_COUNTY] });
}

export async function listOverrides(db: Db, options: { includeInactive: boolean }): Promise<WindSpeedOverride[]> {
  return (await repository.listOverrideRows(db, options)).map(toOverride);
}

export async function findOverride(db: Db, id: number): Promise<WindSpeedOverride> {
  return toOverride(foundOr404(await repository.findOverrideRow(db, id, { includeInactive: true })));
}

export async function createOverride(db: Db, input: WindSpeedOverrideCreate): Promise<WindSpeedOverride> {
  knownCountyOr422(input.fips);
  if (await repository.fipsTaken(db, input.fips)) throw ApiError.validation(FIPS_TAKEN);
  return toOverride(await uniqueOr422(() => repository.insertOverride(db, input), FIPS_TAKEN));
}

export async function updateOverride(db: Db, id: number, input: WindSpeedOverrideUpdate): Promise<WindSpeedOverride> {
  foundOr404(await repository.findOverrideRow(db, id, { includeInactive: true }));
  knownCountyOr422(input.fips);
  if (input.fips !== undefined && (await repository.fipsTaken(db, input.fips, id)))
    throw ApiError.validation(FIPS_TAKEN);
  return toOverride(foundOr404(await uniqueOr422(() => repository.updateOverride(db, id, input), FIPS_TAKEN)));
}

/** Deactivation (the bundled value applies again) or reactivation. */
export async function setOverrideDeleted(db: Db, id: number, deleted: boolean): Promise<WindSpeedOverride> {
  return toOverride(foundOr404(await repository.setOverrideDeleted(db, id, deleted)));
}

export const windSpeedOverrideService = {
  create: createOverride,
  update: updateOverride,
  setDeleted: setOverrideDeleted,
};

const HEADER = WIND_OVERRIDE_CSV_COLUMNS.join(',');

function csvError(...messages: string[]): ApiError {
  return ApiError.validation({ csv: messages });
}

/**
 * The import's rows, each checked as a create request and for a known county and a county named once; any bad row
 * refuses the whole file with every bad row listed (line numbers count the header as line 1).
 */
export function parseOverrideCsv(text: string): WindSpeedOverrideCreate[] {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    throw csvError(`is not valid CSV (${(error as Error).message.replace(/\s+/g, ' ').slice(0, 200)})`);
  }
  const [header = [], ...lines] = table;
  const columns = header.map((name) => name.trim().toLowerCase());
  const expected = columns.length === 3 ? WIND_OVERRIDE_CSV_COLUMNS.slice(0, 3) : WIND_OVERRIDE_CSV_COLUMNS;
  if (columns.join(',') !== expected.join(',')) throw csvError(`must start with the header ${HEADER}`);
  const problems: string[] = [];
  const rows: WindSpeedOverrideCreate[] = [];
  const firstLine = new Map<string, number>();
  lines.forEach((fields, index) => {
    const line = index + 2;
    if (fields.every((field) => field.trim() === '')) return;
    const [fips, wind_speed, source, note] = fields;
    const parsed = windSpeedOverrideCreateRequest.safeParse({ fips, wind_speed, source, note });
    const errors = parsed.success ? [] : fullMessages(zodFieldErrors(parsed.error.issues));
    if (parsed.success && !countyWindSpeed(parsed.data.fips)) errors.push(fieldErrorText('fips', UNKNOWN_COUNTY));
    const seen = parsed.success ? firstLine.get(parsed.data.fips) : undefined;
    if (seen !== undefined) errors.push(fieldErrorText('fips', `is already on line ${seen}`));
    if (fields.length > WIND_OVERRIDE_CSV_COLUMNS.length) errors.push(`has more than ${expected.length} columns`);
    for (const error of errors) problems.push(`has an error on line ${line}: ${error}`);
    if (parsed.success && errors.length === 0) {
      firstLine.set(parsed.data.fips, line);
      rows.push(parsed.data);
    }
  });
  if (problems.length > 0) throw csvError(...problems.slice(0, 100));
  if (rows.length === 0) throw csvError('has no rows');
  return rows;
}

/**
 * Checks the CSV; unless `dry_run`, writes every row in one transaction (all or nothing), each row with its history
 * entry (docs/api.md, "History").
 */
export async function importOverrides(
  db: Db,
  request: WindSpeedOverrideImport,
  actor: Actor,
): Promise<WindSpeedOverrideImportResult> {
  const rows = parseOverrideCsv(request.csv);
  if (request.dry_run) {
    const existing = await repository.overridesByFips(
      db,
      rows.map((row) => row.fips),
    );
    return { dry_run: true, rows: rows.length, created: rows.length - existing.size, updated: existing.size };
  }
  const counts = await repository.upsertOverrides(db, rows, async (tx, before, after) => {
    const changes = changedFields(before ? toOverride(before) : null, toOverride(after));
    // A row that restates today's override changes nothing: no entry.
    if (before && Object.keys(changes).length === 0) return;
    await insertHistory(tx, {
      actor,
      entity: 'wind_speed_overrides',
      entityId: after.id,
      action: before ? 'update' : 'create',
      changes,
    });
  });
  return { dry_run: false, rows: rows.length, ...counts };
}
