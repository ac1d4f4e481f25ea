import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { formatNumber, formatQuantity, formatTrace } from './format.js';
import { selectMount } from './select.js';
import { antenna, designInput, mount, search } from './test/inputs.js';

describe('formatNumber: thousands separated by commas, at most N decimals, trailing zeros dropped', () => {
  it.each([
    [1234.5, 1, '1,234.5'],
    [1234.56, 1, '1,234.6'],
    [480, 1, '480'],
    [480.04, 1, '480'],
    [1000, 0, '1,000'],
    [999.96, 1, '1,000'],
    [1234567.891, 2, '1,234,567.89'],
    [-1234.5, 1, '-1,234.5'],
    [-0.0001, 2, '0'],
    [0.982, 3, '0.982'],
    [0.9815, 2, '0.98'],
    [12, 3, '12'],
    [0, 2, '0'],
  ] as [number, number, string][])('formatNumber(%d, %d) = %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it('formats quantities with their unit and per-unit precision', () => {
    expect(formatQuantity(1234.54, 'lb')).toBe('1,234.5 lb');
    expect(formatQuantity(35.93102, 'psf')).toBe('35.93 psf');
    expect(formatQuantity(0.70123, '')).toBe('0.701');
    expect(formatQuantity(16, 'blocks')).toBe('16 blocks');
  });
});

describe('formatTrace', () => {
  const input = search({ antenna: antenna({ label: 'Acme Yagi 7' }) });
  const candidates = [
    mount({ id: 2, name: 'Wide NPRM', halfBaseWidth: 4, weight: 400 }),
    mount({ id: 3, name: 'Small NPRM', halfBaseWidth: 1, weight: 30, maxRoofLoad: 20 }),
    mount({ id: 4, name: 'Broken NPRM', halfBaseWidth: 0 }),
  ];

  it('renders the basis, the inputs, every step of every mount with value, unit and reference, and the verdicts', () => {
    const selection = selectMount(input, candidates);
    const text = formatTrace(selection, { notes: ['Wind speed source: entered by the visitor'] });
    const lines = text.split('\n');
    expect(lines[0]).toBe('NPRM ballast calculation (engine 1.1.0)');
    expect(lines[1]).toBe(
      'Basis: K_d 0.95; GCr 1.9 at all heights (gcrPolicy all_heights); load combination 0.9D + 1.0W (lrfd); ballast block 30 lb',
    );
    expect(text).toContain('  Wind speed V: 115 mph (ASCE 7-10 Risk Category II basic wind speed)\n');
    expect(text).toContain('  Wind exposure: C (Open)\n');
    expect(text).toContain('  Antenna Acme Yagi 7: weight W_a 10 lb; EPA A_a 1.5 ft²;');
    expect(text).toContain('  Wind speed source: entered by the visitor\n');
    expect(text).toContain('\nMount 2 — Wide NPRM\n');
    expect(text).toContain('\nMount 3 — Small NPRM\n');

    const wide = selection.designs[0];
    const small = selection.designs[1];
    if (!wide || !small) throw new Error('expected two designs');
    for (const design of [wide, small]) {
      for (const step of design.trace) {
        const line = lines.find((l) =>
          l.startsWith(`  ${step.symbol.padEnd(7)}= ${formatQuantity(step.value, step.unit)} `),
        );
        expect(line, step.symbol).toBeDefined();
        expect(line).toContain(step.description);
        expect(line?.endsWith(`[${step.ref}]`)).toBe(true);
      }
    }
    expect(text).toContain(
      `  B_ot   = ${formatQuantity(small.trace.find((s) => s.symbol === 'B_ot')?.value ?? 0, 'lb')}`,
    );
    expect(text).toMatch(/ {2}q_z,a {2}= \d+\.\d{1,2} psf +velocity pressure at the antenna/);
    expect(text).toContain(
      `  Verdict: FITS: ballast ${formatQuantity(wide.ballastWeight, 'lb')} (${wide.ballast.count} × 30 lb blocks), ` +
        `governed by ${wide.governing}; total dead load ${formatQuantity(wide.totalDeadLoad, 'lb')}; ` +
        `roof load ${formatQuantity(wide.roofLoad, 'psf')} (max 150 psf)\n`,
    );
    expect(text).toContain('  Verdict: DOES NOT FIT: ballast 1,080 lb (36 × 30 lb blocks), governed by overturning;');
    expect(text).toContain(
      "    - roof_load: roof load 280 psf exceeds the mount's maximum roof load 20 psf (total dead load 1,120 lb over 4 ft²)\n",
    );
    expect(text).toContain(
      '\nMount 4 — Broken NPRM\n  Not evaluated: mount.halfBaseWidth: must be greater than 0 (got 0 ft)\n',
    );
    expect(text).toContain(
      '\nSelected: Mount 2 — Wide NPRM (least total dead load of 1 fitting of 3 candidates)\n\nAssumptions and limits\n',
    );
  });

  it('writes each step as "description, formula" in the words the saved results have always had', () => {
    const lines = formatTrace(designMount(designInput())).split('\n');
    expect(lines.filter((line) => /^ {2}\S+ *= /.test(line))).toEqual([
      '  y_a    = 5 ft             antenna lever arm above the roof, max(H + Δa, 0) [method step 1]',
      '  y_p    = 3 ft             mast lever arm above the roof, L/2 [method step 1]',
      '  y_f    = 2.5 ft           mount frame lever arm above the roof, H/2 [method step 1]',
      '  z_a    = 35 ft            antenna height above ground, h_b + y_a [method step 2]',
      '  z_p    = 33 ft            mast height above ground, h_b + y_p [method step 2]',
      '  z_f    = 32.5 ft          mount frame height above ground, h_b + y_f [method step 2]',
      '  α      = 9.5              power-law exponent, exposure C [ASCE 7-10 Table 26.9-1]',
      '  z_g    = 900 ft           nominal gradient height, exposure C [ASCE 7-10 Table 26.9-1]',
      '  K_z,a  = 1.015            exposure coefficient at z_a, 2.01·(z/z_g)^(2/α) [ASCE 7-10 Table 29.3-1 note 1 (z < 15 ft taken as 15 ft; z > z_g as z_g)]',
      '  K_z,p  = 1.002            exposure coefficient at z_p, 2.01·(z/z_g)^(2/α) [ASCE 7-10 Table 29.3-1 note 1 (z < 15 ft taken as 15 ft; z > z_g as z_g)]',
      '  K_z,f  = 0.999            exposure coefficient at z_f, 2.01·(z/z_g)^(2/α) [ASCE 7-10 Table 29.3-1 note 1 (z < 15 ft taken as 15 ft; z > z_g as z_g)]',
      '  K_zt   = 1                topographic factor [ASCE 7-10 §26.8 (no topographic effect)]',
      '  K_d    = 0.95             wind directionality factor [ASCE 7-10 Table 26.6-1 (option kd)]',
      '  q_z,a  = 32.63 psf        velocity pressure at the antenna, 0.00256·K_z·K_zt·K_d·V² [ASCE 7-10 Eq. 29.3-1]',
      '  q_z,p  = 32.23 psf        velocity pressure at the mast, 0.00256·K_z·K_zt·K_d·V² [ASCE 7-10 Eq. 29.3-1]',
      '  q_z,f  = 32.13 psf        velocity pressure at the mount frame, 0.00256·K_z·K_zt·K_d·V² [ASCE 7-10 Eq. 29.3-1]',
      '  GCr    = 1.9              rooftop equipment force coefficient [ASCE 7-10 §29.5.1, all heights as ASCE 7-16 §29.4.1]',
      '  A_a    = 1.5 ft²          antenna effective projected area (EPA) [method step 4 (no shielding)]',
      '  D      = 2.375 in         mast diameter, the larger of the antenna and mount masts [method step 4 (no shielding)]',
      '  L      = 6 ft             mast length, the larger of the antenna and mount masts [method step 4 (no shielding)]',
      '  A_p    = 1.188 ft²        mast projected area, (D/12)·L [method step 4 (no shielding)]',
      '  A_f    = 2 ft²            mount frame wind area [method step 4 (no shielding)]',
      "  F_a    = 93 lb            wind force on the antenna, q_z,a·GCr·A_a [ASCE 7-10 §29.5.1 (F = q·GCr·A), q at the part's height]",
      "  F_p    = 72.7 lb          wind force on the mast, q_z,p·GCr·A_p [ASCE 7-10 §29.5.1 (F = q·GCr·A), q at the part's height]",
      "  F_f    = 122.1 lb         wind force on the mount frame, q_z,f·GCr·A_f [ASCE 7-10 §29.5.1 (F = q·GCr·A), q at the part's height]",
      '  F_H    = 287.8 lb         horizontal wind force, F_a + F_p + F_f [method step 5]',
      '  M_OT   = 988.4 ft·lb      overturning moment, F_a·y_a + F_p·y_p + F_f·y_f [method step 5]',
      '  K_h    = 0.982            exposure coefficient at the roof height h_b, 2.01·(z/z_g)^(2/α) [ASCE 7-10 Table 29.3-1 note 1 (z < 15 ft taken as 15 ft; z > z_g as z_g)]',
      '  q_h    = 31.59 psf        velocity pressure at the roof height, 0.00256·K_h·K_zt·K_d·V² [ASCE 7-10 §29.5.1 (q_h at the mean roof height)]',
      '  GCr,v  = 1.5              uplift force coefficient [ASCE 7-10 §29.5.1; ASCE 7-16 §29.4.1 (vertical uplift, all heights)]',
      '  A_r    = 0 ft²            antenna horizontal projected area [ASCE 7-10 §29.5.1; ASCE 7-16 §29.4.1 (vertical uplift, all heights)]',
      '  F_v    = 0 lb             vertical uplift on the antenna, q_h·GCr,v·A_r [ASCE 7-10 §29.5.1; ASCE 7-16 §29.4.1 (vertical uplift, all heights)]',
      '  W_self = 100 lb           self-weight, mount + antenna [method step 6]',
      '  φ_D    = 0.9              dead load factor of 0.9D + 1.0W [ASCE 7-10 §2.3.2 comb. 6]',
      '  γ_W    = 1                wind load factor of 0.9D + 1.0W [ASCE 7-10 §2.3.2 comb. 6]',
      '  B_ot   = 449.1 lb         ballast against overturning, γ_W·(M_OT + F_v·b)/(φ_D·b) − W_self [method step 6, tipping about the base edge; uplift per ASCE 7-10 §29.5.1]',
      '  B_sl   = 699.5 lb         ballast against sliding, γ_W·(F_H/μ + F_v)/φ_D − W_self [method step 6, friction on the roof; uplift per ASCE 7-10 §29.5.1]',
      "  B_min  = 0 lb             mount's minimum ballast [input]",
      '  B_req  = 699.5 lb         required ballast max(B_ot, B_sl, B_min, 0); sliding governs [method step 7]',
      '  w      = 30 lb            weight of one ballast block [method step 7 (option blockWeight)]',
      '  n      = 24 blocks        ballast blocks, ⌈B_req/w⌉ [method step 7 (option blockWeight)]',
      '  B      = 720 lb           ballast placed, n·w [method step 7 (option blockWeight)]',
      '  W      = 820 lb           total dead load, W_self + B [method step 8]',
      '  A_fp   = 16 ft²           mount footprint, (2b)² [method step 8]',
      '  p      = 51.25 psf        average roof load, W/(2b)² [method step 8]',
    ]);
  });

  it('says when no mount fits, and why, including friction', () => {
    const text = formatTrace(selectMount({ ...input, frictionCoefficient: 0 }, [mount({ id: 5, name: null })]));
    expect(text).toContain('\nMount 5\n');
    expect(text).toContain('  μ      = 0');
    expect(text).toContain('    - friction: friction coefficient μ = 0 is not greater than 0');
    expect(text).toContain('\nSelected: none (no mount fits; 1 candidate)\n\nAssumptions and limits\n');
  });

  it('renders a single design the same way as that mount within a selection', () => {
    const design = designMount(designInput({ mount: candidates[0] }));
    const single = formatTrace(design);
    const within = formatTrace(selectMount(search(), [candidates[0] as never]));
    const mountPart = (text: string) => text.slice(0, text.indexOf('\n\nAssumptions and limits'));
    expect(within.startsWith(mountPart(single))).toBe(true);
    expect(single).not.toContain('Selected:');
  });

  it('is deterministic and shows the chosen options', () => {
    const options = { kd: 0.85, gcrPolicy: 'asce7_10', loadCombination: 'fs1.5', blockWeight: 32.6 } as const;
    const a = formatTrace(selectMount(input, candidates, options));
    const b = formatTrace(selectMount(input, candidates, options));
    expect(a).toBe(b);
    expect(a.split('\n')[1]).toBe(
      'Basis: K_d 0.85; GCr per ASCE 7-10 (0.85 above 60 ft) (gcrPolicy asce7_10); load combination 1.0D ≥ 1.5·(0.6W) (fs1.5); ballast block 32.6 lb',
    );
  });
});
