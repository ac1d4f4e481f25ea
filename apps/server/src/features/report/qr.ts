/**
 * The report's QR code, made here (qrcode-generator's matrix, the library the results page draws its code with; no
 * network, no image file) and drawn as rectangles.
 */
import qrcode from 'qrcode-generator';

/**
 * Draws the QR code of `text` as a `size`-point square at (x, y), quiet zone included (4 modules each side, as
 * ISO/IEC 18004 asks), dark modules filled black; runs of dark modules in a row are one rectangle each.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  // Type 0 picks the smallest version that holds the text; level M survives a smudged print.
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const cell = size / (count + 2 * quiet);
  doc.save().fillColor('#000000');
  for (let row = 0; row < count; row++) {
    let column = 0;
    while (column < count) {
      if (!code.isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && code.isDark(row, column)) column++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill().restore();
}
