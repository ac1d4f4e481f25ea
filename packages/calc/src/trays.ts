/** Ballast trays of a sled mount: blocks shared evenly over the trays and each tray's capacity (docs/engineering.md, method step 7). */
import { requireNonNegative, requirePositive } from './validate.js';

export interface TrayLoad {
  /** N_t, the mount's number of ballast trays. */
  readonly trays: number;
  /** n_t = ⌈n/N_t⌉: the blocks in the fullest tray when n blocks are shared evenly. */
  readonly blocksPerTray: number;
  /** W_t = n_t·w (lb): the ballast in the fullest tray. */
  readonly heaviestTrayLoad: number;
  /** C_t (lb per tray), or null when the catalogue gives none (no check). */
  readonly trayCapacity: number | null;
}

/**
 * Shares n blocks of w lb evenly over N_t trays: n_t = ⌈n/N_t⌉ blocks in the fullest tray, W_t = n_t·w (lb). The
 * mount's trays hold the ballast when W_t ≤ C_t (checked by the caller; {@link traysHold}).
 */
export function trayLoad(count: number, blockWeight: number, trays: number, capacity: number | null): TrayLoad {
  requireNonNegative('n', count);
  requirePositive('w', blockWeight);
  requirePositive('N_t', trays);
  const blocksPerTray = Math.ceil(count / trays);
  return { trays, blocksPerTray, heaviestTrayLoad: blocksPerTray * blockWeight, trayCapacity: capacity };
}

/** Whether every tray can hold its share: W_t ≤ C_t, or no capacity given. */
export function traysHold(load: TrayLoad): boolean {
  return load.trayCapacity === null || load.heaviestTrayLoad <= load.trayCapacity;
}
