/**
 * The report's block layout page (docs/product.md, "Block layout"): the scene of contracts' blockLayoutScene drawn
 * with pdfkit paths (vector, never a bitmap), its legend and its one-sentence summary. A result without a footprint
 * (stored before the sheet) gets no page.
 */
import { blockLayoutScene, type BlockLayoutScene, type Label, type MountSearchResult } from '@nprm/contracts';
import { COLOURS, CONTENT_WIDTH, PAGE, paragraph, use, type Doc } from './layout.js';

const FONT_SIZE = 9;
const BLOCK_FILL = '#c9ccd1';
const TRAY_FILL = '#f7f3e8';

/** Adds the block layout page after page 1. */
export function drawBlockLayoutPage(doc: Doc, result: MountSearchResult): void {
  const scene = blockLayoutScene(result, { width: CONTENT_WIDTH, maxPlanHeight: 400, fontSize: FONT_SIZE });
  if (!scene) return;
  doc.addPage();
  const x = PAGE.margin;
  use(doc, 'bold', 13).text('Block layout', x, PAGE.margin, { lineBreak: false });
  let y = paragraph(
    doc,
    `Plan view of the ${result.mount.name} (${result.mount.part_number}) as chosen, seen from above. ${scene.summary}`,
    { x, y: PAGE.margin + 18, width: CONTENT_WIDTH },
    8,
    COLOURS.muted,
  );
  y += 8;
  doc.save();
  doc.translate(x, y);
  drawScene(doc, scene);
  doc.restore();
  y += scene.height + 8;
  for (const note of scene.notes) {
    y = paragraph(doc, `• ${note}`, { x, y, width: CONTENT_WIDTH }, 8) + 2;
  }
}

function drawScene(doc: Doc, scene: BlockLayoutScene): void {
  const { footprint: plan } = scene;
  doc.rect(plan.x, plan.y, plan.width, plan.height).lineWidth(1.2).strokeColor(COLOURS.ink).stroke();
  for (const tray of scene.trays) {
    const { rect } = tray;
    doc
      .rect(rect.x, rect.y, rect.width, rect.height)
      .lineWidth(0.6)
      .dash(3, { space: 2 })
      .fillAndStroke(TRAY_FILL, COLOURS.muted)
      .undash();
    for (const block of tray.blockRects) {
      doc.rect(block.x, block.y, block.width, block.height).lineWidth(0.4).fillAndStroke(BLOCK_FILL, COLOURS.ink);
    }
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
