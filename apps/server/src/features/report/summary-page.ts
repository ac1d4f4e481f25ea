/**
 * Page 1 of the report: the one-page summary (docs/product.md, "Calculation report"). Every block has a place on
 * the page; long texts are cut with an ellipsis rather than pushing the reviewer box onto a second page.
 */
import { formatNumber, windExposureLabel } from '@nprm/calc';
import {
  blocksText,
  coordinatesText,
  governingLabel,
  optionsUsed,
  perTrayText,
  preparedDate,
  REPORT_DISCLAIMER,
  utilisationPercent,
  windSpeedWords,
  DEFAULT_WIND_SPEED_NOTE,
  codeBasisText,
  reportCodeBasis,
  type MountSearchResult,
} from '@nprm/contracts';
import {
  COLOURS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  PAGE,
  fieldRows,
  heading,
  paragraph,
  rule,
  use,
  type Doc,
  type ReportBranding,
} from './layout.js';
import { drawQrCode } from './qr.js';

// The product's one number format (calc's formatNumber), under the names this page uses.
const whole = { format: (value: number) => formatNumber(value, 0) };
const oneDecimal = { format: (value: number) => formatNumber(value, 1) };
const REVIEWER_BOX_HEIGHT = 118;

export interface SummaryContext {
  result: MountSearchResult;
  branding: ReportBranding;
  timeZone: string | undefined;
}

/** Draws the summary on the current page. */
export function drawSummaryPage(doc: Doc, context: SummaryContext): void {
  const x = PAGE.margin;
  const reviewerTop = CONTENT_BOTTOM - REVIEWER_BOX_HEIGHT;
  let y = drawHeader(doc, context, x, PAGE.margin);
  y = drawSiteAndEquipment(doc, context.result, y + 10, reviewerTop);
  y = drawResults(doc, context.result, y + 8);
  y = heading(doc, 'Assumptions and limits', x, y + 10, CONTENT_WIDTH);
  const bullets = context.result.assumptions.map((assumption) => `•  ${assumption.text}`).join('\n');
  y = paragraph(doc, bullets, { x, y, width: CONTENT_WIDTH, maxY: reviewerTop - 92 }, 7.5);
  y = heading(doc, 'Code basis', x, y + 8, CONTENT_WIDTH);
  const options = optionsUsed(context.result.calculation_steps);
  const basis = [
    `${reportCodeBasis(context.result.code_basis)}. Engine version ${context.result.engine_version}.`,
    options ? `Options used: ${options}.` : null,
  ]
    .filter((line) => line !== null)
    .join('\n');
  y = paragraph(doc, basis, { x, y, width: CONTENT_WIDTH, maxY: reviewerTop - 44 }, 7.5);
  y = heading(doc, 'Disclaimer', x, y + 8, CONTENT_WIDTH);
  paragraph(doc, REPORT_DISCLAIMER, { x, y, width: CONTENT_WIDTH, maxY: reviewerTop - 6 }, 7, COLOURS.muted);
  drawReviewerAndLink(doc, context.result, reviewerTop);
}

function drawHeader(doc: Doc, { result, branding, timeZone }: SummaryContext, x: number, top: number): number {
  // The reseller's logo is a remote image and the PDF is made without network: the name and domain stand for it.
  use(doc, 'bold', 15, COLOURS.accent).text(branding.name, x, top, { width: 330, height: 20, ellipsis: true });
  use(doc, 'regular', 8, COLOURS.muted).text(branding.domain, x, top + 20, { width: 330, lineBreak: false });
  const right = { width: 220, align: 'right' as const, lineBreak: false };
  use(doc, 'bold', 12).text('Ballast Calculation Report', x + CONTENT_WIDTH - 220, top + 1, right);
  use(doc, 'regular', 8, COLOURS.muted).text('Non-penetrating roof mount', x + CONTENT_WIDTH - 220, top + 18, right);
  const ruleY = top + 34;
  rule(doc, x, ruleY, CONTENT_WIDTH, 1.2, COLOURS.accent);
  const cells: [string, string][] = [
    ['Reference', result.reference],
    ['Date prepared', preparedDate(result.created_at, timeZone)],
    ['Prepared for', result.customer_company],
  ];
  const cellWidth = CONTENT_WIDTH / cells.length;
  cells.forEach(([label, value], index) => {
    const cellX = x + index * cellWidth;
    use(doc, 'regular', 7, COLOURS.muted).text(label.toUpperCase(), cellX, ruleY + 6, { lineBreak: false });
    use(doc, 'bold', 10).text(value, cellX, ruleY + 15, { width: cellWidth - 8, height: 13, ellipsis: true });
  });
  return ruleY + 30;
}

function siteRows(result: MountSearchResult): [string, string][] {
  const speed = `${whole.format(result.wind_speed)} mph, ${windSpeedWords(result)}${
    result.wind_speed_approximate ? ' (approximate)' : ''
  }`;
  const rows: [string, string | null][] = [
    ['Code basis', codeBasisText(result.code_basis)],
    ['Location', result.location ?? '—'],
    ['Coordinates', coordinatesText(result.location_latitude, result.location_longitude)],
    ['Wind speed', speed],
    ['Source', result.wind_speed_note || null],
    ['Basis', result.wind_speed_basis || null],
    ['Exposure', windExposureLabel(result.wind_exposure)],
    ['Building height', `${oneDecimal.format(result.building_height)} ft`],
    ['Roof type', result.roof_type.name],
    ['Ridge', result.ridge_mount ? 'Yes: ridge mount on a peaked roof' : 'No: flat roof'],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

function equipmentRows(result: MountSearchResult): [string, string][] {
  const block = result.block_type;
  const rows: [string, string | null][] = [
    ['Antenna', `${result.antenna.make} ${result.antenna.model}`],
    ['Mount', result.mount.name],
    ['Part number', result.mount.part_number],
    ['Allowable roof load', `${oneDecimal.format(result.mount.max_roof_load)} psf`],
    ['Ballast block', block ? `${block.name} ${block.nominal_size}, ${whole.format(block.weight)} lb` : null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

function drawSiteAndEquipment(doc: Doc, result: MountSearchResult, top: number, maxY: number): number {
  const gap = 16;
  const width = (CONTENT_WIDTH - gap) / 2;
  const left = PAGE.margin;
  const right = left + width + gap;
  const limit = maxY - 260;
  const siteY = fieldRows(doc, siteRows(result), {
    x: left,
    y: heading(doc, 'Site', left, top, width),
    width,
    labelWidth: 72,
    maxY: limit,
  });
  const equipmentY = fieldRows(doc, equipmentRows(result), {
    x: right,
    y: heading(doc, 'Equipment', right, top, width),
    width,
    labelWidth: 86,
    maxY: limit,
  });
  return Math.max(siteY, equipmentY);
}

function drawResults(doc: Doc, result: MountSearchResult, top: number): number {
  const x = PAGE.margin;
  let y = heading(doc, 'Results', x, top, CONTENT_WIDTH);
  const utilisation = utilisationPercent(result.roof_load, result.mount.max_roof_load);
  const cells: [string, string, string][] = [
    ['Ballast', `${whole.format(result.ballast_weight)} lb`, blocksText(result) ?? 'No ballast blocks needed'],
    ['Per tray', perTrayText(result) ?? '—', `Governing case: ${governingLabel(result.governing)}`],
    [
      'Roof load',
      `${oneDecimal.format(result.roof_load)} psf`,
      `of ${oneDecimal.format(result.mount.max_roof_load)} psf allowable: ${utilisation ?? '—'} % utilisation`,
    ],
    ['Total dead load', `${whole.format(result.total_dead_load)} lb`, 'mount, antenna and ballast'],
  ];
  const boxHeight = 52;
  doc.rect(x, y, CONTENT_WIDTH, boxHeight).fill(COLOURS.shade);
  const cellWidth = CONTENT_WIDTH / cells.length;
  cells.forEach(([label, value, note], index) => {
    const cellX = x + index * cellWidth + 8;
    const width = cellWidth - 14;
    use(doc, 'regular', 7, COLOURS.muted).text(label.toUpperCase(), cellX, y + 6, { width, lineBreak: false });
    use(doc, 'bold', index === 1 ? 10 : 14).text(value, cellX, y + 15, { width, height: 18, ellipsis: true });
    use(doc, 'regular', 6.5).text(note, cellX, y + 33, { width, height: 17, ellipsis: true });
  });
  y += boxHeight;
  if (result.default_wind_speed) {
    // The figure above rests on the default: said right under it, never only at the foot of the page.
    use(doc, 'bold', 8).text(DEFAULT_WIND_SPEED_NOTE, x, y + 4, { width: CONTENT_WIDTH, height: 12, ellipsis: true });
    y += 16;
  }
  return y;
}

function drawReviewerAndLink(doc: Doc, result: MountSearchResult, top: number): void {
  const x = PAGE.margin;
  const boxHeight = REVIEWER_BOX_HEIGHT - 18;
  const qrSize = boxHeight;
  const boxWidth = 300;
  doc.rect(x, top, boxWidth, boxHeight).lineWidth(0.8).strokeColor(COLOURS.ink).stroke();
  use(doc, 'bold', 9).text('Reviewed by', x + 10, top + 8, { lineBreak: false });
  use(doc, 'regular', 7, COLOURS.muted).text(
    'For the engineer or building official who checks this report.',
    x + 10,
    top + 21,
    {
      width: boxWidth - 20,
      lineBreak: false,
    },
  );
  ['Name', 'Signature', 'Date'].forEach((label, index) => {
    const lineY = top + 46 + index * 20;
    use(doc, 'regular', 8).text(label, x + 10, lineY - 9, { lineBreak: false });
    rule(doc, x + 64, lineY, boxWidth - 76, 0.5, COLOURS.ink);
  });
  const qrX = x + boxWidth + 16;
  drawQrCode(doc, result.result_url, qrX, top, qrSize);
  const textX = qrX + qrSize + 8;
  const textWidth = PAGE.margin + CONTENT_WIDTH - textX;
  use(doc, 'bold', 8.5).text('This result online', textX, top + 12, { width: textWidth });
  use(doc, 'regular', 7.5, COLOURS.muted).text(
    'Scan the code or open the address below: it shows the result as it was calculated, with its full calculation.',
    textX,
    top + 26,
    { width: textWidth, height: 60, ellipsis: true },
  );
  // Printed in full on one line, so the address reads (and copies) whole.
  const lineY = top + boxHeight + 6;
  use(doc, 'regular', 7.5, COLOURS.muted).text('Result online: ', x, lineY, { continued: true, lineBreak: false });
  use(doc, 'regular', 7.5, COLOURS.accent).text(result.result_url, { link: result.result_url, lineBreak: false });
}
