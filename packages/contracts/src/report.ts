/**
 * What the calculation report adds to a saved result (GET …/report.pdf at /api/docs): the readable reference,
 * and the calculation sheet's rows. Server (answer, PDF, e-mail) and web (page, print)
 * read these shapes from here.
 */
import { TRACE_SECTION_TITLES, TRACE_SECTIONS } from '@nprm/calc/trace';
import { z } from 'zod';

/** Crockford's base-32 alphabet: no I, L, O or U, so a reference read aloud or retyped is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The result's reference number, "R-7KQ2-M9XD": the first 40 bits of its token (URL-safe base64) in Crockford
 * base 32, grouped by four. It is derived, never stored, so every place that prints it agrees; it identifies the
 * report to people (one in a million million), while the token alone opens it.
 */
export function resultReference(token: string): string {
  let bits = '';
  for (const char of token.slice(0, 7)) {
    const index = BASE64URL.indexOf(char);
    bits += (index < 0 ? 0 : index).toString(2).padStart(6, '0');
  }
  let code = '';
  for (let i = 0; i < 40; i += 5) code += CROCKFORD[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return `R-${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * The calculation sheet's groups, in the order they print: inputs and geometry, then the method's steps as
 * docs/engineering.md names them. The engine names each step's group where it records it (one list, the engine's).
 */
export const CALCULATION_SECTIONS = TRACE_SECTIONS;
export const calculationSection = z.enum(CALCULATION_SECTIONS);
export type CalculationSection = z.infer<typeof calculationSection>;

/** Each group's heading on the sheet (the engine's light entry holds them, with the glossary). */
export const CALCULATION_SECTION_TITLES: Readonly<Record<CalculationSection, string>> = TRACE_SECTION_TITLES;

/**
 * One row of the calculation sheet: one step of the chosen mount's design as the engine recorded it (GET
 * …/token/{token} at /api/docs). Compact: the words and the group of a symbol are in the glossary (`GLOSSARY` of
 * `@nprm/calc/trace`), and absent fields are left out. Rows stored by engine 1.1 also carried `section` and
 * `description` (dropped here), "" for no formula or unit, `note: null` and `governing: false`: they still parse.
 */
export const calculationStep = z.object({
  symbol: z.string(),
  /**
   * The value as its row prints it (`formatStepValue(step)`): a given one exact, a computed one with 7 significant
   * digits (whole numbers from 10^6 to the unit). Results stored before decision 0057 carry the engine's unrounded
   * double, which prints the same.
   */
  value: z.number(),
  /** "ft", "lb", "psf", "mph", "ft²", "in", "ft·lb" or "blocks"; absent for a dimensionless number. */
  unit: z.string().optional(),
  /** The formula in symbols ("0.00256·K_z,a·K_zt·K_d·V²"); absent for an input, option or constant. */
  expression: z.string().optional(),
  /** The formula with the numbers the engine used ("0.00256·1.014652·1·0.95·115²"); absent with `expression`. */
  substituted: z.string().optional(),
  /**
   * The clause, table or method step; absent on a given input's row, which means "input" (every reader prints it:
   * `stepRef(step)`). Results stored before decision 0057 carry `"input"` there.
   */
  ref: z.string().optional(),
  /** A remark on this design's figure ("sliding governs", "exposure C"); absent for most rows. */
  note: z.string().nullish(),
  /** True on the rows of the governing case (its check and B_req); absent otherwise. */
  governing: z.boolean().optional(),
});
export type CalculationStep = z.infer<typeof calculationStep>;
