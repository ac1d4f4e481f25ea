/**
 * The report's typefaces: DejaVu Sans and DejaVu Sans Mono (the dejavu-fonts-ttf package, the upstream TrueType
 * files), read and parsed once per process and embedded, subset, in every PDF. DejaVu covers every character the
 * trace prints (², ·, ≤, Δ, μ, α, φ, γ, ⌈⌉, ×, −), so no standard-14 font is needed (docs/decisions/0022-report-pdf.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** The names the report's drawing code chooses a font by, and their files. */
export const REPORT_FONTS = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;
export type ReportFont = keyof typeof REPORT_FONTS;

let parsed: Record<ReportFont, fontkit.Font> | null = null;

function parse(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  if (!('glyphForCodePoint' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

/**
 * The parsed fonts, made on first use and shared by every document: parsing a font's tables is most of the cost
 * of a small PDF, and pdfkit takes a parsed font as it takes a file (each document still embeds its own subset).
 */
export function reportFonts(): Record<ReportFont, fontkit.Font> {
  parsed ??= { regular: parse(REPORT_FONTS.regular), bold: parse(REPORT_FONTS.bold), mono: parse(REPORT_FONTS.mono) };
  return parsed;
}
