/**
 * Page 1 of the report: what a reviewer signs from (docs/product.md, "Calculation report"). The project, the result
 * and the forces with their utilisations, the code basis and the wind speed come first, so they are always on page
 * 1 above the reviewer box; the site details, assumptions and disclaimer follow and continue on the next page when
 * page 1 is full. Every text wraps; no heading is left at the foot of a page (layout.ts, Flow).
 */
import { formatNumber, windExposureLabel } from '@nprm/calc';
import {
  blocksText,
  codeBasisText,
  coordinatesText,
  DEFAULT_WIND_SPEED_NOTE,
  formatDate,
  antennaNames,
  antennaWindText,
  governingLabel,
  optionsUsed,
  perTrayText,
  PLANNING_ONLY_TITLE,
  REPORT_DISCLAIMER,
  siteText,
  windSpeedWords,
  formatStepValue,
  reportCodeBasis,
  SOURCE_NOT_GIVEN,
  ROOF_STRUCTURE_NOT_CHECKED,
  type MountSearchResult,
} from '@nprm/contracts';
import { drawBillOfMaterials } from './bill-of-materials-table.js';
import { drawForcesTable, FORCES_TABLE_MIN } from './forces-table.js';
import { drawHeader } from './header.js';
import {
  COLOURS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  fieldRow,
  fieldRowHeight,
  Flow,
  HEADING_HEIGHT,
  heading,
  PAGE,
  use,
  type Doc,
  type FieldRow,
  type ReportBranding,
} from './layout.js';
import { reviewRows } from './review-rows.js';
import type { ReportReview } from './review-stamp.js';
import { drawReviewerBox, REVIEWER_AREA_HEIGHT } from './reviewer-box.js';

const whole = (value: number) => formatNumber(value, 0);
const oneDecimal = (value: number) => formatNumber(value, 1);
const NOT_GIVEN = 'Not given';
const COLUMN_GAP = 16;

/** A row that is left out when it has no value. */
type Row = [string, string | null] | [string, string | null, 'warning'];
const present = (rows: Row[]): FieldRow[] => rows.filter((row): row is Row & FieldRow => row[1] !== null);
const LABEL_WIDTH = 78;

export interface SummaryContext {
  result: MountSearchResult;
  branding: ReportBranding;
  timeZone: string | undefined;
  /** The result's engineer review (null: none asked for): its rows, and an approval stamped in the reviewer box. */
  review?: ReportReview | null;
}

/** Draws the summary from the current page on, page 1 with its reviewer box. */
export function drawSummaryPage(doc: Doc, context: SummaryContext): void {
  const { result, branding } = context;
  const reviewerTop = CONTENT_BOTTOM - REVIEWER_AREA_HEIGHT;
  drawReviewerBox(
    doc,
    { x: PAGE.margin, y: reviewerTop, width: CONTENT_WIDTH, height: REVIEWER_AREA_HEIGHT },
    result,
    context.review ?? null,
  );
  const top = drawHeader(doc, branding, PAGE.margin, PAGE.margin);
  const flow = new Flow(doc, top, reviewerTop - 10, () => continued(doc, result));
  // What the page may be used for comes before any figure on it; the diagonal mark is on every page (report-pdf.ts).
  if (result.planning_only)
    flow.notice(
      PLANNING_ONLY_TITLE,
      result.planning_reasons.map((reason) => reason.text),
      2,
    );
  if (seismicFlagged(result)) flow.notice('Seismic', [result.seismic.statement], 4);
  columns(flow, ['Project', projectRows(result)], ['Prepared', preparedRows(context)], 4);
  columns(flow, ['Result', resultRows(result)], ['Roof load and case', loadRows(result)]);
  flow.heading('Forces and checks (ballast placed)', FORCES_TABLE_MIN);
  flow.y = drawForcesTable(doc, flow, result);
  flow.heading('Code basis and wind speed', 24);
  flow.rows(windRows(result), LABEL_WIDTH);
  // The state is always on page 1 in the reviewer box; these rows add the note or reason in full.
  flow.heading('Engineer review', 12);
  flow.rows(reviewRows(context.review ?? null), LABEL_WIDTH);
  flow.heading('Site and equipment', 24);
  flow.rows(siteRows(result), LABEL_WIDTH);
  drawBillOfMaterials(flow, result);
  flow.heading('Assumptions and limits', 20);
  flow.paragraphs(result.assumptions.map((assumption) => `•  ${assumption.text}`));
  flow.heading('Disclaimer', 20);
  flow.paragraphs([REPORT_DISCLAIMER], 7, COLOURS.muted);
}

/**
 * Seismic has a notice of its own on page 1 where Chapter 13 applies (its statement says what an anchorage must
 * resist); "not checked, required here" is among the planning notice's reasons.
 */
function seismicFlagged({ seismic }: MountSearchResult): boolean {
  return seismic.applies === true;
}

function continued(doc: Doc, result: MountSearchResult): number {
  use(doc, 'regular', 7.5, COLOURS.muted).text(`Summary (continued) · ${result.reference}`, PAGE.margin, PAGE.margin, {
    width: CONTENT_WIDTH,
  });
  return doc.y + 4;
}

/** Two headed columns of label-and-value rows side by side, kept together on one page. */
function columns(flow: Flow, left: [string, FieldRow[]], right: [string, FieldRow[]], gap = 10): void {
  const width = (CONTENT_WIDTH - COLUMN_GAP) / 2;
  const doc = flow.doc;
  const height = (rows: FieldRow[]) =>
    rows.reduce((sum, row) => sum + fieldRowHeight(doc, row, width, LABEL_WIDTH) + 2.5, 0);
  flow.y += gap;
  const top = flow.room(HEADING_HEIGHT + Math.max(height(left[1]), height(right[1])));
  let bottom = top;
  [left, right].forEach(([title, rows], index) => {
    const x = PAGE.margin + index * (width + COLUMN_GAP);
    let y = heading(doc, title, x, top, width);
    for (const row of rows) y = fieldRow(doc, row, { x, y, width, labelWidth: LABEL_WIDTH });
    bottom = Math.max(bottom, y);
  });
  flow.y = bottom;
}

function projectRows(result: MountSearchResult): FieldRow[] {
  const rows: Row[] = [
    ['Project', result.project_name ?? NOT_GIVEN],
    ['Site address', result.site_address ?? NOT_GIVEN],
    ['Location', result.location ? siteText(result) : NOT_GIVEN],
    ['Coordinates', coordinatesText(result.location_latitude, result.location_longitude)],
  ];
  return present(rows);
}

/**
 * The report is prepared for the customer's company (never the person's name: the PDF opens with the result's
 * token, like the result, and the token never discloses the name; decisions 0005 and 0050) with the reseller's
 * calculator: the calculation is the calculator's, not the installer's.
 */
function preparedRows({ result, branding, timeZone }: SummaryContext): FieldRow[] {
  return [
    ['Reference', result.reference],
    ['Date prepared', formatDate(result.created_at, timeZone ?? 'UTC')],
    ['Prepared for', result.customer_company],
    ['Prepared with', `${branding.name}'s calculator (engine version ${result.engine_version})`],
  ];
}

function resultRows(result: MountSearchResult): FieldRow[] {
  const ballast = `${whole(result.ballast_weight)} lb: ${blocksText(result) ?? 'no ballast blocks needed'}`;
  return [
    ...antennaRows(result),
    ['Mount', `${result.mount.name} (part number ${result.mount.part_number})`],
    ['Ballast', ballast],
    ['Trays', perTrayText(result) ?? 'The mount has no ballast trays'],
  ];
}

const several = (result: MountSearchResult) => result.antennas.length > 1;

/** The antenna, or each antenna on the mount with its own wind (its q_z, force and arm). */
function antennaRows(result: MountSearchResult): FieldRow[] {
  if (!several(result)) return [['Antenna', antennaNames(result)[0]!]];
  const names = antennaNames(result);
  return result.antennas.map((line, index) => [`Antenna ${index + 1}`, `${names[index]}: ${antennaWindText(line)}`]);
}

function loadRows(result: MountSearchResult): FieldRow[] {
  return [
    ['Roof load', `${oneDecimal(result.roof_load)} psf`],
    [
      'Allowable',
      `${oneDecimal(result.mount.max_roof_load)} psf (the mount's)` +
        (result.roof_allowable_load === null
          ? `; ${ROOF_STRUCTURE_NOT_CHECKED.toLowerCase()}`
          : `; ${oneDecimal(result.roof_allowable_load)} psf (the roof structure's)`),
    ],
    ['Governing case', governingLabel(result.governing)],
    [
      'Total dead load',
      `${whole(result.total_dead_load)} lb: mount, ${several(result) ? 'antennas' : 'antenna'} and ballast`,
    ],
  ];
}

/** A wind speed that is not a code map value or a cited one: the spec's default, approximate, or an estimate. */
function windSpeedIsEstimate(result: MountSearchResult): boolean {
  return (
    result.default_wind_speed ||
    result.wind_speed_approximate ||
    result.planning_reasons.some((reason) => reason.code === 'wind_speed_estimate')
  );
}

export function windRows(result: MountSearchResult): FieldRow[] {
  const speed = `${whole(result.wind_speed)} mph, ${windSpeedWords(result)}${
    result.wind_speed_approximate ? ' (approximate)' : ''
  }`;
  const estimate = windSpeedIsEstimate(result);
  const options = optionsUsed(result.calculation_steps);
  const cited = result.wind_speed_citation;
  const rows: Row[] = [
    ['Code basis', codeBasisText(result.code_basis)],
    estimate ? ['Wind speed', `${speed}: an estimate`, 'warning'] : ['Wind speed', speed],
    // An entered speed says where it comes from, or that nothing does.
    ...(result.wind_speed_source !== 'given'
      ? []
      : cited
        ? ([['Cited', cited]] as Row[])
        : ([['Cited', SOURCE_NOT_GIVEN, 'warning']] as Row[])),
    // The figures rest on the default speed: said beside the wind speed, never only at the foot of the page.
    ['Warning', result.default_wind_speed ? DEFAULT_WIND_SPEED_NOTE : null, 'warning'],
    estimate ? ['Source', result.wind_speed_note || null, 'warning'] : ['Source', result.wind_speed_note || null],
    ['Basis', result.wind_speed_basis || null],
    ['Method', `${reportCodeBasis(result.code_basis)}. Engine version ${result.engine_version}.`],
    ['Options used', options],
    [
      'Ground elevation',
      result.code_basis.edition === 'ASCE 7-10'
        ? null
        : result.ground_elevation === null
          ? 'not given: K_e taken as 1.0'
          : `${whole(result.ground_elevation)} ft above sea level (K_e on the sheet)`,
    ],
    ['Adopted code', adoptedCodeText(result)],
    ['Seismic', seismicFlagged(result) ? null : result.seismic.statement],
    ['Seismic values', result.seismic.sds === null ? null : seismicValuesText(result)],
  ];
  return present(rows);
}

function adoptedCodeText({ code_basis: { adopted_code: code } }: MountSearchResult): string | null {
  if (code === null) return null;
  return `${code.name} (${code.state}${code.effective ? `, effective ${code.effective}` : ''}); ${code.source}`;
}

function seismicValuesText({ seismic }: MountSearchResult): string {
  return `S_DS ${seismic.sds} g, S_D1 ${seismic.sd1} g; ${seismic.source ?? 'source not given'}`;
}

/** μ with where it comes from, beside it; a μ without a source says so in the warning style. */
function frictionRow(result: MountSearchResult): Row {
  const mu = result.calculation_steps.find((step) => step.symbol === 'μ');
  const value = mu ? `μ = ${formatStepValue(mu)}` : 'μ';
  const source = result.roof_type.friction_coefficient_source;
  return source
    ? ['Friction', `${value}; source: ${source}`]
    : ['Friction', `${value}; ${SOURCE_NOT_GIVEN}`, 'warning'];
}

function siteRows(result: MountSearchResult): FieldRow[] {
  const block = result.block_type;
  const rows: Row[] = [
    ['Exposure', windExposureLabel(result.wind_exposure)],
    ['Building height', `${oneDecimal(result.building_height)} ft`],
    ['Roof type', result.roof_type.name],
    frictionRow(result),
    ['Ridge', result.ridge_mount ? 'Yes: ridge mount on a peaked roof' : 'No: flat roof'],
    ['Ballast block', block ? `${block.name} ${block.nominal_size}, ${whole(block.weight)} lb` : null],
  ];
  return present(rows);
}
