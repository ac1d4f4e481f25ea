/**
 * The report's calculation sheet (pages 2 on): the chosen mount's steps as a table grouped by section, their words
 * from the engine's glossary, the governing case's rows shaded and marked "▶"; a result stored before the sheet
 * existed says where its plain text is.
 */
import { unitAfter } from '@nprm/calc/number-format';
import { describeSymbol, stepRef } from '@nprm/calc/trace';
import {
  antennasText,
  formatStepValue,
  FRICTION_SYMBOL,
  frictionSourceNote,
  groupSteps,
  type CalculationStep,
  type MountSearchResult,
} from '@nprm/contracts';
import { COLOURS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE, rule, use, type Doc } from './layout.js';

const COLUMNS = [
  { title: 'Symbol', width: 52 },
  { title: 'Description', width: 148 },
  { title: 'Expression', width: 150 },
  { title: 'Result', width: 52, align: 'right' as const },
  { title: 'Unit', width: 34 },
  { title: 'Clause', width: CONTENT_WIDTH - 52 - 148 - 150 - 52 - 34 },
] as const;
const PADDING = 3;
const SIZE = 7;
export const GOVERNING_MARK = '▶';
const GROUP_TITLE_HEIGHT = 18;
const HEAD_HEIGHT = 13;

/** Adds the sheet's pages after the summary. */
export function drawCalculationSheet(doc: Doc, result: MountSearchResult, calculationsText: string | null): void {
  doc.addPage();
  let y = sheetTitle(doc, result);
  if (result.calculation_steps.length === 0) {
    // A result computed before the calculation sheet prints the text it was computed with, as its report always did.
    if (calculationsText) drawTextTrace(doc, calculationsText, y);
    else drawNoSheet(doc, result, y);
    return;
  }
  for (const group of groupSteps(result.calculation_steps)) {
    // The group's title keeps with its column heads and first row: never alone at the foot of a page.
    const first = group.steps[0];
    const firstHeight = first ? rowHeight(doc, rowCells(first, result.roof_type.friction_coefficient_source)) : 0;
    if (y + GROUP_TITLE_HEIGHT + HEAD_HEIGHT + firstHeight > CONTENT_BOTTOM) y = continuePage(doc);
    use(doc, 'bold', 9, COLOURS.accent).text(group.title, PAGE.margin, y + 4, { lineBreak: false });
    y = columnHeads(doc, y + GROUP_TITLE_HEIGHT);
    for (const step of group.steps) {
      const cells = rowCells(step, result.roof_type.friction_coefficient_source);
      const height = rowHeight(doc, cells);
      if (y + height > CONTENT_BOTTOM) y = columnHeads(doc, continuePage(doc));
      drawRow(doc, cells, y, height, step.governing === true);
      y += height;
    }
  }
}

function sheetTitle(doc: Doc, result: MountSearchResult): number {
  const x = PAGE.margin;
  use(doc, 'bold', 13).text('Calculation sheet', x, PAGE.margin, { lineBreak: false });
  const intro =
    `${result.mount.name} (${result.mount.part_number}) for ${antennasText(result)}. ` +
    `Every figure of the chosen design as the engine computed it, with its formula, the numbers put in and the ` +
    `clause. ${GOVERNING_MARK} and shading mark the governing case.`;
  use(doc, 'regular', 7.5, COLOURS.muted).text(intro, x, PAGE.margin + 18, { width: CONTENT_WIDTH });
  return doc.y + 4;
}

function continuePage(doc: Doc): number {
  doc.addPage();
  use(doc, 'regular', 7.5, COLOURS.muted).text('Calculation sheet (continued)', PAGE.margin, PAGE.margin, {
    lineBreak: false,
  });
  return PAGE.margin + 14;
}

function columnHeads(doc: Doc, y: number): number {
  let x = PAGE.margin;
  doc.rect(x, y, CONTENT_WIDTH, HEAD_HEIGHT).fill(COLOURS.shade);
  for (const column of COLUMNS) {
    use(doc, 'bold', 7, COLOURS.muted).text(column.title, x + PADDING, y + 3, {
      width: column.width - 2 * PADDING,
      align: 'align' in column ? column.align : 'left',
      lineBreak: false,
    });
    x += column.width;
  }
  return y + HEAD_HEIGHT;
}

interface Cell {
  text: string;
  bold: boolean;
  colour: string;
}

/**
 * A step's cells; μ's description says where the roof type's μ comes from (`frictionSource`), in the warning
 * colour when no source was given.
 */
function rowCells(step: CalculationStep, frictionSource: string | null): Cell[] {
  const words = describeSymbol(step.symbol);
  const friction = step.symbol === FRICTION_SYMBOL;
  const notes = [step.note, friction ? frictionSourceNote(frictionSource) : null];
  const said = notes.filter((note) => note).join('; ');
  const description = said ? `${words} (${said})` : words;
  const warning = friction && !frictionSource;
  const expression = !step.expression
    ? ''
    : !step.substituted
      ? step.expression
      : `${step.expression}\n= ${step.substituted}`;
  const symbol = step.governing ? `${GOVERNING_MARK} ${step.symbol}` : step.symbol;
  return [
    { text: symbol, bold: true, colour: COLOURS.ink },
    { text: description, bold: warning, colour: warning ? COLOURS.warning : COLOURS.ink },
    { text: expression, bold: false, colour: COLOURS.ink },
    { text: formatStepValue(step), bold: step.governing === true, colour: COLOURS.ink },
    { text: step.unit ? unitAfter(formatStepValue(step), step.unit) : '', bold: false, colour: COLOURS.ink },
    { text: stepRef(step), bold: false, colour: COLOURS.muted },
  ];
}

function rowHeight(doc: Doc, cells: Cell[]): number {
  let height = 0;
  cells.forEach((cell, index) => {
    use(doc, cell.bold ? 'bold' : 'regular', SIZE);
    const width = COLUMNS[index]!.width - 2 * PADDING;
    height = Math.max(height, cell.text === '' ? 0 : doc.heightOfString(cell.text, { width }));
  });
  return height + 2 * PADDING;
}

function drawRow(doc: Doc, cells: Cell[], y: number, height: number, governing: boolean): void {
  if (governing) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOURS.governing);
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    use(doc, cell.bold ? 'bold' : 'regular', SIZE, cell.colour).text(cell.text, x + PADDING, y + PADDING, {
      width: column.width - 2 * PADDING,
      align: 'align' in column ? column.align : 'left',
    });
    x += column.width;
  });
  rule(doc, PAGE.margin, y + height, CONTENT_WIDTH, 0.3, COLOURS.rule);
}

/** A result stored before the sheet: its plain-text calculation is at calculations.txt, next to its page. */
function drawNoSheet(doc: Doc, result: MountSearchResult, y: number): void {
  const address = `${new URL(result.result_url).origin}/api/mount_search_results/token/${result.token}/calculations.txt`;
  use(doc, 'regular', 8).text(
    `This result was saved before the calculation sheet was stored with results. Its calculation in plain text: ${address}`,
    PAGE.margin,
    y,
    { width: CONTENT_WIDTH },
  );
}

function drawTextTrace(doc: Doc, calculations: string, y: number): void {
  use(doc, 'mono', 6.5).text(calculations.trimEnd(), PAGE.margin, y, { width: CONTENT_WIDTH, lineGap: 1 });
}
