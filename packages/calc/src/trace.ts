/**
 * The trace of a composed calculation: ordered steps, each naming its symbol, what it is, its formula, value, unit
 * and code reference. The Calculations text, the diagnostics call and the printed report all render this one trace
 * (formatTrace).
 */

/**
 * The groups of the calculation sheet, in the order the method computes them: inputs and geometry (method steps 1
 * and 2), wind pressure (3), forces (4), demands (5), stability (6), ballast (7) and roof load (8). The calculation
 * names a step's group where it records it ({@link TraceRecorder.section}).
 */
export const TRACE_SECTIONS = [
  'inputs',
  'wind_pressure',
  'forces',
  'demands',
  'stability',
  'ballast',
  'roof_load',
] as const;
export type TraceSection = (typeof TRACE_SECTIONS)[number];

export interface TraceStep {
  /** The group of the calculation sheet the step belongs to. */
  readonly section: TraceSection;
  /** The symbol as written in docs/engineering.md, e.g. "q_z,a" or "B_sl". */
  readonly symbol: string;
  /** What the value is, in words, e.g. "velocity pressure at the antenna". */
  readonly description: string;
  /**
   * The formula that gives the value, in the symbols of docs/engineering.md (its inputs and the trace's own steps),
   * e.g. "h_b + y_a" or "0.00256·K_z·K_zt·K_d·V²". Empty for an input, an option, a constant or a value whose rule
   * is only said in words (the description then says where it comes from).
   */
  readonly expression: string;
  readonly value: number;
  /** "ft", "lb", "psf", "mph", "ft²", "in", "ft·lb", "blocks" or "" for a dimensionless number. */
  readonly unit: string;
  /** The clause, table or method step the value comes from. */
  readonly ref: string;
  /** A remark on the result beyond its formula, e.g. "sliding governs"; undefined for most steps. */
  readonly note?: string | undefined;
}

/** Keeps every step of a calculation, in order, as a {@link TraceStep}. */
export class TraceRecorder {
  readonly steps: TraceStep[] = [];
  private current: TraceSection = 'inputs';

  /** Starts a group of the calculation sheet: the steps recorded from here on belong to it. */
  section(section: TraceSection): void {
    this.current = section;
  }

  /**
   * Records one figure's value with its symbol, words, unit, formula and reference, and hands the value back, so
   * a figure is computed and traced in one statement:
   *
   *   const ya = t.step('y_a', 'antenna lever arm above the roof', y_a(H, Δa), 'ft', 'max(H + Δa, 0)', REF.leverArms);
   *
   * The strings are constants: nothing is formatted while computing, only when formatTrace renders the steps.
   */
  step(
    symbol: string,
    description: string,
    value: number,
    unit: string,
    expression: string,
    ref: string,
    note?: string,
  ): number {
    const step = { section: this.current, symbol, description, expression, value, unit, ref };
    this.steps.push(note === undefined ? step : { ...step, note });
    return value;
  }
}

/** Where a calculation records its steps: a {@link TraceRecorder}, or {@link NO_TRACE} to record nothing. */
export type Recorder = Pick<TraceRecorder, 'step' | 'section'>;

/** A new, empty {@link TraceRecorder}. */
export function trace(): TraceRecorder {
  return new TraceRecorder();
}

/** Records nothing: the calculation without its trace. */
export const NO_TRACE: Recorder = {
  step: (_symbol: string, _description: string, value: number): number => value,
  section: () => undefined,
};

/**
 * References used by the trace, in one place so the wording stays consistent. "Method step N" is the numbered
 * step of docs/engineering.md, "The method".
 */
export const REF = {
  input: 'input',
  leverArms: 'method step 1',
  heights: 'method step 2',
  exposureConstants: 'ASCE 7-10 Table 26.9-1',
  kz: 'ASCE 7-10 Table 29.3-1 note 1 (z < 15 ft taken as 15 ft; z > z_g as z_g)',
  kzt: 'ASCE 7-10 §26.8 (no topographic effect)',
  kd: 'ASCE 7-10 Table 26.6-1 (option kd)',
  qz: 'ASCE 7-10 Eq. 29.3-1',
  gcrAllHeights: 'ASCE 7-10 §29.5.1, all heights as ASCE 7-16 §29.4.1',
  gcrLiteralLow: 'ASCE 7-10 §29.5.1 (h ≤ 60 ft)',
  gcrLiteralHigh: 'ASCE 7-10 §29.5 (h > 60 ft: G = 0.85, C_f inside EPA)',
  areas: 'method step 4 (no shielding)',
  force: "ASCE 7-10 §29.5.1 (F = q·GCr·A), q at the part's height",
  roofHeight: 'ASCE 7-10 §29.5.1 (q_h at the mean roof height)',
  uplift: 'ASCE 7-10 §29.5.1; ASCE 7-16 §29.4.1 (vertical uplift, all heights)',
  demands: 'method step 5',
  selfWeight: 'method step 6',
  overturning: 'method step 6, tipping about the base edge; uplift per ASCE 7-10 §29.5.1',
  sliding: 'method step 6, friction on the roof; uplift per ASCE 7-10 §29.5.1',
  required: 'method step 7',
  blocks: 'method step 7 (option blockWeight)',
  trays: "method step 7 (the mount's ballast trays)",
  deadLoad: 'method step 8',
  roofLoad: 'method step 8',
} as const;
