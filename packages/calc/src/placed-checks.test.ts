import { describe, expect, it } from 'vitest';
import { utilisation } from './ballast.js';
import { designMount } from './design.js';
import { antenna, designInput, mount, site } from './test/inputs.js';

/** The checks with the ballast placed (docs/engineering.md, method step 7): what page 1 of the report prints. */
const value = (trace: readonly { symbol: string; value: number }[], symbol: string) =>
  trace.find((step) => step.symbol === symbol)?.value;

describe('the checks with the ballast placed', () => {
  it('compares the factored demands with the capacities of the ballast placed, sliding governing at the most', () => {
    const d = designMount(designInput());
    expect(d.governing).toBe('sliding');
    const Md = value(d.trace, 'M_d')!;
    const Mr = value(d.trace, 'M_R')!;
    const Fsl = value(d.trace, 'F_sl')!;
    const Ffr = value(d.trace, 'F_fr')!;
    // With 0.9D + 1.0W: M_d = M_OT + F_v·b, M_R = 0.9·(W_self + B)·b, F_sl = F_H, F_fr = μ·(0.9·(W_self + B) − F_v).
    expect(Md).toBeCloseTo(d.overturningMoment + d.uplift.force * 2, 9);
    expect(Mr).toBeCloseTo(0.9 * (d.selfWeight + d.ballastWeight) * 2, 9);
    expect(Fsl).toBeCloseTo(d.horizontalForce, 9);
    expect(Ffr).toBeCloseTo(0.4 * (0.9 * (d.selfWeight + d.ballastWeight) - d.uplift.force), 9);
    expect(value(d.trace, 'U_ot')).toBeCloseTo((Md / Mr) * 100, 9);
    expect(value(d.trace, 'U_sl')).toBeCloseTo((Fsl / Ffr) * 100, 9);
    // The governing case is the one nearer its capacity, and whole blocks keep both within it.
    expect(value(d.trace, 'U_sl')).toBeGreaterThan(value(d.trace, 'U_ot')!);
    expect(value(d.trace, 'U_sl')).toBeLessThanOrEqual(100);
  });

  it('puts overturning nearer its capacity when overturning governs', () => {
    // A tall, narrow mount on a high-friction roof tips before it slides.
    const d = designMount(
      designInput({
        mount: mount({ halfBaseWidth: 0.75, heightToAntennaCenterline: 12 }),
        antenna: antenna({ squareFootage: 6 }),
        frictionCoefficient: 0.9,
      }),
    );
    expect(d.governing).toBe('overturning');
    expect(value(d.trace, 'U_ot')).toBeGreaterThan(value(d.trace, 'U_sl')!);
    expect(value(d.trace, 'U_ot')).toBeLessThanOrEqual(100);
  });

  it('records no sliding check when friction cannot hold the mount (μ = 0)', () => {
    const d = designMount(designInput({ frictionCoefficient: 0 }));
    expect(d.trace.map((step) => step.symbol)).toEqual(expect.arrayContaining(['M_d', 'M_R', 'U_ot']));
    for (const symbol of ['F_sl', 'F_fr', 'U_sl']) expect(value(d.trace, symbol), symbol).toBeUndefined();
  });

  it('has no utilisation without a capacity, never Infinity or NaN', () => {
    expect(utilisation(10, 0)).toBeNull();
    expect(utilisation(10, -1)).toBeNull();
    expect(utilisation(Number.NaN, 10)).toBeNull();
    expect(utilisation(5, 20)).toBe(25);
    const still = designMount(designInput({ site: site({ windSpeed: 1 }) }));
    for (const step of still.trace) expect(Number.isFinite(step.value), step.symbol).toBe(true);
  });
});
