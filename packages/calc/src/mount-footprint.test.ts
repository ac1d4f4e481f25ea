import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { formatTrace } from './format.js';
import { antenna, designInput, mount, site } from './test/inputs.js';
import { CalcInputError } from './validate.js';

const row = (d: ReturnType<typeof designMount>, symbol: string) => d.trace.find((s) => s.symbol === symbol);

describe('a mount with a known base length and width (engine 1.3.0)', () => {
  it('tips about the short side and loads the roof over the real rectangle', () => {
    const square = designMount(designInput({ mount: mount({ halfBaseWidth: 1.5 }) }));
    const rect = designMount(designInput({ mount: mount({ halfBaseWidth: 1.5, baseLength: 6, baseWidth: 3 }) }));
    // Same tipping arm b = 3/2 = 1.5 ft: the same ballast; the footprint 6·3 = 18 ft² instead of (2·1.5)² = 9 ft².
    expect(row(rect, 'b')).toMatchObject({ value: 1.5, expression: 'min(L_b, W_b)/2', substituted: 'min(6, 3)/2' });
    expect(rect.ballastWeight).toBe(square.ballastWeight);
    expect(rect.footprintArea).toBe(18);
    expect(square.footprintArea).toBe(9);
    expect(row(rect, 'A_fp')).toMatchObject({ expression: 'L_b·W_b', substituted: '6·3' });
    expect(rect.roofLoad).toBeCloseTo(rect.totalDeadLoad / 18, 12);
  });

  it('takes its arm from the sides, not from b, when both are known', () => {
    const d = designMount(designInput({ mount: mount({ halfBaseWidth: 9, baseLength: 2, baseWidth: 5 }) }));
    expect(row(d, 'b')?.value).toBe(1);
    expect(d.trace.filter((s) => s.symbol === 'b')).toHaveLength(1);
  });

  it('refuses one side without the other, and sides too small to stand on', () => {
    expect(() => designMount(designInput({ mount: mount({ baseLength: 4 }) }))).toThrow(CalcInputError);
    expect(() => designMount(designInput({ mount: mount({ baseWidth: 4 }) }))).toThrow(/mount.baseLength/);
    expect(() => designMount(designInput({ mount: mount({ baseLength: 0, baseWidth: 4 }) }))).toThrow(
      /mount.baseLength: must be greater than 0/,
    );
    expect(() => designMount(designInput({ mount: mount({ baseLength: 4, baseWidth: -1 }) }))).toThrow(
      /mount.baseWidth/,
    );
    expect(() => designMount(designInput({ mount: mount({ baseLength: 4, baseWidth: 0.01 }) }))).toThrow(
      /mount.baseWidth: must be at least 0.02 ft/,
    );
  });
});

describe("the mount's manufacturer ratings", () => {
  it('a design above the rated EPA does not fit, and says so in plain words', () => {
    const d = designMount(designInput({ antenna: antenna({ squareFootage: 4 }), mount: mount({ maxEpa: 3.5 }) }));
    expect(d.fits).toBe(false);
    expect(d.failures).toEqual([
      expect.objectContaining({ check: 'mount_rating', rating: 'max_epa', value: 4, limit: 3.5 }),
    ]);
    expect(row(d, 'EPA_max')).toMatchObject({ value: 3.5, note: 'A_a exceeds it: the mount does not fit' });
    expect(formatTrace(d)).toContain("the antenna's EPA 4 ft² exceeds the mount's rated maximum EPA 3.5 ft²");
  });

  it('a design above the rated overturning moment does not fit; at or below a rating it fits', () => {
    const input = designInput({ mount: mount({ maxRoofLoad: 1000 }) });
    const free = designMount(input);
    const moment = free.overturningMoment;
    const over = designMount({ ...input, mount: { ...input.mount, maxOverturningMoment: moment * 0.99 } });
    expect(over.failures.map((f) => [f.check, f.rating])).toEqual([['mount_rating', 'max_overturning_moment']]);
    expect(formatTrace(over)).toContain("exceeds the mount's rated maximum");
    const at = designMount({ ...input, mount: { ...input.mount, maxOverturningMoment: moment, maxEpa: 1.5 } });
    expect(at.fits).toBe(true);
    expect(row(at, 'M_max')?.note).toBeUndefined();
    // A rating changes no figure, only the verdict.
    expect(over.ballastWeight).toBe(free.ballastWeight);
  });

  it('refuses ratings at or below 0', () => {
    for (const bad of [{ maxEpa: 0 }, { maxEpa: -2 }, { maxOverturningMoment: 0 }, { maxOverturningMoment: -1 }]) {
      expect(() => designMount(designInput({ mount: mount(bad) }))).toThrow(/must be greater than 0/);
    }
  });
});

describe('the ASCE 7-10 literal option applies C_f to the bare mast and frame (decision 0044)', () => {
  it('above 60 ft: G = 0.85 times C_f 1.2 on the mast and 2.0 on the frame; the antenna EPA holds its own', () => {
    const input = designInput({ site: site({ buildingHeight: 100 }), antenna: antenna({ mastLength: 8 }) });
    const d = designMount(input, { gcrPolicy: 'asce7_10' });
    expect(d.gcr).toBe(0.85);
    expect(row(d, 'C_f,p')?.value).toBe(1.2);
    expect(row(d, 'C_f,f')?.value).toBe(2);
    expect(d.parts.antenna.force).toBeCloseTo(d.parts.antenna.qz * 0.85 * d.parts.antenna.area, 9);
    expect(d.parts.mast.force).toBeCloseTo(d.parts.mast.qz * 0.85 * 1.2 * d.parts.mast.area, 9);
    expect(d.parts.mount.force).toBeCloseTo(d.parts.mount.qz * 0.85 * 2 * d.parts.mount.area, 9);
    expect(row(d, 'F_p')?.expression).toBe('q_z,p·GCr·C_f,p·A_p');
  });

  it('at 60 ft and under the default policy, GCr = 1.9 alone: no C_f row', () => {
    for (const d of [
      designMount(designInput({ site: site({ buildingHeight: 60 }) }), { gcrPolicy: 'asce7_10' }),
      designMount(designInput({ site: site({ buildingHeight: 100 }) })),
    ]) {
      expect(d.gcr).toBe(1.9);
      expect(row(d, 'C_f,p')).toBeUndefined();
      expect(row(d, 'F_f')?.expression).toBe('q_z,f·GCr·A_f');
    }
  });
});
