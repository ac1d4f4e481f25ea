import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { GCr } from './forces.js';
import { antenna, designInput, site } from './test/inputs.js';

const row = (d: ReturnType<typeof designMount>, symbol: string) => d.trace.find((s) => s.symbol === symbol);
const HVHZ = { codeBasis: { jurisdiction: 'florida_hvhz' } } as const;

describe('the Florida HVHZ rule, FBC 2010 §1609.8 (decision 0041)', () => {
  it.each([
    ['all_heights', 30],
    ['all_heights', 500],
    ['asce7_10', 60],
    ['asce7_10', 110],
  ] as const)('G·C_f = 3.1 under %s at h_b %d ft', (policy, hb) => {
    expect(GCr(policy, hb, 'florida_hvhz')).toBe(3.1);
    expect(GCr(policy, hb, 'none')).not.toBe(3.1);
  });

  it('scales every lateral force by 3.1/1.9 and keeps the uplift at 1.5', () => {
    const input = designInput({ antenna: antenna({ horizontalArea: 2, mastLength: 6 }) });
    const plain = designMount(input);
    const hvhz = designMount(input, HVHZ);
    for (const part of ['antenna', 'mast', 'mount'] as const) {
      expect(hvhz.parts[part].force).toBeCloseTo((plain.parts[part].force * 3.1) / 1.9, 9);
    }
    expect(hvhz.uplift.force).toBe(plain.uplift.force);
    expect(hvhz.uplift.gcr).toBe(1.5);
    expect(hvhz.ballastRequired).toBeGreaterThan(plain.ballastRequired);
  });

  it('above 60 ft under the ASCE 7-10 literal policy: 3.1 on every part, no separate C_f row', () => {
    const d = designMount(designInput({ site: site({ buildingHeight: 100 }) }), {
      gcrPolicy: 'asce7_10',
      ...HVHZ,
    });
    expect(d.gcr).toBe(3.1);
    expect(row(d, 'C_f,p')).toBeUndefined();
    expect(row(d, 'F_f')?.expression).toBe('q_z,f·GCr·A_f');
  });

  it('cites FBC 2010 §1609.8 on the lines it changes, and ASCE 7-10 elsewhere', () => {
    const d = designMount(designInput(), HVHZ);
    for (const symbol of ['GCr', 'F_a', 'F_p', 'F_f']) expect(row(d, symbol)?.ref).toBe('FBC 2010 §1609.8');
    expect(row(d, 'F_v')?.ref).toBe('FBC 2010 §1609.8; ASCE 7-10 §29.5.1');
    expect(row(d, 'q_z,a')?.ref).toBe('ASCE 7-10 Eq. 29.3-1');
    expect(designMount(designInput()).trace.some((s) => s.ref.includes('FBC'))).toBe(false);
  });
});
