/** The figures and phrases the calculation report prints (docs/product.md, R-42 to R-49), worked out from a saved result. */
import type { GoverningCaseName, MountSearchResult, WindSpeedSource } from '@nprm/contracts';
import { formatWhole } from '../../lib/format';

/** "Overturning", "Sliding", "The mount's minimum ballast". */
export function governingLabel(governing: GoverningCaseName): string {
  if (governing === 'minimum') return "The mount's minimum ballast";
  return governing.charAt(0).toUpperCase() + governing.slice(1);
}

/** 41.85003, -87.65005 → "41.8500° N, 87.6501° W"; null without coordinates. */
export function coordinatesText(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

/** The roof load as a share of the mount's allowable, in whole per cent (59 for 23.5 of 40 psf). */
export function utilisationPercent(roofLoad: number, allowable: number): number | null {
  if (!Number.isFinite(roofLoad) || !Number.isFinite(allowable) || allowable <= 0) return null;
  return Math.round((roofLoad / allowable) * 100);
}

const SOURCE_LABELS: Record<WindSpeedSource, string> = {
  given: 'entered by the visitor',
  location: 'looked up for the site',
  default: 'default, no value found for the site',
};

/** Where the wind speed came from, in a few words. */
export function windSourceLabel(source: WindSpeedSource): string {
  return SOURCE_LABELS[source];
}

/**
 * The options the calculation used, as its own text states them ("K_d 0.95; GCr 1.9 at all heights …; load
 * combination 0.9D + 1.0W (lrfd); ballast block 30 lb"): the trace's "Basis:" line, written by the engine at search
 * time, so a saved result reports the options it was made with. Null when the trace has none.
 */
export function optionsUsed(calculations: string): string | null {
  const line = calculations.split('\n').find((text) => text.startsWith('Basis: '));
  return line ? line.slice('Basis: '.length).trim() : null;
}

/**
 * "41 blocks of 30 lb (Solid concrete block 4" × 8" × 16")", or in the report's compact form "41 × 30 lb (Solid
 * concrete block 4" × 8" × 16")"; null without ballast.
 */
export function blocksText(result: MountSearchResult, compact = false): string | null {
  const { ballast_blocks: blocks, block_type: block } = result;
  if (blocks.count === 0) return null;
  const name = block ? ` (${block.name} ${block.nominal_size})` : '';
  const count = formatWhole(blocks.count);
  return `${compact ? `${count} ×` : `${count} blocks of`} ${formatWhole(blocks.block_weight)} lb${name}`;
}

/** "11 per tray in 4 trays"; null for a mount without trays. */
export function perTrayText(result: MountSearchResult): string | null {
  const { trays } = result;
  return trays ? `${formatWhole(trays.blocks_per_tray)} per tray in ${formatWhole(trays.count)} trays` : null;
}
