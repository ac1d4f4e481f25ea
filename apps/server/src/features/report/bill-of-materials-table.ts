/**
 * The report's bill of materials: the fit's parts with the reseller's prices as at search time, in the
 * summary after the site and equipment. A part without a price reads "On request"; a result stored before it has no lines and no
 * table.
 */
import { formatMoney, ON_REQUEST, type MountSearchResult } from '@nprm/contracts';
import { COLOURS, CONTENT_WIDTH, PAGE, rule, TABLE, tableHeads, use, type Doc, type Flow } from './layout.js';

const COLUMNS = [
  { title: 'Part number', width: 120, align: 'left' },
  { title: 'Description', width: CONTENT_WIDTH - 120 - 45 - 85 - 90, align: 'left' },
  { title: 'Qty', width: 45, align: 'right' },
  { title: 'Unit price', width: 85, align: 'right' },
  { title: 'Line total', width: 90, align: 'right' },
] as const;
const PADDING = TABLE.padding;
const SIZE = 8;
const HEAD_HEIGHT = TABLE.headHeight;

function rowHeight(doc: Doc, cells: readonly string[], font: 'regular' | 'bold' = 'regular'): number {
  use(doc, font, SIZE);
  return (
    Math.max(...cells.map((text, index) => doc.heightOfString(text, { width: COLUMNS[index]!.width - 2 * PADDING }))) +
    2 * PADDING
  );
}

function drawRow(doc: Doc, cells: readonly string[], y: number, font: 'regular' | 'bold'): number {
  const height = rowHeight(doc, cells, font);
  let x = PAGE.margin;
  cells.forEach((text, index) => {
    const column = COLUMNS[index]!;
    use(doc, font, SIZE).text(text, x + PADDING, y + PADDING, {
      width: column.width - 2 * PADDING,
      align: column.align,
    });
    x += column.width;
  });
  rule(doc, PAGE.margin, y + height, CONTENT_WIDTH, 0.3, COLOURS.rule);
  return y + height;
}

/** Room the heading keeps for the column heads and the first row (keep with next). */
export const BOM_TABLE_MIN = HEAD_HEIGHT + 16;

/**
 * The summary's "Bill of materials" section from the flow's y (page 1, or 2 when page 1 is full): a row that would
 * pass the page's foot starts a new page with the column heads again. Nothing for a result without lines.
 */
export function drawBillOfMaterials(flow: Flow, result: MountSearchResult): void {
  const { currency, lines, total } = result.bill_of_materials;
  if (lines.length === 0) return;
  const doc = flow.doc;
  const rows: { cells: string[]; font: 'regular' | 'bold' }[] = lines.map((line) => ({
    cells: [
      line.part_number,
      line.description,
      String(line.quantity),
      formatMoney(line.unit_price, currency),
      formatMoney(line.line_total, currency),
    ],
    font: 'regular',
  }));
  rows.push({ cells: ['Total', '', '', '', formatMoney(total, currency)], font: 'bold' });
  // A few lines: the table is kept whole with its heading (page 2 when page 1 has no room for it).
  const height = HEAD_HEIGHT + rows.reduce((sum, row) => sum + rowHeight(doc, row.cells, row.font), 0);
  flow.heading('Bill of materials', Math.max(BOM_TABLE_MIN, height));
  let y = tableHeads(doc, flow.y, COLUMNS);
  for (const row of rows) {
    flow.y = y;
    if (flow.room(rowHeight(doc, row.cells, row.font)) !== y) y = tableHeads(doc, flow.y, COLUMNS);
    y = drawRow(doc, row.cells, y, row.font);
  }
  flow.y = y + 3;
  flow.paragraphs(
    [
      currency === null
        ? `Prices: ${ON_REQUEST.toLowerCase()}; ask your reseller for a quote.`
        : `Prices in ${currency} as at the date of this result; "${ON_REQUEST}" where no price is listed.`,
    ],
    7,
    COLOURS.muted,
  );
}
