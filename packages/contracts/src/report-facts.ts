/**
 * The figures and phrases the calculation report prints, worked out from a saved result (docs/product.md,
 * "Calculation report"): written once here, so the PDF (server) and the page (web) word them alike.
 */
import { CODE_EDITIONS } from '@nprm/calc/editions';
import { formatCount, formatNumber } from '@nprm/calc/number-format';
import { z } from 'zod';
import type { CodeBasis, GoverningCaseName, WindSpeedSource } from './domain.js';
import { formatStepValue, type SheetStep } from '@nprm/calc/trace';
import type { MountSearchResult } from './search-result.js';

/** The sheet's grouping and its one value formatter are the engine's (light entry), so every reader prints alike. */
export { formatStepValue, groupSteps, type SheetGroup } from '@nprm/calc/trace';

/** The name a result without a reseller is branded with (the page's brand bar says the same). */
export const DEFAULT_BRAND_NAME = 'NPRM Ballast Calculator';

/** "Overturning", "Sliding", "The mount's minimum ballast". */
export function governingLabel(governing: GoverningCaseName): string {
  if (governing === 'minimum') return "The mount's minimum ballast";
  return governing.charAt(0).toUpperCase() + governing.slice(1);
}

/** 41.85003, -87.65005 → "41.8500° N, 87.6500° W"; null without coordinates. */
export function coordinatesText(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  const lat = `${formatNumber(Math.abs(latitude), 4, 4)}° ${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${formatNumber(Math.abs(longitude), 4, 4)}° ${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

/** Said after a place typed that names no single place of the place list (kept as typed, with a wind speed). */
export const NOT_IN_PLACE_LIST = 'not found in the place list';

/**
 * The site as the result, page 1 and the sheet text print it: the place's label, or the text as typed marked
 * "(not found in the place list)" when it named no place and a wind speed came with it (the server then keeps the
 * text and has no coordinates: POST /api/mount_search_results at /api/docs, step 2); "–" without a location.
 */
export function siteText(result: Pick<MountSearchResult, 'location' | 'location_latitude'>): string {
  if (result.location === null || result.location.trim() === '') return '–';
  return result.location_latitude === null ? `${result.location} (${NOT_IN_PLACE_LIST})` : result.location;
}

export { utilisationPercent } from './roof-check.js';

const SOURCE_LABELS: Record<WindSpeedSource, string> = {
  given: 'entered by the visitor',
  location: 'looked up for the site',
  default: 'default, no value found for the site',
};

/** Where the wind speed came from, in a few words. */
export function windSourceLabel(source: WindSpeedSource): string {
  return SOURCE_LABELS[source];
}

const JURISDICTION_WORDS: Record<CodeBasis['jurisdiction'], string> = {
  none: 'no jurisdiction rule',
  florida_hvhz: 'Florida HVHZ rule (FBC 2010 §1609.8: G·C_f 3.1 at all heights)',
};
const COMBINATION_WORDS: Record<CodeBasis['load_combination'], string> = {
  lrfd: '0.9D + 1.0W',
  asd: '0.6D + 0.6W',
  'fs1.5': '1.0D ≥ 1.5·(0.6W)',
};

/** The title every place showing a planning-only result prints, with the reasons beneath it. */
export const PLANNING_ONLY_TITLE = 'Planning estimate: not for permit';

const COMPUTED: readonly string[] = CODE_EDITIONS;

/**
 * The edition with what is in force at the site when that differs: "ASCE 7-16"; "ASCE 7-10 (chosen; in force here:
 * ASCE 7-16)"; "chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet)"; "ASCE 7-16 (in force here: not
 * known)". Results stored before the edition in force was kept print the edition alone.
 */
export function editionLabel(basis: Pick<CodeBasis, 'edition' | 'edition_chosen' | 'edition_in_force'>): string {
  const { edition, edition_chosen: chosen, edition_in_force: inForce } = basis;
  if (inForce === edition) return edition;
  const inForceText =
    inForce === null ? 'not known' : COMPUTED.includes(inForce) ? inForce : `${inForce} (not supported yet)`;
  if (chosen) return `${edition} (chosen; in force here: ${inForceText})`;
  if (inForce === null) return `${edition} (in force here: not known)`;
  return `chosen: ${edition}; in force here: ${inForceText}`;
}

/**
 * "ASCE 7-16, Risk Category II, no jurisdiction rule, load combination 0.9D + 1.0W" (the edition as editionLabel
 * prints it): page 1 and the sheet.
 */
export function codeBasisText(basis: CodeBasis): string {
  return (
    `${editionLabel(basis)}, Risk Category ${basis.risk_category}, ${JURISDICTION_WORDS[basis.jurisdiction]}, ` +
    `load combination ${COMBINATION_WORDS[basis.load_combination]}`
  );
}

/**
 * Where the wind speed came from, as page 1, the sheet's V row, the text and the e-mails say it: "given, below the
 * mapped 115 mph: <reason>" for a lower speed given with its reason (never the map's basic wind speed), else the
 * source in a few words. "given, with no mapped value for the site: <reason>" is for results stored when a reason
 * could stand in for the map.
 */
export function windSpeedWords(
  result: Pick<MountSearchResult, 'wind_speed' | 'wind_speed_source' | 'wind_speed_reason' | 'mapped_wind_speed'>,
): string {
  if (result.wind_speed_source === 'given' && result.wind_speed_reason) {
    const mapped = result.mapped_wind_speed;
    if (mapped === null) return `given, with no mapped value for the site: ${result.wind_speed_reason}`;
    if (result.wind_speed < mapped) {
      return `given, below the mapped ${formatNumber(mapped, 1)} mph: ${result.wind_speed_reason}`;
    }
  }
  return windSourceLabel(result.wind_speed_source);
}

/**
 * Said beside the ballast figure (results page and page 1 of the report) when the spec's default 115 mph was used:
 * the figure rests on it.
 */
export const DEFAULT_WIND_SPEED_NOTE =
  'Wind speed data for your location was not found. Using a default wind speed of 115 MPH: ' +
  'enter the design wind speed of the local building code to rely on this figure.';

/**
 * The options the calculation used, from its sheet's rows ("K_d 0.95; GCr 1.9; load combination 0.9D + 1.0W
 * (φ_D 0.9, γ_W 1); ballast block 30 lb"): recorded by the engine at search time, so a saved result reports the
 * options it was made with. Null when the result has no sheet.
 */
export function optionsUsed(steps: readonly SheetStep[]): string | null {
  const find = (symbol: string) => steps.find((step) => step.symbol === symbol);
  const kd = find('K_d');
  const gcr = find('GCr');
  const dead = find('φ_D');
  const wind = find('γ_W');
  const block = find('w');
  const parts: string[] = [];
  if (kd) parts.push(`K_d ${formatStepValue(kd)}`);
  if (gcr) parts.push(`GCr ${formatStepValue(gcr)}`);
  if (dead && wind) {
    const factors = `φ_D ${formatStepValue(dead)}, γ_W ${formatStepValue(wind)}`;
    parts.push(dead.note ? `load combination ${dead.note} (${factors})` : `load combination ${factors}`);
  }
  if (block) parts.push(`ballast block ${formatStepValue(block)} lb`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/**
 * "41 blocks of 30 lb (Solid concrete block 4" × 8" × 16")", or in the summary's compact form "41 × 30 lb (Solid
 * concrete block 4" × 8" × 16")"; null without ballast.
 */
export function blocksText(
  result: Pick<MountSearchResult, 'ballast_blocks' | 'block_type'>,
  compact = false,
): string | null {
  const { ballast_blocks: blocks, block_type: block } = result;
  if (blocks.count === 0) return null;
  const name = block ? ` (${block.name} ${block.nominal_size})` : '';
  const counted = compact ? `${formatNumber(blocks.count, 0)} ×` : `${formatCount(blocks.count, 'blocks')} of`;
  return `${counted} ${formatNumber(blocks.block_weight, 0)} lb${name}`;
}

/** "11 per tray in 4 trays"; null for a mount without trays. */
export function perTrayText(result: Pick<MountSearchResult, 'trays'>): string | null {
  const { trays } = result;
  return trays ? `${formatNumber(trays.blocks_per_tray, 0)} per tray in ${formatCount(trays.count, 'trays')}` : null;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The papers the PDF is made for. */
export const REPORT_PAPERS = ['letter', 'a4'] as const;
export type ReportPaper = (typeof REPORT_PAPERS)[number];

/**
 * The query of `GET /api/mount_search_results/token/{token}/report.pdf`: the visitor's IANA time zone, so "Date
 * prepared" is the local date the page shows ("America/Chicago"); not given: UTC.
 */
export const reportPdfQuery = z.object({
  time_zone: z.string().max(64).refine(isTimeZone, 'is not a known time zone').optional(),
  /** The paper: `letter` (the default) or `a4`. */
  paper: z.enum(REPORT_PAPERS, { error: 'must be letter or a4' }).optional(),
});
export type ReportPdfQuery = z.infer<typeof reportPdfQuery>;

/** The PDF's file name: the reference, "R-7KQ2-M9XD.pdf". */
export function reportFileName(reference: string): string {
  return `${reference}.pdf`;
}

/** The disclaimer the results page, its print and the PDF carry (docs/product.md, results). */
export const REPORT_DISCLAIMER =
  'This recommendation is an estimate for planning, worked out from the information entered above with ASCE 7-10 ' +
  'wind loads. It is not a site-specific engineering design: have a qualified engineer confirm that the roof can ' +
  'carry these loads, and install the mount according to its assembly instructions and your local building code.';

/** The code the method follows, as the report's code basis names it: the result's own edition, category and rule. */
export function reportCodeBasis(basis: CodeBasis): string {
  const rule =
    basis.jurisdiction === 'florida_hvhz' ? '; Florida Building Code 2010 §1609.8 (High-Velocity Hurricane Zone)' : '';
  const clause = basis.edition === 'ASCE 7-10' ? '§29.5.1' : '§29.4.1';
  return `${basis.edition}, Risk Category ${basis.risk_category} (rooftop structures and equipment, ${clause})${rule}`;
}

/** One figure of the forces a reviewer checks: its words, symbol and value with unit as page 1 prints it. */
export interface ForceFigure {
  label: string;
  symbol: string;
  text: string;
}

/** A check of demand against capacity with the ballast placed, and the utilisation (demand / capacity, %). */
export interface ForceCheck {
  label: string;
  demand: ForceFigure;
  capacity: ForceFigure;
  /** "87 %"; null when the sheet has no utilisation row (no capacity). */
  utilisation: string | null;
}

/** The forces block of the results page and page 1 of the report; null parts are not in the sheet. */
export interface ReviewForces {
  lateral: ForceFigure | null;
  uplift: ForceFigure | null;
  overturning: ForceCheck | null;
  sliding: ForceCheck | null;
}

const FORCE_DECIMALS: Readonly<Record<string, number>> = { lb: 1, 'ft·lb': 1, '%': 0 };

/**
 * The forces a reviewer checks first, read by symbol from the result's calculation sheet (its method step 7 records
 * the checks with the ballast placed: M_d against M_R, F_sl against F_fr, and U_ot, U_sl): the web and the PDF read
 * the same rows, never recompute them. A result stored before those rows has null there.
 */
export function reviewForces(steps: readonly SheetStep[]): ReviewForces {
  // The last row of a symbol is the design's (μ is recorded twice when friction cannot hold).
  const find = (symbol: string) => steps.findLast((step) => step.symbol === symbol);
  const figure = (symbol: string, label: string): ForceFigure | null => {
    const step = find(symbol);
    if (!step || !Number.isFinite(step.value)) return null;
    const unit = step.unit ?? '';
    const number = formatNumber(step.value, FORCE_DECIMALS[unit] ?? 2);
    return { label, symbol, text: unit === '%' ? `${number} %` : `${number} ${unit}`.trim() };
  };
  const check = (label: string, demand: ForceFigure | null, capacity: ForceFigure | null, use: string) =>
    demand && capacity ? { label, demand, capacity, utilisation: figure(use, 'Utilisation')?.text ?? null } : null;
  return {
    lateral: figure('F_H', 'Lateral force'),
    uplift: figure('F_v', 'Uplift'),
    overturning: check('Overturning', figure('M_d', 'Overturning moment'), figure('M_R', 'Resisting moment'), 'U_ot'),
    sliding: check('Sliding', figure('F_sl', 'Sliding demand'), figure('F_fr', 'Friction capacity'), 'U_sl'),
  };
}
