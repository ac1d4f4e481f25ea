/**
 * Reading a sheet's rows: grouped under the sheet's headings, and as plain text (the diagnostics, the saved
 * result's calculations.txt and the page's "Copy as text"). Pure and deterministic (no locale, no clock);
 * dependency-free (light entry).
 */
import { stepRef, type SheetStep } from './steps.js';
import { describeSymbol, symbolEntry, TRACE_SECTION_TITLES, TRACE_SECTIONS, type TraceSection } from './symbols.js';
import { formatStepValue } from './values.js';
import { unitAfter } from './number-format.js';

export interface SheetGroup<Step extends SheetStep = SheetStep> {
  readonly section: TraceSection;
  readonly title: string;
  readonly steps: Step[];
}

/**
 * The rows by group of the sheet, in order, empty groups left out. A row's group is its symbol's in the glossary,
 * but groups never go back: a row that names an earlier group's symbol stays in the group being listed (the μ ≤ 0
 * row of the stability check, which repeats the input μ). An unknown symbol stays in the current group.
 */
export function groupSteps<Step extends SheetStep>(steps: readonly Step[]): SheetGroup<Step>[] {
  const groups: SheetGroup<Step>[] = [];
  let current = 0;
  for (const step of steps) {
    const own = symbolEntry(step.symbol);
    const index = own === undefined ? current : TRACE_SECTIONS.indexOf(own.section);
    if (index > current) current = index;
    const section = TRACE_SECTIONS[current]!;
    let group = groups.at(-1);
    if (group?.section !== section) {
      group = { section, title: TRACE_SECTION_TITLES[section], steps: [] };
      groups.push(group);
    }
    group.steps.push(step);
  }
  return groups;
}

/** A value with its unit, as the sheet prints it: "1,234.5 lb", "0.849123". */
export function stepQuantity(step: SheetStep): string {
  const value = formatStepValue(step);
  return step.unit ? `${value} ${unitAfter(value, step.unit)}` : value;
}

/**
 * One row as a line of text: "  q_z,a  = 46.4640 psf       velocity pressure at the antenna:
 * 0.00256·K_z,a·K_zt·K_d·V² = 0.00256·0.849123·1·0.95·150² [ASCE 7-10 Eq. 29.3-1]", then "; " its note and
 * "(governing)" on a row of the governing case.
 */
export function formatStepLine(step: SheetStep): string {
  let words = describeSymbol(step.symbol) || step.symbol;
  if (step.expression) words += `: ${step.expression}${step.substituted ? ` = ${step.substituted}` : ''}`;
  if (step.note) words += `; ${step.note}`;
  const governing = step.governing ? ' (governing)' : '';
  return `  ${step.symbol.padEnd(7)}= ${stepQuantity(step).padEnd(16)} ${words} [${stepRef(step)}]${governing}`;
}

/** What a saved result's text says around its rows. */
export interface SheetTextHeader {
  readonly engineVersion: string;
  /** The result's reference, "R-7KQ2-M9XD"; null when there is none. */
  readonly reference: string | null;
  /** Lines about the inputs the rows do not show, e.g. "Wind exposure: C (Open)", "Wind speed source: …". */
  readonly notes: readonly string[];
  /** The chosen mount, e.g. "Mount NPRM-3 (part NP-3) for Ubiquiti airFiber". */
  readonly mountTitle: string;
  /** The result in one line, e.g. "FITS: ballast 990 lb (33 × 30 lb blocks), governed by sliding". */
  readonly verdict: string;
  readonly assumptions: readonly string[];
}

/**
 * A saved result's calculation sheet as plain text: the header, the rows under the sheet's headings, the verdict
 * and the assumptions. The same rows and header always give the same text.
 */
export function formatSheetText(steps: readonly SheetStep[], header: SheetTextHeader): string {
  const lines = [`NPRM ballast calculation sheet (engine ${header.engineVersion})`];
  if (header.reference) lines.push(`Reference: ${header.reference}`);
  lines.push(...header.notes, '', header.mountTitle);
  if (steps.length === 0) lines.push('', 'No calculation sheet was stored with this result.');
  for (const group of groupSteps(steps)) lines.push('', group.title, ...group.steps.map(formatStepLine));
  lines.push('', `Verdict: ${header.verdict}`);
  if (header.assumptions.length > 0) {
    lines.push('', 'Assumptions and limits', ...header.assumptions.map((text) => `  - ${text}`));
  }
  return lines.join('\n') + '\n';
}
