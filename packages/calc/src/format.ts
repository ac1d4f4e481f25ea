/**
 * Plain-text rendering of designs for the diagnostics call: each design's steps as the sheet's lines (sheet-text.ts),
 * with the inputs, the verdicts and the choice around them. Deterministic: the same design always gives the same
 * text (no locale, no clock).
 */
import { assumptionsFor } from './assumptions.js';
import { rooftopFactorHasHeightLimit } from './editions.js';
import type { FitFailure, MountDesign } from './design.js';
import { windExposureLabel } from './exposure.js';
import { LOAD_COMBINATIONS, type CalcOptions } from './options.js';
import type { MountSelection } from './select.js';
import { formatCount, formatNumber, unitAfter } from './number-format.js';
import { formatStepLine } from './sheet-text.js';
import { exactDecimal, groupThousands } from './values.js';

export { formatNumber };

/** Decimals of the summary sentences (verdict, failed checks) per unit; the steps print as the sheet does. */
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

/** A value with its unit, e.g. "1,234.5 lb" or "0.982". */
export function formatQuantity(value: number, unit: string): string {
  const number = formatNumber(value, DECIMALS[unit] ?? 3);
  return unit ? `${number} ${unitAfter(number, unit)}` : number;
}

/** A given value (an input, a catalogue figure) exactly as given, with its unit: "1.125 ft". */
function given(value: number, unit: string): string {
  const number = groupThousands(exactDecimal(value));
  return unit ? `${number} ${unit}` : number;
}

function describeOptions(options: CalcOptions): string {
  const { codeBasis } = options;
  const gcr =
    options.gcrPolicy === 'all_heights' || !rooftopFactorHasHeightLimit(codeBasis.edition)
      ? 'GCr 1.9 at all heights'
      : `GCr per ${codeBasis.edition} (0.85 above 60 ft)`;
  const hvhz =
    codeBasis.jurisdiction === 'florida_hvhz' ? '; Florida HVHZ: G·C_f 3.1 at all heights (FBC 2010 §1609.8)' : '';
  const combination = LOAD_COMBINATIONS[codeBasis.loadCombination];
  return (
    `Basis: ${codeBasis.edition}, Risk Category ${codeBasis.riskCategory}; K_d ${exactDecimal(options.kd)}; ` +
    `${gcr} (gcrPolicy ${options.gcrPolicy})${hvhz}; ` +
    `load combination ${combination.label} (${codeBasis.loadCombination}); ` +
    `ballast block ${given(options.blockWeight, 'lb')}`
  );
}

function describeInputs(selection: Pick<MountSelection, 'input'>, notes: readonly string[]): string[] {
  const { site, antenna, frictionCoefficient } = selection.input;
  const lines = [
    'Inputs',
    `  Wind speed V: ${given(site.windSpeed, 'mph')} (design wind speed)`,
    `  Wind exposure: ${windExposureLabel(site.exposure, 'text')}`,
    `  Building height h_b: ${given(site.buildingHeight, 'ft')}`,
    ...(site.groundElevation == null ? [] : [`  Ground elevation z_e: ${given(site.groundElevation, 'ft')}`]),
    ...(site.seismic == null
      ? []
      : [`  Seismic: S_DS ${given(site.seismic.sds, 'g')}; S_D1 ${given(site.seismic.sd1, 'g')}`]),
    `  Friction coefficient μ: ${given(frictionCoefficient, '')}`,
    `  Antenna${antenna.label ? ` ${antenna.label}` : ''}: weight W_a ${given(antenna.weight, 'lb')}; ` +
      `EPA A_a ${given(antenna.squareFootage, 'ft²')}; ` +
      `mast ${given(antenna.mastDiameter, 'in')} × ${given(antenna.mastLength, 'ft')}; ` +
      `additional height to centerline Δa ${given(antenna.additionalHeightToCenterline, 'ft')}; ` +
      `horizontal area A_r ${given(antenna.horizontalArea ?? 0, 'ft²')}`,
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
  if (failure.check === 'mount_rating') {
    return failure.rating === 'max_epa'
      ? `the antenna's EPA ${formatQuantity(failure.value, 'ft²')} exceeds the mount's rated maximum EPA ` +
          `${formatQuantity(failure.limit, 'ft²')} (manufacturer's rating)`
      : `the overturning moment ${formatQuantity(failure.value, 'ft·lb')} exceeds the mount's rated maximum ` +
          `${formatQuantity(failure.limit, 'ft·lb')} (manufacturer's rating)`;
  }
  if (failure.check === 'no_ballast_positions') {
    return (
      `the mount has no ballast trays or positions: it cannot hold the ${formatQuantity(failure.value, 'lb')} ` +
      `(${formatCount(design.ballast.count, 'blocks')}) this design needs`
    );
  }
  if (failure.check === 'roof_structure') {
    return (
      `roof load ${formatQuantity(failure.value, 'psf')} exceeds the roof structure's allowable load ` +
      `${formatQuantity(failure.limit, 'psf')} (the building engineer's figure)`
    );
  }
  if (failure.check === 'tray_capacity') {
    const trays = design.trays;
    const share = trays
      ? `${formatCount(trays.blocksPerTray, 'blocks')} in each of ${formatCount(trays.trays, 'trays')}, `
      : '';
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
    (design.trays
      ? `; ${formatCount(design.trays.blocksPerTray, 'blocks')} per tray in ${formatCount(design.trays.trays, 'trays')}`
      : '');
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
    `  weight W_m ${given(m.weight, 'lb')}; half base width b ${given(m.halfBaseWidth, 'ft')}; ` +
      `height to antenna centerline H ${given(m.heightToAntennaCenterline, 'ft')}; ` +
      `mast ${given(m.mastDiameter, 'in')} × ${given(m.mastLength, 'ft')}; ` +
      `frame area A_f ${given(m.squareFootage, 'ft²')}; ` +
      `max roof load ${given(m.maxRoofLoad, 'psf')}; ` +
      `minimum ballast ${given(design.minimumBallast, 'lb')}` +
      (m.ballastTrays ? `; ballast trays ${m.ballastTrays}` : '') +
      (m.ballastTrays && m.trayCapacity ? ` of ${given(m.trayCapacity, 'lb')} each` : ''),
    ...design.trace.map(formatStepLine),
    verdict(design),
  ];
}

export interface FormatTraceOptions {
  /** Extra lines for the Inputs section, e.g. "Wind speed source: county table (approximate)". */
  readonly notes?: readonly string[];
}

/**
 * Renders one design, or a whole selection (every candidate, the rejected ones and the choice), as plain text:
 * engine version and basis, the inputs, then per mount its data, each step as the sheet's text prints it (value,
 * unit, words from the glossary, formula with its numbers, reference) and the verdict with the failed checks.
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
  const assumptions = assumptionsFor(subject.options.codeBasis.edition, subject.input.site.seismic != null);
  lines.push('', 'Assumptions and limits', ...assumptions.map((a) => `  - ${a.text}`));
  return lines.join('\n') + '\n';
}
