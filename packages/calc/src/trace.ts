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

/**
 * References used by the trace, in one place so the wording stays consistent. "Method step N" is the numbered
 * step of docs/engineering.md (the same numbering as the design's ENGINEERING.md).
 */
export const REF = {
  input: 'input',
  leverArms: 'method step 1',
  heights: 'method step 2; ASCE 7-10 Table 26.9-1 note (z < 15 ft taken as 15 ft)',
  kz: 'ASCE 7-10 Table 26.9-1',
  kzt: 'ASCE 7-10 §26.8 (no topographic effect)',
  kd: 'ASCE 7-10 Table 26.6-1 (option kd)',
  qz: 'ASCE 7-10 Eq. 29.3-1',
  gcrAllHeights: 'ASCE 7-10 §29.5.1, all heights as ASCE 7-16 §29.4.1',
  gcrLiteralLow: 'ASCE 7-10 §29.5.1 (h ≤ 60 ft)',
  gcrLiteralHigh: 'ASCE 7-10 §29.5 (h > 60 ft: G = 0.85, C_f inside EPA)',
  areas: 'method step 4 (no shielding)',
  force: 'ASCE 7-10 §29.5.1 (F = q·GCr·A), q at the part\'s height',
  demands: 'method step 5',
  selfWeight: 'method step 6',
  overturning: 'method step 6, tipping about the base edge',
  sliding: 'method step 6, friction on the roof',
  required: 'method step 7',
  blocks: 'method step 7 (option blockWeight)',
  deadLoad: 'method step 8',
  roofLoad: 'method step 8',
} as const;
