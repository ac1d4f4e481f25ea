import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS } from './assumptions.js';
import { designMount } from './design.js';
import { describeFailure, formatTrace } from './format.js';
import { trayLoad, traysHold } from './trays.js';
import { antenna, designInput, mount, site } from './test/inputs.js';

/**
 * The engineering checks (docs/engineering.md, "The method" and "Assumptions and limits"): uplift,
 * trays, an antenna below the roof, the K_z constants in the trace, and the stated assumptions.
 */

// WE2 of docs/engineering.md (1.2 m dish, low building) at 30° elevation: A_r = 12.2·sin 30° = 6.1 ft². Expected
// figures from the oracle (scripts/nprm_reference.py, design(..., Ar=6.1)).
const dish = designInput({
  site: site({ windSpeed: 115, exposure: 'B', buildingHeight: 25 }),
  antenna: antenna({ weight: 60, squareFootage: 12.2, horizontalArea: 6.1, mastDiameter: 2.875, mastLength: 4 }),
  mount: mount({ weight: 150, halfBaseWidth: 2, heightToAntennaCenterline: 3, squareFootage: 3, mastLength: 4 }),
  frictionCoefficient: 0.4,
});

describe('uplift F_v = q_h·1.5·A_r (ASCE 7-10 §29.5.1; ASCE 7-16 §29.4.1)', () => {
  it('adds to both checks: WE2 at 30° elevation needs 13 % more ballast (1,667.5 → 1,885.0 lb)', () => {
    const without = designMount({ ...dish, antenna: { ...dish.antenna, horizontalArea: 0 } });
    const withUplift = designMount(dish);
    expect(without.ballastRequired).toBeCloseTo(1667.5, 0);
    expect(withUplift.uplift.force).toBeCloseTo(195.7, 1);
    expect(withUplift.uplift.gcr).toBe(1.5);
    expect(withUplift.ballastRequired).toBeCloseTo(1885.0, 0);
    // Sliding: (F_H/μ + F_v)/0.9 − W, so F_v adds F_v/0.9; overturning (M + F_v·b)/(0.9b) − W adds the same.
    const delta = withUplift.uplift.force / 0.9;
    expect(withUplift.ballastSliding! - without.ballastSliding!).toBeCloseTo(delta, 9);
    expect(withUplift.ballastOverturning - without.ballastOverturning).toBeCloseTo(delta, 9);
  });

  it('takes q_h at the roof height, never at the antenna, and traces it with its clause', () => {
    const d = designMount(dish);
    const step = (symbol: string) => d.trace.find((s) => s.symbol === symbol);
    expect(d.uplift.qh).toBeLessThan(d.parts.antenna.qz);
    expect(step('q_h')?.value).toBe(d.uplift.qh);
    expect(step('F_v')).toMatchObject({ value: d.uplift.force, unit: 'lb', expression: 'q_h·GCr,v·A_r' });
    expect(step('F_v')?.ref).toBe('ASCE 7-10 §29.5.1');
    expect(step('B_sl')?.expression).toBe('γ_W·(F_H/μ + F_v)/φ_D − W_self');
    expect(step('B_ot')?.expression).toBe('γ_W·(M_OT + F_v·b)/(φ_D·b) − W_self');
  });

  it('refuses a negative A_r naming the field', () => {
    expect(() => designMount({ ...dish, antenna: { ...dish.antenna, horizontalArea: -1 } })).toThrow(
      /^antenna\.horizontalArea: must not be negative/,
    );
  });
});

describe('ballast trays', () => {
  it('shares blocks evenly, rounded up per tray', () => {
    expect(trayLoad(24, 30, 4, null)).toEqual({
      trays: 4,
      blocksPerTray: 6,
      heaviestTrayLoad: 180,
      trayCapacity: null,
    });
    expect(trayLoad(24, 30, 5, 150).blocksPerTray).toBe(5);
    expect(trayLoad(0, 30, 2, 10).blocksPerTray).toBe(0);
    expect(traysHold(trayLoad(24, 30, 5, 150))).toBe(true);
    expect(traysHold(trayLoad(24, 30, 4, 150))).toBe(false);
  });

  it('a mount whose trays cannot hold the ballast does not fit, with the reason tray_capacity', () => {
    // designInput(): 24 blocks of 30 lb (docs/engineering.md example above).
    const limited = designMount(designInput({ mount: mount({ ballastTrays: 4, trayCapacity: 150 }) }));
    expect(limited.ballast.count).toBe(24);
    expect(limited.trays).toMatchObject({ trays: 4, blocksPerTray: 6, heaviestTrayLoad: 180 });
    expect(limited.fits).toBe(false);
    expect(limited.failures).toEqual([expect.objectContaining({ check: 'tray_capacity', value: 180, limit: 150 })]);
    expect(describeFailure(limited, limited.failures[0]!)).toBe(
      'the ballast trays cannot hold the ballast: 6 blocks in each of 4 trays, 180 lb in the fullest tray ' +
        'exceeds its capacity of 150 lb',
    );
    const roomy = designMount(designInput({ mount: mount({ ballastTrays: 4, trayCapacity: 180 }) }));
    expect(roomy.fits).toBe(true);
    expect(formatTrace(roomy)).toContain('; 6 blocks per tray in 4 trays\n');
    expect(roomy.trace.map((s) => s.symbol)).toEqual(expect.arrayContaining(['N_t', 'n_t', 'W_t', 'C_t']));
  });

  it('lighter blocks fill more of each tray: 14 lb blocks, 50 of them over 4 trays', () => {
    const d = designMount(designInput({ mount: mount({ ballastTrays: 4, trayCapacity: 180 }) }), { blockWeight: 14 });
    expect(d.ballast.count).toBe(50);
    expect(d.trays).toMatchObject({ blocksPerTray: 13, heaviestTrayLoad: 182 });
    expect(d.fits).toBe(false);
  });

  it('refuses a fractional tray count', () => {
    expect(() => designMount(designInput({ mount: mount({ ballastTrays: 2.5 }) }))).toThrow(
      /^mount\.ballastTrays: must be a whole number/,
    );
  });
});

describe('geometry: the antenna centerline above the roof (H + Δa ≥ 0)', () => {
  it('an antenna that would sit below the roof does not fit, with that reason, instead of being clamped', () => {
    const d = designMount(
      designInput({
        mount: mount({ heightToAntennaCenterline: 2 }),
        antenna: antenna({ additionalHeightToCenterline: -6 }),
      }),
    );
    expect(d.fits).toBe(false);
    expect(d.failures).toEqual([expect.objectContaining({ check: 'antenna_below_roof', value: -4, limit: 0 })]);
    expect(describeFailure(d, d.failures[0]!)).toContain('4 ft below the roof');
    expect(d.trace.find((s) => s.symbol === 'y_a')).toMatchObject({
      value: 0,
      note: expect.stringContaining('H + Δa < 0'),
    });
  });

  it('at exactly the roof (H + Δa = 0) it fits', () => {
    const d = designMount(
      designInput({
        mount: mount({ heightToAntennaCenterline: 2 }),
        antenna: antenna({ additionalHeightToCenterline: -2 }),
      }),
    );
    expect(d.failures.map((f) => f.check)).not.toContain('antenna_below_roof');
  });

  it.each([
    ['B', 7, 1200],
    ['C', 9.5, 900],
    ['D', 11.5, 700],
  ] as const)('traces α and z_g of exposure %s (ASCE 7-10 Table 26.9-1): %d, %d ft', (exposure, alpha, zg) => {
    const d = designMount(designInput({ site: site({ exposure }) }));
    expect(d.trace.find((s) => s.symbol === 'α')).toMatchObject({ value: alpha, ref: 'ASCE 7-10 Table 26.9-1' });
    expect(d.trace.find((s) => s.symbol === 'z_g')).toMatchObject({ value: zg, unit: 'ft' });
    expect(d.trace.find((s) => s.symbol === 'K_z,a')?.ref).toBe('ASCE 7-10 Table 29.3-1');
    expect(d.trace.find((s) => s.symbol === 'α')?.note).toBe(`exposure ${exposure}`);
  });
});

describe('assumptions and limits', () => {
  it('every design carries them and every trace states them', () => {
    const d = designMount(designInput());
    expect(d.assumptions.map((a) => a.code)).toEqual([
      'no_seismic',
      'no_topography',
      'gross_roof_load',
      'design_friction',
      'hvhz',
      'special_wind_region',
      'weigh_blocks',
    ]);
    const text = formatTrace(d);
    for (const a of ASSUMPTIONS) expect(text).toContain(`  - ${a.text}\n`);
    expect(text).toContain('G·C_f 3.1');
  });
});
