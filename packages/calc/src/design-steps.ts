/**
 * The calculation's smaller steps, apart from calculation.ts so that it reads as the method: K_z's formula and GCr's
 * clause by case, K_e, the trays, the sums over several antennas and each antenna's load.
 */
import { C_f, GCr } from './forces.js';
import { HVHZ_REF, K_e, type EditionReferences } from './editions.js';
import { K_E, TRAY_BLOCKS, TRAY_LOAD, K_Z_FLOOR, K_Z_TOP } from './formulas.js';
import type { Formula } from './formula.js';
import type { AntennaInput, MountInput } from './inputs.js';
import { KZ_FLOOR_HEIGHT } from './kz.js';
import type { AntennaLoad } from './mount-design.js';
import type { CalcOptions } from './options.js';
import { REF, type Recorder } from './recorder.js';
import { trayLoad, type TrayLoad } from './trays.js';

/** K_z's formula at the height the table takes: the height itself, 15 ft below 15 ft, z_g above z_g. */
export function kzAt(height: number, zg: number, within: Formula): Formula {
  return height < KZ_FLOOR_HEIGHT ? K_Z_FLOOR : height > zg ? K_Z_TOP : within;
}

/** GCr's clause: the HVHZ rule, the edition's rooftop clause (noting an extent beyond its own), or G·C_f. */
export function gcrRef(options: CalcOptions, R: EditionReferences, gcr: number, hb: number): string {
  if (options.codeBasis.jurisdiction === 'florida_hvhz') return HVHZ_REF;
  if (C_f(gcr, 'p') !== null) return R.gcrWithCf;
  return gcr === GCr('asce7_10', hb, 'none', options.codeBasis.edition) ? R.gcr : R.gcrBeyondExtent;
}

/** K_e of the ground elevation, recorded; 1.0 with a note when the elevation is not given (always permitted). */
export function traceKe(t: Recorder, ref: string, groundElevation: number | null): number {
  if (groundElevation === null) {
    return t.step('K_e', K_e(null), '', ref, undefined, 'ground elevation not given: 1.0, permitted at every site');
  }
  const ze = t.step('z_e', groundElevation, 'ft', REF.input);
  return t.step('K_e', K_e(ze), '', ref, K_E);
}

/** The blocks shared over the mount's trays, recorded; null (nothing recorded) for a mount without trays. */
export function traceTrays(t: Recorder, mount: MountInput, count: number, blockWeight: number): TrayLoad | null {
  const trays = mount.ballastTrays ?? null;
  if (trays === null) return null;
  const load = trayLoad(count, blockWeight, trays, mount.trayCapacity ?? null);
  t.step('N_t', trays, '', REF.input);
  t.step('n_t', load.blocksPerTray, 'blocks', REF.blocks, TRAY_BLOCKS);
  t.step('W_t', load.heaviestTrayLoad, 'lb', REF.blocks, TRAY_LOAD);
  if (load.trayCapacity !== null) t.step('C_t', load.trayCapacity, 'lb', REF.input);
  return load;
}

/**
 * With several antennas, the sum of their figures recorded under `symbol` (ΣA_a, A_r); with one, its own figure
 * (already recorded as its line's row) is the sum.
 */
export function traceSum(
  t: Recorder,
  symbol: string,
  values: readonly number[],
  sum: Formula | null,
  ref: string,
): number {
  if (sum === null) return values[0]!;
  return t.step(
    symbol,
    values.reduce((total, value) => total + value, 0),
    'ft²',
    ref,
    sum,
  );
}

/** One antenna line's wind, arm and weight, as the result lists it. */
export function antennaLoad(
  antenna: AntennaInput,
  area: number,
  leverArm: number,
  height: number,
  kz: number,
  qz: number,
  force: number,
): AntennaLoad {
  return {
    label: antenna.label ?? null,
    weight: antenna.weight,
    additionalHeightToCenterline: antenna.additionalHeightToCenterline,
    area,
    leverArm,
    height,
    kz,
    qz,
    force,
    moment: force * leverArm,
  };
}
