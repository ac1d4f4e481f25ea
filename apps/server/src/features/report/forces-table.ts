/**
 * Page 1's forces and checks: F_H and F_v, overturning moment against the resisting moment, sliding demand against
 * the friction capacity and the roof load against the mount's allowable and the roof structure's (or "roof
 * structure not checked"), each with its utilisation. The figures are the
 * sheet's rows (reviewForces, shared with the results page), never recomputed here.
 */
import { formatNumber } from '@nprm/calc';
import { reviewForces, utilisationPercent, type MountSearchResult } from '@nprm/contracts';
import { COLOURS, CONTENT_WIDTH, PAGE, rule, TABLE, tableHeads, use, type Doc, type Flow } from './layout.js';

const COLUMNS = [
  { title: 'Check', width: 150 },
  { title: 'Demand', width: 150 },
  { title: 'Capacity', width: 150 },
  { title: 'Utilisation', width: CONTENT_WIDTH - 450 },
] as const;
const PADDING = TABLE.padding;
const SIZE = 7.5;
const HEAD_HEIGHT = TABLE.headHeight;
/** Room the heading keeps for the column heads and the first row (keep with next). */
export const FORCES_TABLE_MIN = HEAD_HEIGHT + 16;

interface Row {
  cells: [string, string, string, string];
  governing: boolean;
}

function rows(result: MountSearchResult): Row[] {
  const forces = reviewForces(result.calculation_steps);
  const out: Row[] = [];
  if (forces.lateral) out.push({ cells: ['Lateral force', `F_H ${forces.lateral.text}`, '', ''], governing: false });
  if (forces.uplift) out.push({ cells: ['Uplift', `F_v ${forces.uplift.text}`, '', ''], governing: false });
  for (const [check, governing] of [
    [forces.overturning, result.governing === 'overturning'],
    [forces.sliding, result.governing === 'sliding'],
  ] as const) {
    if (!check) continue;
    const { demand, capacity } = check;
    out.push({
      cells: [
        `${check.label}: ${demand.label.toLowerCase()} against ${capacity.label.toLowerCase()}`,
        `${demand.symbol} ${demand.text}`,
        `${capacity.symbol} ${capacity.text}`,
        check.utilisation ?? '—',
      ],
      governing,
    });
  }
  const roof = utilisationPercent(result.roof_load, result.mount.max_roof_load);
  out.push({
    cells: [
      'Roof load against the allowable',
      `p ${formatNumber(result.roof_load, 1)} psf`,
      `${formatNumber(result.mount.max_roof_load, 1)} psf`,
      roof === null ? '—' : `${roof} %`,
    ],
    governing: false,
  });
  const structure = roofStructureCells(result);
  if (structure) out.push({ cells: structure, governing: false });
  return out;
}

/**
 * The roof structure's own limit beside the mount's, when the building's engineer gave one; without it the summary's
 * Allowable line says the structure was not checked, so page 1 keeps its room.
 */
function roofStructureCells(result: MountSearchResult): Row['cells'] | null {
  const allowable = result.roof_allowable_load;
  if (allowable === null) return null;
  const roof = utilisationPercent(result.roof_load, allowable);
  return [
    'Roof load against the roof structure',
    `p ${formatNumber(result.roof_load, 1)} psf`,
    `${formatNumber(allowable, 1)} psf (building engineer)`,
    roof === null ? '—' : `${roof} %`,
  ];
}

function rowHeight(doc: Doc, cells: readonly string[]): number {
  use(doc, 'regular', SIZE);
  const heights = cells.map((text, index) => doc.heightOfString(text, { width: COLUMNS[index]!.width - 2 * PADDING }));
  return Math.max(...heights) + 2 * PADDING;
}

/**
 * The table from the flow's y; a row that would pass the page's foot starts a new page with the column heads again.
 * A result saved before the sheet had these rows says so instead of the missing figures. Answers the y below it.
 */
export function drawForcesTable(doc: Doc, flow: Flow, result: MountSearchResult): number {
  let y = tableHeads(doc, flow.y, COLUMNS);
  const table = rows(result);
  for (const row of table) {
    const height = rowHeight(doc, row.cells);
    flow.y = y;
    if (flow.room(height) !== y) y = tableHeads(doc, flow.y, COLUMNS);
    if (row.governing) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOURS.governing);
    let x = PAGE.margin;
    row.cells.forEach((text, index) => {
      use(doc, index === 3 && row.governing ? 'bold' : 'regular', SIZE).text(text, x + PADDING, y + PADDING, {
        width: COLUMNS[index]!.width - 2 * PADDING,
      });
      x += COLUMNS[index]!.width;
    });
    y += height;
    rule(doc, PAGE.margin, y, CONTENT_WIDTH, 0.3, COLOURS.rule);
  }
  if (!reviewForces(result.calculation_steps).overturning) {
    use(doc, 'regular', 7, COLOURS.muted).text(
      'This result was saved before the forces and checks were kept with it: its calculation sheet has its figures.',
      PAGE.margin,
      y + 3,
      { width: CONTENT_WIDTH },
    );
    y = doc.y;
  }
  return y + 2;
}
