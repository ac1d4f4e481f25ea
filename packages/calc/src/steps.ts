/**
 * A step of the calculation: one figure, recorded once, filled in, when the engine computes it. The list of steps is
 * the calculation sheet; its JSON is what the API carries (compact: no words, no group, absent fields left out).
 * Dependency-free (light entry).
 */

export interface TraceStep {
  /** The symbol as written in docs/engineering.md, e.g. "q_z,a" or "B_sl"; its words are in the glossary. */
  readonly symbol: string;
  /** The engine's value, unrounded. */
  readonly value: number;
  /** "ft", "lb", "psf", "mph", "ft²", "in", "ft·lb" or "blocks"; absent for a dimensionless number. */
  readonly unit?: string;
  /** The formula in symbols, e.g. "h_b + y_a"; absent for a given value (input, option, constant). */
  readonly expression?: string;
  /** The formula with the numbers the engine used, printed so that it recomputes to the printed value. */
  readonly substituted?: string;
  /** The clause, table or method step. */
  readonly ref: string;
  /** A remark on this design's figure, e.g. "sliding governs" or "μ ≤ 0: no ballast resists sliding". */
  readonly note?: string;
  /** Set on the rows of the governing case: its check and the required ballast. */
  readonly governing?: boolean;
}

/**
 * A row of a stored sheet as readers take it: a {@link TraceStep}, or a row stored by engine 1.1 (which also
 * carried its words and group, "" for an absent formula or unit, and note null).
 */
export interface SheetStep {
  readonly symbol: string;
  readonly value: number;
  readonly unit?: string | undefined;
  readonly expression?: string | undefined;
  readonly substituted?: string | undefined;
  readonly ref: string;
  readonly note?: string | null | undefined;
  readonly governing?: boolean | undefined;
}
