/**
 * A stored calculation sheet as the answer carries it. Rows stored before the sheet was written once by the engine
 * (engine 1.x) carried each row's group and words and every key, empty or not; the group and words now come from the
 * engine's glossary by symbol, and empty keys are left out, so those rows read back in today's form with the same
 * numbers and formulas they were stored with. Rows stored before decision 0057 (engine 2, unrounded values and
 * `ref: "input"`) read back as stored: they print the same.
 */
import type { CodeEdition } from '@nprm/calc';
import { windSpeedWords, type CalculationStep } from '@nprm/contracts';
import type { MappedWindSpeed } from './mapped-wind.js';
import type { NewSavedResult } from './saved-result.js';
import type { ResolvedWindSpeed } from './wind-speed.js';

/** A row as any engine version stored it. */
interface StoredRow {
  symbol: string;
  value: number;
  unit?: string;
  expression?: string;
  substituted?: string;
  /** Absent on a given input's row of a result stored since decision 0057; every engine 1.x row has one. */
  ref?: string;
  note?: string | null;
  governing?: boolean;
  section?: string;
  description?: string;
}

function answerRow(row: StoredRow): CalculationStep {
  return {
    symbol: row.symbol,
    value: row.value,
    ...(row.unit ? { unit: row.unit } : {}),
    ...(row.expression ? { expression: row.expression, substituted: row.substituted ?? '' } : {}),
    ...(row.ref === undefined ? {} : { ref: row.ref }),
    ...(row.note ? { note: row.note } : {}),
    ...(row.governing ? { governing: true as const } : {}),
  };
}

/** The sheet in the answer's form; rows already in it are kept as they are. */
export function storedSheet(rows: readonly StoredRow[]): CalculationStep[] {
  return rows.map((row) => ('section' in row || 'description' in row ? answerRow(row) : (row as CalculationStep)));
}

/**
 * The footprint of a result stored before it was kept, from its sheet's input rows (b, and L_b and W_b when the
 * base's sides were known); null without a sheet.
 */
export function footprintFromSheet(steps: readonly CalculationStep[] | null): NewSavedResult['footprint'] {
  const value = (symbol: string) => steps?.find((step) => step.symbol === symbol)?.value ?? null;
  const b = value('b');
  if (b === null) return null;
  const length = value('L_b');
  const width = value('W_b');
  return length !== null && width !== null
    ? { base_length: length, base_width: width, half_base_width: b }
    : { base_length: null, base_width: null, half_base_width: b };
}

/**
 * A new sheet whose design wind speed row says where V comes from, so it prints wherever V does (the report's sheet,
 * the results page's and the text): an entered speed's citation ("cited: ASCE Hazard Tool, 2026-11-20", or "source
 * not given"), why it is below the map ("given, below the mapped 175 mph: <reason>"), or, under another edition than
 * the bundled map's, that the looked-up value is the ASCE 7-10 map's, a planning estimate.
 */
export function withWindSpeedNote<Row extends { symbol: string; note?: string }>(
  rows: readonly Row[],
  wind: ResolvedWindSpeed,
  mapped: MappedWindSpeed,
  citation: string | null,
  edition: CodeEdition,
): Row[] {
  const words: string[] = [];
  if (wind.source === 'given') words.push(citation === null ? 'source not given' : `cited: ${citation}`);
  if (wind.reason !== null) {
    words.push(
      windSpeedWords({
        wind_speed: wind.windSpeed,
        wind_speed_source: wind.source,
        wind_speed_reason: wind.reason,
        mapped_wind_speed: mapped.speed,
      }),
    );
  }
  if (wind.source === 'location' && edition !== 'ASCE 7-10') words.push('ASCE 7-10 map value, a planning estimate');
  if (words.length === 0) return [...rows];
  const said = words.join('; ');
  return rows.map((row) => (row.symbol === 'V' ? { ...row, note: row.note ? `${row.note}; ${said}` : said } : row));
}
