/**
 * The trace of a composed calculation: ordered steps, each naming its symbol, value, unit and code reference.
 * The Calculations text, the diagnostics call and the printed report all render this one trace (formatTrace).
 */

export interface TraceStep {
  /** The symbol as written in docs/engineering.md, e.g. "q_z,a" or "B_sl". */
  readonly symbol: string;
  /** What the value is, with its equation, e.g. "velocity pressure at the antenna, 0.00256·K_z·K_zt·K_d·V²". */
  readonly description: string;
  readonly value: number;
  /** "ft", "lb", "psf", "mph", "ft²", "in", "ft·lb", "lb/block" or "" for a dimensionless number. */
  readonly unit: string;
  /** The clause, table or method step the value comes from. */
  readonly ref: string;
}

/** References used by the trace, in one place so the wording stays consistent. */
export const REF = {
  input: 'input',
  leverArms: 'ENGINEERING.md step 1; ballast-method.md §2',
  heights: 'ENGINEERING.md step 2; ASCE 7-10 Table 26.9-1 note (z < 15 ft → 15 ft)',
  kz: 'ASCE 7-10 Table 26.9-1',
  kzt: 'ASCE 7-10 §26.8 (no topographic effect)',
  kd: 'ASCE 7-10 Table 26.6-1 (option kd)',
  qz: 'ASCE 7-10 Eq. 29.3-1',
  gcrAllHeights: 'ASCE 7-10 §29.5.1, all heights as ASCE 7-16 §29.4.1',
  gcrLiteralLow: 'ASCE 7-10 §29.5.1 (h ≤ 60 ft)',
  gcrLiteralHigh: 'ASCE 7-10 §29.5 (h > 60 ft: G = 0.85, C_f inside EPA)',
  areas: 'ENGINEERING.md step 4; ballast-method.md §4.2',
  force: 'ASCE 7-10 Eq. 29.5-2 form, F = q_z·GCr·A',
  demands: 'ENGINEERING.md step 5',
  selfWeight: 'ENGINEERING.md step 6',
  overturning: 'ballast-method.md §5',
  sliding: 'ballast-method.md §6',
  required: 'ENGINEERING.md step 7',
  blocks: 'ENGINEERING.md step 7 (option blockWeight)',
  deadLoad: 'ENGINEERING.md step 8',
  roofLoad: 'ENGINEERING.md step 8; ballast-method.md §10',
} as const;
