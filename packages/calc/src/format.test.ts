import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { formatNumber, formatQuantity, formatTrace } from './format.js';
import { ENGINE_VERSION } from './options.js';
import { selectMount } from './select.js';
import { formatStepLine } from './sheet-text.js';
import { formatStepValue } from './values.js';
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
    expect(lines[0]).toBe(`NPRM ballast calculation (engine ${ENGINE_VERSION})`);
    expect(lines[1]).toBe(
      'Basis: ASCE 7-10, Risk Category II; K_d 0.95; GCr 1.9 at all heights (gcrPolicy all_heights); load combination 0.9D + 1.0W (lrfd); ballast block 30 lb',
    );
    expect(text).toContain('  Wind speed V: 115 mph (design wind speed)\n');
    expect(text).toContain('  Wind exposure: C (Open)\n');
    expect(text).toContain('  Antenna Acme Yagi 7: weight W_a 10 lb; EPA A_a 1.5 ft²;');
    expect(text).toContain('  Wind speed source: entered by the visitor\n');
    expect(text).toContain('\nMount 2 — Wide NPRM\n');
    expect(text).toContain('\nMount 3 — Small NPRM\n');

    const wide = selection.designs[0];
    const small = selection.designs[1];
    if (!wide || !small) throw new Error('expected two designs');
    for (const design of [wide, small]) {
      for (const step of design.trace) expect(lines, step.symbol).toContain(formatStepLine(step));
    }
    expect(text).toContain(`  B_ot   = ${formatStepValue(small.trace.find((s) => s.symbol === 'B_ot')!)} lb`);
    expect(text).toMatch(/ {2}q_z,a {2}= \d+\.\d{1,5} psf +velocity pressure at the antenna/);
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

  it('writes each step as the sheet does: words from the glossary, formula with its numbers, clause', () => {
    const lines = formatTrace(designMount(designInput())).split('\n');
    expect(lines.filter((line) => /^ {2}\S+ *= /.test(line))).toEqual([
      '  V      = 115 mph          design wind speed, 3-s gust (its source and risk category: the code basis above) [input]',
      '  h_b    = 30 ft            building height [input]',
      '  μ      = 0.4              friction coefficient of the roof type [input]',
      '  W_a    = 10 lb            antenna weight [input]',
      "  Δa     = 0 ft             antenna's additional height to its centerline [input]",
      '  W_m    = 90 lb            mount weight [input]',
      "  H      = 5 ft             mount's height to the antenna centerline [input]",
      "  b      = 2 ft             mount's half base width, the tipping arm [input]",
      '  D      = 2.375 in         mast diameter, the larger of the antenna and mount masts [method step 4]',
      '  L      = 6 ft             mast length, the larger of the antenna and mount masts [method step 4]',
      '  y_a    = 5 ft             antenna lever arm above the roof: max(H + Δa, 0) = max(5 + 0, 0) [method step 1]',
      '  y_p    = 3 ft             mast lever arm above the roof: L/2 = 6/2 [method step 1]',
      '  y_f    = 2.5 ft           mount frame lever arm above the roof: H/2 = 5/2 [method step 1]',
      '  z_a    = 35 ft            antenna height above ground: h_b + y_a = 30 + 5 [method step 2]',
      '  z_p    = 33 ft            mast height above ground: h_b + y_p = 30 + 3 [method step 2]',
      '  z_f    = 32.5 ft          mount frame height above ground: h_b + y_f = 30 + 2.5 [method step 2]',
      '  α      = 9.5              power-law exponent of the exposure; exposure C [ASCE 7-10 Table 26.9-1]',
      '  z_g    = 900 ft           nominal gradient height of the exposure [ASCE 7-10 Table 26.9-1]',
      '  K_z,a  = 1.014652         exposure coefficient at z_a (z below 15 ft taken as 15 ft, above z_g as z_g: note 1 of the K_z table): 2.01·(z_a/z_g)^(2/α) = 2.01·(35/900)^(2/9.5) [ASCE 7-10 Table 29.3-1]',
      '  K_z,p  = 1.002161         exposure coefficient at z_p (z below 15 ft taken as 15 ft, above z_g as z_g: note 1 of the K_z table): 2.01·(z_p/z_g)^(2/α) = 2.01·(33/900)^(2/9.5) [ASCE 7-10 Table 29.3-1]',
      '  K_z,f  = 0.9989448        exposure coefficient at z_f (z below 15 ft taken as 15 ft, above z_g as z_g: note 1 of the K_z table): 2.01·(z_f/z_g)^(2/α) = 2.01·(32.5/900)^(2/9.5) [ASCE 7-10 Table 29.3-1]',
      '  K_zt   = 1                topographic factor (no topographic effect) [ASCE 7-10 §26.8]',
      '  K_d    = 0.95             wind directionality factor (option kd) [ASCE 7-10 Table 26.6-1]',
      '  q_z,a  = 32.63446 psf     velocity pressure at the antenna: 0.00256·K_z,a·K_zt·K_d·V² = 0.00256·1.014652·1·0.95·115² [ASCE 7-10 Eq. 29.3-1]',
      '  q_z,p  = 32.2327 psf      velocity pressure at the mast: 0.00256·K_z,p·K_zt·K_d·V² = 0.00256·1.002161·1·0.95·115² [ASCE 7-10 Eq. 29.3-1]',
      '  q_z,f  = 32.12926 psf     velocity pressure at the mount frame: 0.00256·K_z,f·K_zt·K_d·V² = 0.00256·0.9989448·1·0.95·115² [ASCE 7-10 Eq. 29.3-1]',
      '  GCr    = 1.9              rooftop equipment force coefficient (option gcrPolicy) [ASCE 7-10 §29.5.1]',
      '  A_a    = 1.5 ft²          antenna effective projected area (EPA) [method step 4]',
      '  A_p    = 1.1875 ft²       mast projected area: D/12·L = 2.375/12·6 [method step 4]',
      '  A_f    = 2 ft²            mount frame wind area [method step 4]',
      "  F_a    = 93.00822 lb      wind force on the antenna, q at the part's height (no shielding): q_z,a·GCr·A_a = 32.634463·1.9·1.5 [ASCE 7-10 §29.5.1]",
      "  F_p    = 72.72503 lb      wind force on the mast, q at the part's height (no shielding): q_z,p·GCr·A_p = 32.2327·1.9·1.1875 [ASCE 7-10 §29.5.1]",
      "  F_f    = 122.0912 lb      wind force on the mount frame, q at the part's height (no shielding): q_z,f·GCr·A_f = 32.12926·1.9·2 [ASCE 7-10 §29.5.1]",
      '  F_H    = 287.8244 lb      horizontal wind force: F_a + F_p + F_f = 93.00822 + 72.72503 + 122.0912 [method step 5]',
      '  M_OT   = 988.4442 ft·lb   overturning moment about the roof: F_a·y_a + F_p·y_p + F_f·y_f = 93.00822·5 + 72.72503·3 + 122.0912·2.5 [method step 5]',
      '  K_h    = 0.9822525        exposure coefficient at the roof height h_b (z below 15 ft taken as 15 ft, above z_g as z_g: note 1 of the K_z table): 2.01·(h_b/z_g)^(2/α) = 2.01·(30/900)^(2/9.5) [ASCE 7-10 Table 29.3-1]',
      '  q_h    = 31.59238 psf     velocity pressure at the mean roof height: 0.00256·K_h·K_zt·K_d·V² = 0.00256·0.9822525·1·0.95·115² [ASCE 7-10 Eq. 29.3-1]',
      '  GCr,v  = 1.5              uplift force coefficient (vertical uplift, all heights) [ASCE 7-10 §29.5.1]',
      '  A_r    = 0 ft²            antenna horizontal projected area [ASCE 7-10 §29.5.1]',
      '  F_v    = 0 lb             vertical uplift on the antenna: q_h·GCr,v·A_r = 31.59238·1.5·0 [ASCE 7-10 §29.5.1]',
      '  W_self = 100 lb           self-weight, mount + antenna: W_m + W_a = 90 + 10 [method step 6]',
      '  φ_D    = 0.9              dead load factor of the load combination (option loadCombination); 0.9D + 1.0W [ASCE 7-10 §2.3.2 comb. 6]',
      '  γ_W    = 1                wind load factor of the load combination (option loadCombination); 0.9D + 1.0W [ASCE 7-10 §2.3.2 comb. 6]',
      '  B_ot   = 449.1356 lb      ballast against overturning, tipping about the base edge (negative: the margin): γ_W·(M_OT + F_v·b)/(φ_D·b) − W_self = 1·(988.44417 + 0·2)/(0.9·2) − 100 [method step 6]',
      '  B_sl   = 699.5123 lb      ballast against sliding, friction on the roof (negative: the margin): γ_W·(F_H/μ + F_v)/φ_D − W_self = 1·(287.82444/0.4 + 0)/0.9 − 100 [method step 6] (governing)',
      "  B_min  = 0 lb             mount's minimum ballast [input]",
      '  B_req  = 699.5123 lb      required ballast: max(B_ot, B_sl, B_min, 0) = max(449.1356, 699.5123, 0, 0); sliding governs [method step 7] (governing)',
      '  w      = 30 lb            weight of one ballast block (option blockWeight) [method step 7]',
      '  n      = 24 blocks        ballast blocks: ⌈B_req/w⌉ = ⌈699.5123/30⌉ [method step 7]',
      '  B      = 720 lb           ballast placed: n·w = 24·30 [method step 7]',
      '  M_d    = 988.4442 ft·lb   overturning moment with its load factor, wind and uplift about the base edge (demand): γ_W·(M_OT + F_v·b) = 1·(988.4442 + 0·2) [method step 7 (ballast placed)]',
      '  M_R    = 1,476 ft·lb      resisting moment of the self-weight and the ballast placed (capacity): φ_D·(W_self + B)·b = 0.9·(100 + 720)·2 [method step 7 (ballast placed)]',
      '  U_ot   = 66.96776 %       overturning utilisation, demand over capacity: M_d/M_R·100 = 988.4442/1476·100 [method step 7 (ballast placed)]',
      '  F_sl   = 287.8244 lb      sliding demand, the horizontal wind force with its load factor: γ_W·F_H = 1·287.8244 [method step 7 (ballast placed)]',
      '  F_fr   = 295.2 lb         friction capacity with the ballast placed, less the uplift: μ·(φ_D·(W_self + B) − γ_W·F_v) = 0.4·(0.9·(100 + 720) − 1·0) [method step 7 (ballast placed)]',
      '  U_sl   = 97.5015 %        sliding utilisation, demand over capacity: F_sl/F_fr·100 = 287.8244/295.2·100 [method step 7 (ballast placed)]',
      '  W      = 820 lb           total dead load: W_self + B = 100 + 720 [method step 8]',
      '  A_fp   = 16 ft²           mount footprint: (2·b)² = (2·2)² [method step 8]',
      '  p      = 51.25 psf        average roof load: W/A_fp = 820/16 [method step 8]',
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
    const options = {
      kd: 0.85,
      gcrPolicy: 'asce7_10',
      codeBasis: { riskCategory: 'IV', jurisdiction: 'florida_hvhz', loadCombination: 'fs1.5' },
      blockWeight: 32.6,
    } as const;
    const a = formatTrace(selectMount(input, candidates, options));
    const b = formatTrace(selectMount(input, candidates, options));
    expect(a).toBe(b);
    expect(a.split('\n')[1]).toBe(
      'Basis: ASCE 7-10, Risk Category IV; K_d 0.85; GCr per ASCE 7-10 (0.85 above 60 ft) (gcrPolicy asce7_10); ' +
        'Florida HVHZ: G·C_f 3.1 at all heights (FBC 2010 §1609.8); load combination 1.0D ≥ 1.5·(0.6W) (fs1.5); ' +
        'ballast block 32.6 lb',
    );
  });
});
