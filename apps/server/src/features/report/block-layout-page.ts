/**
 * The report's block layout page, the ballast plan (docs/product.md, "Block layout"): the scene of contracts'
 * blockLayoutScene drawn with pdfkit paths (vector, never a bitmap) at its stated paper scale, each block's position
 * and layer, its legend and its one-sentence summary. A mount the product cannot draw gets the page with the reason
 * it is not drawn, never an empty square.
 */
import {
  blockLayoutNotDrawn,
  blockLayoutScene,
  type BlockLayoutScene,
  type BlockSpot,
  type Label,
  type MountSearchResult,
} from '@nprm/contracts';
import { COLOURS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE, paragraph, paragraphHeight, use, type Doc } from './layout.js';

const FONT_SIZE = 9;
const BLOCK_FILL = '#c9ccd1';
const TRAY_FILL = '#f7f3e8';
const PAD_FILL = '#e4ede4';
const POINTS_PER_INCH = 72;

/** Adds the block layout page after page 1. */
export function drawBlockLayoutPage(doc: Doc, result: MountSearchResult): void {
  const scene = blockLayoutScene(result, {
    width: CONTENT_WIDTH,
    maxPlanHeight: 330,
    fontSize: FONT_SIZE,
    unitsPerInch: POINTS_PER_INCH,
  });
  doc.addPage();
  const x = PAGE.margin;
  use(doc, 'bold', 13).text('Block layout', x, PAGE.margin, { lineBreak: false });
  const heading = `Plan view of the ${result.mount.name} (${result.mount.part_number}) as chosen, seen from above.`;
  if (!scene) {
    const reason = blockLayoutNotDrawn(result) ?? 'Not drawn.';
    paragraph(doc, `${heading} ${reason}`, { x, y: PAGE.margin + 18, width: CONTENT_WIDTH }, 9);
    return;
  }
  let y = paragraph(
    doc,
    `${heading} ${scene.summary}`,
    { x, y: PAGE.margin + 18, width: CONTENT_WIDTH },
    8,
    COLOURS.muted,
  );
  if (scene.scaleText) {
    y = paragraph(doc, `${scene.scaleText}.`, { x, y: y + 2, width: CONTENT_WIDTH }, 9);
  }
  y += 8;
  doc.save();
  doc.translate(x, y);
  drawScene(doc, scene);
  doc.restore();
  y += scene.height + 4;
  for (const [index, line] of [...scene.positions, ...scene.notes.map((note) => `• ${note}`)].entries()) {
    const size = index < scene.positions.length ? 8.5 : 8;
    if (y + paragraphHeight(doc, line, CONTENT_WIDTH, size) > CONTENT_BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    y = paragraph(doc, line, { x, y, width: CONTENT_WIDTH }, size) + 2;
  }
}

function drawScene(doc: Doc, scene: BlockLayoutScene): void {
  const { footprint: plan } = scene;
  // The pad under the whole base, the frame's outline on it, and its feet at the corners.
  doc.rect(plan.x, plan.y, plan.width, plan.height).fill(PAD_FILL);
  for (const foot of scene.feet) doc.rect(foot.x, foot.y, foot.width, foot.height).fill(COLOURS.muted);
  doc.rect(plan.x, plan.y, plan.width, plan.height).lineWidth(1.2).strokeColor(COLOURS.ink).stroke();
  if (scene.ridge) {
    const { line } = scene.ridge;
    doc.moveTo(line.x1, line.y1).lineTo(line.x2, line.y2).lineWidth(1).dash(6, { space: 3 }).stroke().undash();
    label(doc, scene.ridge.label, 'left', 'bold');
  }
  for (const tray of scene.trays) {
    const { rect } = tray;
    doc
      .rect(rect.x, rect.y, rect.width, rect.height)
      .lineWidth(0.6)
      .dash(3, { space: 2 })
      .fillAndStroke(TRAY_FILL, COLOURS.muted)
      .undash();
    for (const spot of tray.spots) drawSpot(doc, spot);
    label(doc, tray.label, 'left', 'bold');
  }
  doc.circle(scene.mast.cx, scene.mast.cy, scene.mast.r).fillAndStroke(COLOURS.accent, COLOURS.ink);
  label(doc, scene.mast.label, 'left');
  if (scene.total) label(doc, scene.total, 'center', 'bold');
  for (const dimension of scene.dimensions) {
    const { line } = dimension;
    doc.moveTo(line.x1, line.y1).lineTo(line.x2, line.y2).lineWidth(0.6).strokeColor(COLOURS.muted).stroke();
    tick(doc, line.x1, line.y1, line.x1 === line.x2);
    tick(doc, line.x2, line.y2, line.x1 === line.x2);
    label(doc, dimension.label, line.x1 === line.x2 ? 'left' : 'center');
  }
  const bar = scene.scaleBar.line;
  doc.moveTo(bar.x1, bar.y1).lineTo(bar.x2, bar.y2).lineWidth(2).strokeColor(COLOURS.ink).stroke();
  tick(doc, bar.x1, bar.y1, false);
  tick(doc, bar.x2, bar.y2, false);
  label(doc, scene.scaleBar.label, 'left');
  const { line } = scene.wind;
  doc
    .moveTo(line.x1, line.y1)
    .lineTo(line.x2, line.y2 - 5)
    .lineWidth(1.6)
    .strokeColor(COLOURS.accent)
    .stroke();
  doc.polygon([line.x2 - 4, line.y2 - 7], [line.x2 + 4, line.y2 - 7], [line.x2, line.y2]).fill(COLOURS.accent);
  label(doc, scene.wind.label, 'right', 'bold', COLOURS.accent);
}

/** A block at its position, numbered, with "×2" where two layers stand on it (when the block has room). */
function drawSpot(doc: Doc, spot: BlockSpot): void {
  const { rect } = spot;
  doc.rect(rect.x, rect.y, rect.width, rect.height).lineWidth(0.4).fillAndStroke(BLOCK_FILL, COLOURS.ink);
  const text = spot.layers > 1 ? `${spot.number} ×${spot.layers}` : String(spot.number);
  use(doc, 'regular', 7);
  if (doc.widthOfString(text) + 2 > rect.width || rect.height < 8) return;
  doc.text(text, rect.x, rect.y + rect.height / 2 - 3, { width: rect.width, align: 'center', lineBreak: false });
}

/** A short stroke across a dimension line's end. */
function tick(doc: Doc, x: number, y: number, vertical: boolean): void {
  const [dx, dy] = vertical ? [4, 0] : [0, 4];
  doc
    .moveTo(x - dx, y - dy)
    .lineTo(x + dx, y + dy)
    .lineWidth(0.6)
    .strokeColor(COLOURS.muted)
    .stroke();
}

/** A label whose y is its baseline, anchored at its left, centre or right end (as SVG's text-anchor). */
function label(
  doc: Doc,
  at: Label,
  anchor: 'left' | 'center' | 'right',
  font: 'regular' | 'bold' = 'regular',
  colour: string = COLOURS.ink,
): void {
  use(doc, font, FONT_SIZE, colour);
  const width = doc.widthOfString(at.text);
  const left = anchor === 'left' ? at.x : anchor === 'center' ? at.x - width / 2 : at.x - width;
  // pdfkit places text by its top; the scene gives baselines.
  doc.text(at.text, left, at.y - FONT_SIZE * 0.8, { lineBreak: false });
}
