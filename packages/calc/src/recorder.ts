/**
 * Recording a calculation's steps: each figure once, filled in, at the moment it is computed. The list of steps is
 * the calculation sheet (docs/engineering.md, "The calculation sheet"): the API carries it as JSON, and the page,
 * the PDF and the text render it with the glossary (symbols.ts).
 */
import { evaluate, write, type Formula } from './formula.js';
import { INPUT_REF, type TraceStep } from './steps.js';
import { EXACT_DIGITS, isGiven, lastDigitUnit, significant, STEP_DIGITS, stepValueText } from './values.js';

/**
 * How far a formula's recomputed value may sit from its printed result, in units of the result's last printed
 * digit: the printed result is the value rounded (half a unit off at most), plus a twentieth of a unit for the
 * operands' own rounding. The sheet's property test allows 0.6.
 */
const RECOMPUTE_TOLERANCE = 0.55;

type Draft = { -readonly [K in keyof TraceStep]: TraceStep[K] };

/** Keeps every step of a calculation, in order. */
export class TraceRecorder {
  readonly steps: TraceStep[] = [];
  /**
   * The latest step of each symbol (a formula's operands), with its value as its row prints it (stepValueText) and
   * read back, written on first use: most formulas use an operand so.
   */
  private readonly latest = new Map<string, Operand>();

  /**
   * Records one figure and hands its value back, so a figure is computed and recorded in one statement:
   *
   *   const za = t.step('z_a', z(hb, ya), 'ft', REF.heights, Z.a);
   *
   * `unit` is "" for a dimensionless number; `formula` is left out for a given value (an input, an option, a
   * constant), which then prints exactly. With a formula, the step also records it written with the numbers used.
   */
  step(symbol: string, value: number, unit: string, ref: string, formula?: Formula, note?: string): number {
    // Fields in the order the row's JSON lists them (ref after the formula), absent ones never written.
    const step = { symbol, value } as Draft;
    const entry: Operand = { step, text: undefined, value: 0 };
    if (unit !== '') step.unit = unit;
    if (formula !== undefined) {
      step.expression = formula.expression;
      step.substituted = this.substitute(formula, entry);
    }
    step.ref = ref;
    if (note !== undefined) step.note = note;
    this.steps.push(step);
    this.latest.set(symbol, entry);
    return value;
  }

  /**
   * Marks the latest step of the governing case's check and of the verdict (B_req) as rows of the governing case,
   * once the ballast is known. Two arguments, not a list: without a trace the call must not allocate.
   */
  governs(check: string, verdict: string): void {
    for (const symbol of [check, verdict]) {
      const found = this.latest.get(symbol);
      if (found !== undefined) found.step.governing = true;
    }
  }

  /**
   * The formula with its operands' numbers: each as its own row prints it, and where that does not recompute to
   * this step's printed result (rounded operands multiply their error, a difference of large terms loses digits),
   * the computed operands of this formula with one more significant digit at a time, up to the exact double.
   */
  private substitute(formula: Formula, result: Operand): string {
    const printed = row(result);
    const step = result.step;
    const tolerance = RECOMPUTE_TOLERANCE * lastDigitUnit(printed.text!);
    const operand = (symbol: string): Operand => {
      const found = this.latest.get(symbol);
      if (found === undefined) throw new Error(`formula of ${step.symbol} names ${symbol}, not recorded before it`);
      return found;
    };
    // First as the operands' rows print them, then with more digits for the computed ones.
    if (Math.abs(evaluate(formula.term, (symbol) => row(operand(symbol)).value) - printed.value) <= tolerance) {
      return write(formula.term, (symbol) => row(operand(symbol)).text!);
    }
    for (let digits = STEP_DIGITS + 1; ; digits++) {
      const text = (symbol: string): string => {
        const found = operand(symbol);
        return isGiven(found.step) ? row(found).text! : significant(found.step.value, digits);
      };
      if (digits >= EXACT_DIGITS) return write(formula.term, text);
      const recomputed = evaluate(formula.term, (symbol) => Number(text(symbol)));
      if (Math.abs(recomputed - printed.value) <= tolerance) return write(formula.term, text);
    }
  }
}

/** A recorded step as a formula's operand, with its row's printed value once asked for. */
interface Operand {
  readonly step: Draft;
  text: string | undefined;
  value: number;
}

function row(operand: Operand): Operand {
  if (operand.text === undefined) {
    operand.text = stepValueText(operand.step);
    operand.value = Number(operand.text);
  }
  return operand;
}

/** Where a calculation records its steps: a {@link TraceRecorder}, or {@link NO_TRACE} to record nothing. */
export type Recorder = Pick<TraceRecorder, 'step' | 'governs'>;

/** A new, empty {@link TraceRecorder}. */
export function trace(): TraceRecorder {
  return new TraceRecorder();
}

/** Records nothing: the calculation without its trace (no formula written, no number formatted). */
export const NO_TRACE: Recorder = {
  step: (_symbol: string, value: number): number => value,
  governs: () => undefined,
};

/**
 * The method's own references, short, in one place so the wording stays consistent. "Method step N" is the numbered
 * step of docs/engineering.md, "The method". The standard's clauses are the chosen edition's (EDITION_REFERENCES in
 * editions.ts), so that a sheet cites one edition.
 */
export const REF = {
  input: INPUT_REF,
  leverArms: 'method step 1',
  heights: 'method step 2',
  footprint: 'method step 8 (base length and width)',
  rating: "manufacturer's rating",
  areas: 'method step 4',
  demands: 'method step 5',
  selfWeight: 'method step 6',
  stability: 'method step 6',
  required: 'method step 7',
  blocks: 'method step 7',
  checks: 'method step 7 (ballast placed)',
  deadLoad: 'method step 8',
} as const;
