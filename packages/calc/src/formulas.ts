/**
 * The method's formulas as the sheet writes them (docs/engineering.md, "The method"), each a tree of the sheet's
 * symbols built once: the calculation passes one to the step it records. Each evaluates left to right in the
 * order the engine's function computes, so its numbers recompute to the step's value.
 */
import { BLOCK_ROUNDING_TOLERANCE } from './ballast.js';
import {
  ceil,
  exp,
  formula,
  max,
  min,
  minus,
  num,
  over,
  plus,
  power,
  squared,
  sym,
  times,
  type Formula,
  type Term,
} from './formula.js';

export type Part = 'a' | 'p' | 'f';

const perPart = (make: (part: Part) => Formula): Readonly<Record<Part, Formula>> => ({
  a: make('a'),
  p: make('p'),
  f: make('f'),
});

export const Y_P = formula(over(sym('L'), num(2)));
export const Y_F = formula(over(sym('H'), num(2)));
export const Z = perPart((part) => formula(plus(sym('h_b'), sym(`y_${part}`))));

/** K_z = 2.01·(z/z_g)^(2/α) at the z the table takes: the height itself, 15 ft below 15 ft (FLOOR), z_g above it (TOP). */
const kz = (z: Term): Formula => formula(times(num(2.01), power(over(z, sym('z_g')), over(num(2), sym('α')))));
export const K_Z = perPart((part) => kz(sym(`z_${part}`)));
export const K_H = kz(sym('h_b'));
export const K_Z_FLOOR = kz(num(15));
export const K_Z_TOP = kz(sym('z_g'));

const q = (kz: string): Formula => formula(times(num(0.00256), sym(kz), sym('K_zt'), sym('K_d'), squared(sym('V'))));
export const Q_Z = perPart((part) => q(`K_z,${part}`));
export const Q_H = q('K_h');
/** ASCE 7-16 Eq. 26.10-1: the same with the ground elevation factor K_e. */
const qKe = (kz: string): Formula =>
  formula(times(num(0.00256), sym(kz), sym('K_zt'), sym('K_d'), sym('K_e'), squared(sym('V'))));
export const Q_Z_KE = perPart((part) => qKe(`K_z,${part}`));
export const Q_H_KE = qKe('K_h');
/** ASCE 7-16 Table 26.9-1, the note's formula; z_e is the ground elevation (ft). */
export const K_E = formula(exp(times(num(-0.0000362), sym('z_e'))));

export const A_P = formula(times(over(sym('D'), num(12)), sym('L')));
export const AREA: Readonly<Record<Part, string>> = { a: 'A_a', p: 'A_p', f: 'A_f' };
export const F_PART = perPart((part) => formula(times(sym(`q_z,${part}`), sym('GCr'), sym(AREA[part]))));
/** F = q_z·G·C_f·A of the mast and the frame under G·C_f (GCr is then G = 0.85). */
export const F_PART_CF = {
  p: formula(times(sym('q_z,p'), sym('GCr'), sym('C_f,p'), sym('A_p'))),
  f: formula(times(sym('q_z,f'), sym('GCr'), sym('C_f,f'), sym('A_f'))),
} as const;
export const F_V = formula(times(sym('q_h'), sym('GCr,v'), sym('A_r')));

export const B_OT = formula(
  minus(
    over(times(sym('γ_W'), plus(sym('M_OT'), times(sym('F_v'), sym('b')))), times(sym('φ_D'), sym('b'))),
    sym('W_self'),
  ),
);
export const B_SL = formula(
  minus(over(times(sym('γ_W'), plus(over(sym('F_H'), sym('μ')), sym('F_v'))), sym('φ_D')), sym('W_self')),
);
/** B_req without B_sl, when friction cannot hold the mount. */
export const B_REQ = formula(max(sym('B_ot'), sym('B_sl'), sym('B_min'), num(0)));
export const B_REQ_NO_FRICTION = formula(max(sym('B_ot'), sym('B_min'), num(0)));
export const BLOCKS = formula(ceil(over(sym('B_req'), sym('w'))));
/** n when B_req is within 1e-9 blocks of a whole number, which counts as it (ballast.ts). */
export const BLOCKS_TOLERANCE = formula(ceil(minus(over(sym('B_req'), sym('w')), num(BLOCK_ROUNDING_TOLERANCE))));
export const PLACED = formula(times(sym('n'), sym('w')));
export const TRAY_BLOCKS = formula(ceil(over(sym('n'), sym('N_t'))));
export const TRAY_LOAD = formula(times(sym('n_t'), sym('w')));

/** The checks with the ballast placed (ballast.ts, overturningDemand and its neighbours). */
export const M_D = formula(times(sym('γ_W'), plus(sym('M_OT'), times(sym('F_v'), sym('b')))));
export const M_R = formula(times(sym('φ_D'), plus(sym('W_self'), sym('B')), sym('b')));
export const F_SL = formula(times(sym('γ_W'), sym('F_H')));
export const F_FR = formula(
  times(sym('μ'), minus(times(sym('φ_D'), plus(sym('W_self'), sym('B'))), times(sym('γ_W'), sym('F_v')))),
);
export const U_OT = formula(times(over(sym('M_d'), sym('M_R')), num(100)));
export const U_SL = formula(times(over(sym('F_sl'), sym('F_fr')), num(100)));

export const DEAD_LOAD = formula(plus(sym('W_self'), sym('B')));
export const FOOTPRINT = formula(squared(times(num(2), sym('b'))));
/** A mount with a known base length and width: the tipping arm is half the short side, the footprint L_b·W_b. */
export const HALF_SHORT_SIDE = formula(over(min(sym('L_b'), sym('W_b')), num(2)));
export const FOOTPRINT_RECT = formula(times(sym('L_b'), sym('W_b')));
export const ROOF_LOAD = formula(over(sym('W'), sym('A_fp')));

/** ASCE 7 Eq. 13.3-1 within Eqs. 13.3-2 and 13.3-3 (seismic.ts F_E), in the order F_E computes it. */
export const W_P = formula(sym('W'));
export const F_E_FORMULA = formula(
  min(
    max(
      over(
        times(num(0.4), sym('a_p'), sym('S_DS'), sym('W_p'), plus(num(1), times(num(2), sym('z/h')))),
        over(sym('R_p'), sym('I_p')),
      ),
      times(num(0.3), sym('S_DS'), sym('I_p'), sym('W_p')),
    ),
    times(num(1.6), sym('S_DS'), sym('I_p'), sym('W_p')),
  ),
);

/** The formulas of one antenna line, its symbols suffixed ("" for a design with one antenna, "1", "2", … else). */
export interface AntennaFormulas {
  readonly y: Formula;
  readonly z: Formula;
  readonly kz: Formula;
  readonly q: Formula;
  readonly qKe: Formula;
  readonly force: Formula;
}

/** The formulas that add the antennas up: the forces, the moments, the self-weight, the EPAs and the uplift areas. */
export interface AntennaSums {
  readonly lines: readonly AntennaFormulas[];
  readonly FH: Formula;
  readonly MOT: Formula;
  readonly Wself: Formula;
  /** ΣA_a and ΣA_r: only with more than one antenna (one antenna's own A_a and A_r are its rows). */
  readonly epa: Formula | null;
  readonly Ar: Formula | null;
}

/** An antenna line's suffix: none when the design has one antenna, so its sheet is the single antenna's. */
export const antennaSuffix = (line: number, count: number): string => (count === 1 ? '' : String(line + 1));

function antennaFormulas(s: string): AntennaFormulas {
  return {
    y: formula(max(plus(sym('H'), sym(`Δa${s}`)), num(0))),
    z: formula(plus(sym('h_b'), sym(`y_a${s}`))),
    kz: kz(sym(`z_a${s}`)),
    q: q(`K_z,a${s}`),
    qKe: qKe(`K_z,a${s}`),
    force: formula(times(sym(`q_z,a${s}`), sym('GCr'), sym(`A_a${s}`))),
  };
}

/** Built once per number of antennas: a search designs every candidate with the same count. */
const sumsByCount = new Map<number, AntennaSums>();

/** The formulas of a design with `count` antennas. */
export function antennaSums(count: number): AntennaSums {
  let sums = sumsByCount.get(count);
  if (sums === undefined) {
    const s = Array.from({ length: count }, (_, line) => antennaSuffix(line, count));
    const total = (symbol: string) => formula(plus(...s.map((x) => sym(`${symbol}${x}`))));
    sums = {
      lines: s.map(antennaFormulas),
      FH: formula(plus(...s.map((x) => sym(`F_a${x}`)), sym('F_p'), sym('F_f'))),
      MOT: formula(
        plus(
          ...s.map((x) => times(sym(`F_a${x}`), sym(`y_a${x}`))),
          ...(['p', 'f'] as const).map((part) => times(sym(`F_${part}`), sym(`y_${part}`))),
        ),
      ),
      Wself: formula(plus(sym('W_m'), ...s.map((x) => sym(`W_a${x}`)))),
      epa: count > 1 ? total('A_a') : null,
      Ar: count > 1 ? total('A_r') : null,
    };
    sumsByCount.set(count, sums);
  }
  return sums;
}
