/**
 * A saved result's calculation sheet as plain text: what the server's `GET …/calculations.txt` sends and the
 * results page's "Copy as text" copies, written here once so both give the same text (GET …/calculations.txt
 * at /api/docs). The rows print with the engine's sheet renderer (`formatSheetText`); this adds the result's own facts.
 */
import { exactDecimal, formatSheetText, formatStepValue, type SheetTextHeader } from '@nprm/calc/trace';
import {
  blocksText,
  codeBasisText,
  governingLabel,
  optionsUsed,
  perTrayText,
  PLANNING_ONLY_TITLE,
  siteText,
  windSpeedWords,
} from './report-facts.js';
import { FRICTION_SYMBOL, frictionSourceNote } from './roof-types.js';
import type { MountSearchResult } from './search-result.js';

/** The result's fields the text uses. */
export type SheetTextResult = Pick<
  MountSearchResult,
  | 'engine_version'
  | 'reference'
  | 'location'
  | 'location_latitude'
  | 'wind_speed'
  | 'wind_speed_source'
  | 'wind_speed_approximate'
  | 'wind_speed_note'
  | 'wind_speed_basis'
  | 'mapped_wind_speed'
  | 'wind_speed_place'
  | 'wind_speed_reason'
  | 'wind_speed_citation'
  | 'code_basis'
  | 'planning_only'
  | 'planning_reasons'
  | 'seismic'
  | 'wind_exposure'
  | 'roof_type'
  | 'mount'
  | 'antenna'
  | 'ballast_weight'
  | 'ballast_blocks'
  | 'block_type'
  | 'trays'
  | 'governing'
  | 'roof_load'
  | 'total_dead_load'
  | 'assumptions'
  | 'calculation_steps'
>;

/** The header around the rows: where the inputs came from, the mount, the verdict and the assumptions. */
export function sheetTextHeader(result: SheetTextResult): SheetTextHeader {
  const options = optionsUsed(result.calculation_steps);
  const approximate = result.wind_speed_approximate ? ' (approximate)' : '';
  const notes = [
    // What the sheet may be used for comes first.
    ...(result.planning_only
      ? [`${PLANNING_ONLY_TITLE}: ${result.planning_reasons.map((reason) => reason.text).join(' ')}`]
      : []),
    `Code basis: ${codeBasisText(result.code_basis)}`,
    `Site: ${siteText(result)}; roof type ${result.roof_type.name}; wind exposure ${result.wind_exposure}`,
    `Wind speed: ${exactDecimal(result.wind_speed)} mph, ${windSpeedWords(result)}${approximate}`,
  ];
  if (result.wind_speed_source === 'given') {
    notes.push(`Wind speed cited: ${result.wind_speed_citation ?? 'source not given'}`);
  }
  if (result.wind_speed_note) notes.push(`Wind speed source: ${result.wind_speed_note}`);
  if (result.wind_speed_basis) notes.push(`Wind speed basis: ${result.wind_speed_basis}`);
  if (result.mapped_wind_speed !== null && result.wind_speed < result.mapped_wind_speed && !result.wind_speed_reason) {
    const where = result.wind_speed_place ? ` for ${result.wind_speed_place}` : ' for the location';
    notes.push(
      `Wind speed below the map: ${exactDecimal(result.wind_speed)} mph is used, ` +
        `${exactDecimal(result.mapped_wind_speed)} mph is mapped${where}`,
    );
  }
  if (options) notes.push(`Options: ${options}`);
  notes.push(`Seismic: ${result.seismic.statement}`);
  const blocks = blocksText(result);
  const perTray = perTrayText(result);
  const verdict =
    `ballast ${exactDecimal(result.ballast_weight)} lb` +
    (blocks ? ` (${blocks}${perTray ? `; ${perTray}` : ''})` : '') +
    `; governing case: ${governingLabel(result.governing)}; roof load ${exactDecimal(result.roof_load)} psf of ` +
    `${exactDecimal(result.mount.max_roof_load)} psf allowable; total dead load ` +
    `${exactDecimal(result.total_dead_load)} lb` +
    roundedUpFrom(result);
  return {
    engineVersion: result.engine_version,
    reference: result.reference,
    notes,
    mountTitle: `${result.mount.name} (${result.mount.part_number}) for ${result.antenna.make} ${result.antenna.model}`,
    verdict,
    assumptions: result.assumptions.map((assumption) => assumption.text),
  };
}

/**
 * The result shows its figures rounded up (ballast and dead load to whole pounds, roof load to 0.1 psf); the sheet
 * keeps the engine's. "; rounded up from the sheet's B = 1,049.5 lb, W = 1,162.5 lb" names those that differ, so
 * the headline and the rows never seem to disagree.
 */
function roundedUpFrom(result: SheetTextResult): string {
  const figures = [
    ['B', result.ballast_weight],
    ['W', result.total_dead_load],
    ['p', result.roof_load],
  ] as const;
  const differing = figures.flatMap(([symbol, shown]) => {
    const step = result.calculation_steps.find((row) => row.symbol === symbol);
    if (!step || step.value === shown) return [];
    return [`${symbol} = ${formatStepValue(step)}${step.unit ? ` ${step.unit}` : ''}`];
  });
  return differing.length === 0 ? '' : `; rounded up from the sheet's ${differing.join(', ')}`;
}

/** The result's calculation sheet as plain text (deterministic: the same result, the same text). */
export function calculationSheetText(result: SheetTextResult): string {
  const source = frictionSourceNote(result.roof_type.friction_coefficient_source);
  // μ's row says where μ comes from, as the report's sheet does.
  const steps = result.calculation_steps.map((step) =>
    step.symbol === FRICTION_SYMBOL ? { ...step, note: step.note ? `${step.note}; ${source}` : source } : step,
  );
  return formatSheetText(steps, sheetTextHeader(result));
}
