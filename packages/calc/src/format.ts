/**
 * Plain-text rendering of the trace for the results page's Calculations section and the diagnostics call.
 * Deterministic: the same design always gives the same text (no locale, no clock).
 */
import { ASSUMPTIONS } from './assumptions.js';
import type { FitFailure, MountDesign } from './design.js';
import { windExposureLabel } from './exposure.js';
import { LOAD_COMBINATIONS, type CalcOptions } from './options.js';
import type { MountSelection } from './select.js';
import { formatNumber } from './number-format.js';
import type { TraceStep } from './trace.js';

export { formatNumber };

/** Decimals shown per unit: enough to re-check each step by hand, no more. */
const DECIMALS: Readonly<Record<string, number>> = {
  ft: 2,
  in: 3,
  'ft²': 3,
  mph: 1,
  psf: 2,
  lb: 1,
  'ft·lb': 1,
  blocks: 0,
  '': 3,
};

/** The decimals the trace shows a value of this unit with. */
export function traceDecimals(unit: string): number {
  return DECIMALS[unit] ?? 3;
}

/** A value with its unit, e.g. "1,234.5 lb" or "0.982". */
export function formatQuantity(value: number, unit: string): string {
  const number = formatNumber(value, traceDecimals(unit));
  return unit ? `${number} ${unit}` : number;
}

/**
 * A step in words: "description, expression" ("antenna height above ground, h_b + y_a"), or the description alone
 * when there is no formula; a note follows after "; ", and then the formula reads as part of the description
 * ("required ballast max(B_ot, B_sl, B_min, 0); sliding governs"), as the text has read since engine 1.0.0.
 */
function describeStep(s: TraceStep): string {
  if (s.note === undefined) return s.expression ? `${s.description}, ${s.expression}` : s.description;
  return s.expression ? `${s.description} ${s.expression}; ${s.note}` : `${s.description}; ${s.note}`;
}

function formatStep(s: TraceStep): string {
  return `  ${s.symbol.padEnd(7)}= ${formatQuantity(s.value, s.unit).padEnd(16)} ${describeStep(s)} [${s.ref}]`;
}

function describeOptions(options: CalcOptions): string {
  const gcr = options.gcrPolicy === 'all_heights' ? 'GCr 1.9 at all heights' : 'GCr per ASCE 7-10 (0.85 above 60 ft)';
  const combination = LOAD_COMBINATIONS[options.loadCombination];
  return (
    `Basis: K_d ${formatNumber(options.kd, 3)}; ${gcr} (gcrPolicy ${options.gcrPolicy}); ` +
    `load combination ${combination.label} (${options.loadCombination}); ` +
    `ballast block ${formatQuantity(options.blockWeight, 'lb')}`
  );
}

function describeInputs(selection: Pick<MountSelection, 'input'>, notes: readonly string[]): string[] {
  const { site, antenna, frictionCoefficient } = selection.input;
  const lines = [
    'Inputs',
    `  Wind speed V: ${formatQuantity(site.windSpeed, 'mph')} (ASCE 7-10 Risk Category II basic wind speed)`,
    `  Wind exposure: ${windExposureLabel(site.exposure, 'text')}`,
    `  Building height h_b: ${formatQuantity(site.buildingHeight, 'ft')}`,
    `  Friction coefficient μ: ${formatQuantity(frictionCoefficient, '')}`,
    `  Antenna${antenna.label ? ` ${antenna.label}` : ''}: weight W_a ${formatQuantity(antenna.weight, 'lb')}; ` +
      `EPA A_a ${formatQuantity(antenna.squareFootage, 'ft²')}; ` +
      `mast ${formatQuantity(antenna.mastDiameter, 'in')} × ${formatQuantity(antenna.mastLength, 'ft')}; ` +
      `additional height to centerline Δa ${formatQuantity(antenna.additionalHeightToCenterline, 'ft')}; ` +
      `horizontal area A_r ${formatQuantity(antenna.horizontalArea ?? 0, 'ft²')}`,
  ];
  for (const note of notes) lines.push(`  ${note}`);
  return lines;
}

function mountTitle(id: number | null, name: string | null): string {
  const idText = id === null ? 'Mount (no id)' : `Mount ${id}`;
  return name ? `${idText} — ${name}` : idText;
}

/** The failed check as a sentence with its numbers, e.g. "roof load 280 psf exceeds … 20 psf (…)". */
export function describeFailure(design: MountDesign, failure: FitFailure): string {
  if (failure.check === 'friction') {
    return (
      `friction coefficient μ = ${formatNumber(failure.value, 3)} is not greater than 0: friction cannot hold the ` +
      'mount against sliding at any ballast (anchor it or choose another roof surface)'
    );
  }
  if (failure.check === 'antenna_below_roof') {
    return (
      `the antenna's centerline would sit ${formatQuantity(-failure.value, 'ft')} below the roof on this mount ` +
      '(H + Δa < 0): choose a taller mount'
    );
  }
  if (failure.check === 'tray_capacity') {
    const trays = design.trays;
    const share = trays ? `${trays.blocksPerTray} blocks in each of ${trays.trays} trays, ` : '';
    return (
      `the ballast trays cannot hold the ballast: ${share}${formatQuantity(failure.value, 'lb')} in the fullest ` +
      `tray exceeds its capacity of ${formatQuantity(failure.limit, 'lb')}`
    );
  }
  return (
    `roof load ${formatQuantity(failure.value, 'psf')} exceeds the mount's maximum roof load ` +
    `${formatQuantity(failure.limit, 'psf')} (total dead load ${formatQuantity(design.totalDeadLoad, 'lb')} over ` +
    `${formatQuantity(design.footprintArea, 'ft²')})`
  );
}

function verdict(design: MountDesign): string {
  const blocks = design.ballast;
  const ballast =
    `ballast ${formatQuantity(design.ballastWeight, 'lb')} ` +
    `(${blocks.count} × ${formatQuantity(blocks.blockWeight, 'lb')} ` +
    `blocks), governed by ${design.governing}; total dead load ${formatQuantity(design.totalDeadLoad, 'lb')}; ` +
    `roof load ${formatQuantity(design.roofLoad, 'psf')} (max ${formatQuantity(design.maxRoofLoad, 'psf')})` +
    (design.trays ? `; ${design.trays.blocksPerTray} blocks per tray in ${design.trays.trays} trays` : '');
  if (design.fits) return `  Verdict: FITS: ${ballast}`;
  return [
    `  Verdict: DOES NOT FIT: ${ballast}`,
    ...design.failures.map((failure) => `    - ${failure.check}: ${describeFailure(design, failure)}`),
  ].join('\n');
}

function describeMount(design: MountDesign): string[] {
  const m = design.input.mount;
  return [
    mountTitle(design.mountId, design.mountName),
    `  weight W_m ${formatQuantity(m.weight, 'lb')}; half base width b ${formatQuantity(m.halfBaseWidth, 'ft')}; ` +
      `height to antenna centerline H ${formatQuantity(m.heightToAntennaCenterline, 'ft')}; ` +
      `mast ${formatQuantity(m.mastDiameter, 'in')} × ${formatQuantity(m.mastLength, 'ft')}; ` +
      `frame area A_f ${formatQuantity(m.squareFootage, 'ft²')}; ` +
      `max roof load ${formatQuantity(m.maxRoofLoad, 'psf')}; ` +
      `minimum ballast ${formatQuantity(design.minimumBallast, 'lb')}` +
      (m.ballastTrays ? `; ballast trays ${m.ballastTrays}` : '') +
      (m.ballastTrays && m.trayCapacity ? ` of ${formatQuantity(m.trayCapacity, 'lb')} each` : ''),
    ...design.trace.map(formatStep),
    verdict(design),
  ];
}

export interface FormatTraceOptions {
  /** Extra lines for the Inputs section, e.g. "Wind speed source: county table (approximate)". */
  readonly notes?: readonly string[];
}

/**
 * Renders one design, or a whole selection (every candidate, the rejected ones and the choice), as plain text:
 * engine version and basis, the inputs, then per mount its data, each trace step with value, unit and reference,
 * and the verdict with the failed checks and their numbers.
 */
export function formatTrace(subject: MountDesign | MountSelection, options: FormatTraceOptions = {}): string {
  const notes = options.notes ?? [];
  const selection = 'designs' in subject ? subject : null;
  const designs = selection ? selection.designs : [subject as MountDesign];
  const lines = [
    `NPRM ballast calculation (engine ${subject.engineVersion})`,
    describeOptions(subject.options),
    '',
    ...describeInputs(subject, notes),
  ];
  for (const design of designs) lines.push('', ...describeMount(design));
  if (selection) {
    for (const rejected of selection.rejected) {
      lines.push('', mountTitle(rejected.mountId, rejected.mountName), `  Not evaluated: ${rejected.message}`);
    }
    const fitting = selection.designs.filter((d) => d.fits).length;
    const total = selection.designs.length + selection.rejected.length;
    const candidates = `${total} candidate${total === 1 ? '' : 's'}`;
    lines.push(
      '',
      selection.chosen
        ? `Selected: ${mountTitle(selection.chosen.mountId, selection.chosen.mountName)} ` +
            `(least total dead load of ${fitting} fitting of ${candidates})`
        : `Selected: none (no mount fits; ${candidates})`,
    );
  }
  lines.push('', 'Assumptions and limits', ...ASSUMPTIONS.map((a) => `  - ${a.text}`));
  return lines.join('\n') + '\n';
}
