/** The report's QR code, made here (the qrcode package's matrix, no network, no image file) and drawn as rectangles. */
import QRCode from 'qrcode';

/**
 * Draws the QR code of `text` as a `size`-point square at (x, y), quiet zone included (4 modules each side, as
 * ISO/IEC 18004 asks), dark modules filled black; runs of dark modules in a row are one rectangle each.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill().restore();
}
