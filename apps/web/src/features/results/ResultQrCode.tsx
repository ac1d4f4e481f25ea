import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * The dark modules of a QR code for `text` as one SVG path ("M x y h1 v1 h-1 z" per module), with its size in
 * modules including the quiet zone. Generated here, in the browser: no image service sees the link.
 */
export function qrPath(text: string): { path: string; size: number } {
  // Type 0 picks the smallest version that holds the text; level M survives a smudged print.
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), size: count + 2 * QUIET_ZONE };
}

/** The QR code of the result's own link (docs/product.md, R-46), drawn as a crisp SVG at any print size. */
export function ResultQrCode({ url, size = 112 }: { url: string; size?: number }) {
  const { path, size: modules } = useMemo(() => qrPath(url), [url]);
  return (
    <svg
      role="img"
      aria-label={`QR code of ${url}`}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="result-qr-code"
      data-testid="result-qr-code"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
