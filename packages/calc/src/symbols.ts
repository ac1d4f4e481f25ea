/**
 * The glossary of the calculation sheet: every symbol the engine records (this version and engine 1.1, whose stored
 * results keep their symbols), with its group of the sheet and what it is in words. The rows themselves carry
 * neither: the page, the PDF and the text look them up here. The words never depend on a design (the exposure,
 * the load combination and a special case such as μ ≤ 0 are said on the sheet: as inputs or in a row's note).
 * Dependency-free (light entry).
 */

/**
 * The groups of the calculation sheet, in the order the method computes them: inputs and geometry (method steps 1
 * and 2), wind pressure (3), forces (4), demands (5), stability (6), ballast (7), the checks with the ballast
 * placed (7), roof load (8) and the seismic screen (10).
 */
export const TRACE_SECTIONS = [
  'inputs',
  'wind_pressure',
  'forces',
  'demands',
  'stability',
  'ballast',
  'checks',
  'roof_load',
  'seismic',
] as const;
export type TraceSection = (typeof TRACE_SECTIONS)[number];

/** Each group's heading on the sheet. */
export const TRACE_SECTION_TITLES: Readonly<Record<TraceSection, string>> = {
  inputs: 'Inputs and geometry',
  wind_pressure: 'Wind pressure',
  forces: 'Forces',
  demands: 'Demands',
  stability: 'Stability',
  ballast: 'Ballast',
  checks: 'Checks with the ballast placed',
  roof_load: 'Roof load',
  seismic: 'Seismic screen',
};

export interface SymbolEntry {
  readonly section: TraceSection;
  readonly description: string;
}

const entry = (section: TraceSection, description: string): SymbolEntry => ({ section, description });
const K_Z_RULE = '(z below 15 ft taken as 15 ft, above z_g as z_g: note 1 of the K_z table)';

/** symbol → its group and words. */
export const GLOSSARY: Readonly<Record<string, SymbolEntry>> = {
  V: entry('inputs', 'design wind speed, 3-s gust (its source and risk category: the code basis above)'),
  h_b: entry('inputs', 'building height'),
  μ: entry('inputs', 'friction coefficient of the roof type'),
  W_a: entry('inputs', 'antenna weight'),
  Δa: entry('inputs', "antenna's additional height to its centerline"),
  W_m: entry('inputs', 'mount weight'),
  H: entry('inputs', "mount's height to the antenna centerline"),
  L_b: entry('inputs', "mount's base length"),
  W_b: entry('inputs', "mount's base width"),
  b: entry('inputs', "mount's half base width, the tipping arm"),
  y_a: entry('inputs', 'antenna lever arm above the roof'),
  y_p: entry('inputs', 'mast lever arm above the roof'),
  y_f: entry('inputs', 'mount frame lever arm above the roof'),
  z_a: entry('inputs', 'antenna height above ground'),
  z_p: entry('inputs', 'mast height above ground'),
  z_f: entry('inputs', 'mount frame height above ground'),
  α: entry('wind_pressure', 'power-law exponent of the exposure'),
  z_g: entry('wind_pressure', 'nominal gradient height of the exposure'),
  'K_z,a': entry('wind_pressure', `exposure coefficient at z_a ${K_Z_RULE}`),
  'K_z,p': entry('wind_pressure', `exposure coefficient at z_p ${K_Z_RULE}`),
  'K_z,f': entry('wind_pressure', `exposure coefficient at z_f ${K_Z_RULE}`),
  K_zt: entry('wind_pressure', 'topographic factor (no topographic effect)'),
  K_d: entry('wind_pressure', 'wind directionality factor (option kd)'),
  z_e: entry('wind_pressure', 'ground elevation above sea level (the standard writes z_g)'),
  K_e: entry('wind_pressure', 'ground elevation factor'),
  'q_z,a': entry('wind_pressure', 'velocity pressure at the antenna'),
  'q_z,p': entry('wind_pressure', 'velocity pressure at the mast'),
  'q_z,f': entry('wind_pressure', 'velocity pressure at the mount frame'),
  GCr: entry('forces', 'rooftop equipment force coefficient (option gcrPolicy)'),
  A_a: entry('forces', 'antenna effective projected area (EPA)'),
  D: entry('inputs', 'mast diameter, the larger of the antenna and mount masts'),
  L: entry('inputs', 'mast length, the larger of the antenna and mount masts'),
  A_p: entry('forces', 'mast projected area'),
  A_f: entry('forces', 'mount frame wind area'),
  'C_f,p': entry('forces', 'force coefficient of the round mast, with G = 0.85 (option gcrPolicy asce7_10)'),
  'C_f,f': entry('forces', 'force coefficient of the mount frame, with G = 0.85 (option gcrPolicy asce7_10)'),
  F_a: entry('forces', "wind force on the antenna, q at the part's height (no shielding)"),
  F_p: entry('forces', "wind force on the mast, q at the part's height (no shielding)"),
  F_f: entry('forces', "wind force on the mount frame, q at the part's height (no shielding)"),
  F_H: entry('demands', 'horizontal wind force'),
  M_OT: entry('demands', 'overturning moment about the roof'),
  K_h: entry('demands', `exposure coefficient at the roof height h_b ${K_Z_RULE}`),
  q_h: entry('demands', 'velocity pressure at the mean roof height'),
  'GCr,v': entry('demands', 'uplift force coefficient (vertical uplift, all heights)'),
  A_r: entry('demands', 'antenna horizontal projected area'),
  F_v: entry('demands', 'vertical uplift on the antenna'),
  W_self: entry('stability', 'self-weight, mount + antenna'),
  φ_D: entry('stability', 'dead load factor of the load combination (option loadCombination)'),
  γ_W: entry('stability', 'wind load factor of the load combination (option loadCombination)'),
  B_ot: entry('stability', 'ballast against overturning, tipping about the base edge (negative: the margin)'),
  B_sl: entry('stability', 'ballast against sliding, friction on the roof (negative: the margin)'),
  B_min: entry('ballast', "mount's minimum ballast"),
  B_req: entry('ballast', 'required ballast'),
  w: entry('ballast', 'weight of one ballast block (option blockWeight)'),
  n: entry('ballast', 'ballast blocks'),
  B: entry('ballast', 'ballast placed'),
  N_t: entry('ballast', 'ballast trays on the mount'),
  n_t: entry('ballast', 'blocks in the fullest tray, shared evenly'),
  W_t: entry('ballast', 'ballast in the fullest tray'),
  C_t: entry('ballast', 'ballast one tray holds'),
  ΣA_a: entry('demands', "the antennas' EPAs added, against the mount's rated maximum"),
  EPA_max: entry('demands', "mount's rated maximum antenna EPA (manufacturer)"),
  M_max: entry('demands', "mount's rated maximum overturning moment (manufacturer)"),
  M_d: entry('checks', 'overturning moment with its load factor, wind and uplift about the base edge (demand)'),
  M_R: entry('checks', 'resisting moment of the self-weight and the ballast placed (capacity)'),
  U_ot: entry('checks', 'overturning utilisation, demand over capacity'),
  F_sl: entry('checks', 'sliding demand, the horizontal wind force with its load factor'),
  F_fr: entry('checks', 'friction capacity with the ballast placed, less the uplift'),
  U_sl: entry('checks', 'sliding utilisation, demand over capacity'),
  W: entry('roof_load', 'total dead load'),
  A_fp: entry('roof_load', 'mount footprint'),
  p: entry('roof_load', 'average roof load'),
  S_DS: entry('seismic', 'design spectral response acceleration, short period'),
  S_D1: entry('seismic', 'design spectral response acceleration, 1 s period'),
  I_p: entry('seismic', 'component importance factor'),
  a_p: entry('seismic', 'component amplification factor'),
  R_p: entry('seismic', 'component response modification factor'),
  'z/h': entry('seismic', "height of the attachment over the building's roof height"),
  W_p: entry('seismic', 'weight that moves with the mount, ballast included'),
  F_E: entry('seismic', 'horizontal seismic design force on the mount (the standard writes F_p)'),
};

/** The antenna symbols a design with several antennas numbers by line ("F_a2": F_a of the second antenna). */
const ANTENNA_LINE_SYMBOLS = new Set(['W_a', 'Δa', 'y_a', 'z_a', 'K_z,a', 'q_z,a', 'A_a', 'F_a', 'A_r']);
const LINE_SYMBOL = /^(.+?)([1-9])$/;

/** A symbol's group and words: the glossary's, or its antenna's with the line named; undefined when unknown. */
export function symbolEntry(symbol: string): SymbolEntry | undefined {
  const own = GLOSSARY[symbol];
  if (own !== undefined) return own;
  const line = LINE_SYMBOL.exec(symbol);
  if (line === null || !ANTENNA_LINE_SYMBOLS.has(line[1]!)) return undefined;
  const base = GLOSSARY[line[1]!]!;
  return { section: base.section, description: `${base.description} (antenna ${line[2]})` };
}

/** A symbol's words, or "" for a symbol the glossary does not know. */
export function describeSymbol(symbol: string): string {
  return symbolEntry(symbol)?.description ?? '';
}
