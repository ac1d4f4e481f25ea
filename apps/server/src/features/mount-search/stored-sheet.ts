/**
 * A stored calculation sheet as the answer carries it. Rows stored before the sheet was written once by the engine
 * (engine 1.x) carried each row's group and words and every key, empty or not; the group and words now come from the
 * engine's glossary by symbol, and empty keys are left out, so those rows read back in today's form with the same
 * numbers and formulas they were stored with. Rows stored before decision 0057 (engine 2, unrounded values and
 * `ref: "input"`) read back as stored: they print the same.
 */
import type { CalculationStep } from '@nprm/contracts';
import type { NewSavedResult } from './saved-result.js';

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
