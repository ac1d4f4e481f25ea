/**
 * A step of the calculation: one figure, recorded once, filled in, when the engine computes it. The list of steps is
 * the calculation sheet; its JSON, in the form {@link resultSheet} writes, is what the API carries (compact: no
 * words, no group, absent fields left out, each value as its row prints it). Dependency-free (light entry).
 */
import { isGiven, stepValueText } from './values.js';

export interface TraceStep {
  /** The symbol as written in docs/engineering.md, e.g. "q_z,a" or "B_sl"; its words are in the glossary. */
  readonly symbol: string;
  /** The engine's value, unrounded (a result carries it as its row prints it: {@link resultSheet}). */
  readonly value: number;
  /** "ft", "lb", "psf", "mph", "ft²", "in", "ft·lb" or "blocks"; absent for a dimensionless number. */
  readonly unit?: string;
  /** The formula in symbols, e.g. "h_b + y_a"; absent for a given value (input, option, constant). */
  readonly expression?: string;
  /** The formula with the numbers the engine used, printed so that it recomputes to the printed value. */
  readonly substituted?: string;
  /** The clause, table or method step; {@link INPUT_REF} for a given input. */
  readonly ref: string;
  /** A remark on this design's figure, e.g. "sliding governs" or "μ ≤ 0: no ballast resists sliding". */
  readonly note?: string;
  /** Set on the rows of the governing case: its check and the required ballast. */
  readonly governing?: boolean;
}

/**
 * A row of a stored sheet as readers take it: a row of a result's sheet ({@link resultSheet}: no `ref` on a given
 * input's row), a {@link TraceStep}, or a row stored by engine 1.1 (which also carried its words and group, "" for an
 * absent formula or unit, and note null).
 */
export interface SheetStep {
  readonly symbol: string;
  readonly value: number;
  readonly unit?: string | undefined;
  readonly expression?: string | undefined;
  readonly substituted?: string | undefined;
  /** Absent on a given input's row: read it with {@link stepRef}. */
  readonly ref?: string | undefined;
  readonly note?: string | null | undefined;
  readonly governing?: boolean | undefined;
}

/** The reference of a given input's row (the visitor's, the antenna's or the mount's figure). */
export const INPUT_REF = 'input';

/** A row's reference as every reader prints it: "input" for a row without one. */
export function stepRef(step: Pick<SheetStep, 'ref'>): string {
  return step.ref ?? INPUT_REF;
}

/** A row of a result's sheet: a {@link TraceStep} whose `ref` is left out on a given input's row. */
export type ResultStep = Omit<TraceStep, 'ref'> & { readonly ref?: string };

/**
 * The sheet as a result carries it (the API's `calculation_steps`), written where the steps leave the engine for
 * the result, once: a computed value as its row prints it ({@link stepValueText}: 1344.1184072672338 → 1344.118),
 * a given one exact, and a given input's `ref` left out ({@link stepRef} reads it back). Every reader prints each
 * row as it prints the trace's; the trace and the engine keep their exact doubles (the formulas' numbers and the
 * figures come from those).
 */
export function resultSheet(trace: readonly TraceStep[]): ResultStep[] {
  return trace.map((step) => {
    const value = isGiven(step) ? step.value : Number(stepValueText(step));
    if (step.ref !== INPUT_REF) return value === step.value ? step : { ...step, value };
    const { ref: _input, ...row } = step;
    return { ...row, value };
  });
}
