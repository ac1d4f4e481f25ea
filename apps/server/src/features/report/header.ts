/**
 * Page 1's header: the reseller's logo (its bytes as read by logo.ts; the name alone without one), the brand's name
 * and domain, and the report's title. Everything wraps in its column; nothing is cut.
 */
import SVGtoPDF from 'svg-to-pdfkit';
import { COLOURS, CONTENT_WIDTH, rule, use, type Doc, type ReportBranding, type ReportLogo } from './layout.js';

const LOGO_BOX = { width: 130, height: 40 } as const;
const TITLE_WIDTH = 200;

/**
 * Draws a logo fitted into `box` at (x, y). An SVG's text takes the report's own fonts and its links to other
 * files or images are not followed (the drawing is made from the file's bytes alone). Answers the width drawn, 0
 * when the image cannot be drawn (the name then stands alone).
 */
export function drawLogo(doc: Doc, logo: ReportLogo, x: number, y: number, box = LOGO_BOX): number {
  try {
    if (logo.format === 'svg') {
      doc.save();
      SVGtoPDF(doc, logo.bytes.toString('utf8'), x, y, {
        width: box.width,
        height: box.height,
        preserveAspectRatio: 'xMinYMid meet',
        fontCallback: (_family, bold) => (bold ? 'bold' : 'regular'),
        imageCallback: () => '',
        documentCallback: () => null,
        warningCallback: () => undefined,
      });
      doc.restore();
      return box.width;
    }
    doc.image(logo.bytes, x, y, { fit: [box.width, box.height], valign: 'center' });
    return box.width;
  } catch {
    return 0;
  }
}

/** Logo, name and domain on the left, the title on the right, a rule under both; answers the y below the rule. */
export function drawHeader(doc: Doc, branding: ReportBranding, x: number, top: number): number {
  const logoWidth = branding.logo ? drawLogo(doc, branding.logo, x, top) : 0;
  const nameX = logoWidth > 0 ? x + logoWidth + 10 : x;
  const nameWidth = x + CONTENT_WIDTH - TITLE_WIDTH - 12 - nameX;
  use(doc, 'bold', 13, COLOURS.accent).text(branding.name, nameX, top + 2, { width: nameWidth });
  const domainY = doc.y + 1;
  use(doc, 'regular', 8, COLOURS.muted).text(branding.domain, nameX, domainY, { width: nameWidth });
  const leftBottom = Math.max(doc.y, logoWidth > 0 ? top + LOGO_BOX.height : 0);
  const titleX = x + CONTENT_WIDTH - TITLE_WIDTH;
  use(doc, 'bold', 12).text('Ballast Calculation Report', titleX, top + 2, { width: TITLE_WIDTH, align: 'right' });
  use(doc, 'regular', 8, COLOURS.muted).text('Non-penetrating roof mount', titleX, doc.y + 2, {
    width: TITLE_WIDTH,
    align: 'right',
  });
  const ruleY = Math.max(leftBottom, doc.y) + 6;
  rule(doc, x, ruleY, CONTENT_WIDTH, 1.2, COLOURS.accent);
  return ruleY + 6;
}
