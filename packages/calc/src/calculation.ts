/**
 * The method of docs/engineering.md, steps 1–8, for one antenna on one mount at one site. Each figure is recorded
 * where it is computed: `t.step` takes the value with its symbol, words, unit, formula and reference and hands the
 * value back, in the order the trace lists the steps, under the sheet's group `t.section` last named. Adding a figure
 * to the calculation and its trace is one edit.
 */
import {
  A_fp,
  B_ot,
  B_required,
  B_sl,
  heldByFriction,
  p_roof,
  roundUpToBlocks,
  W_total,
  type GoverningCase,
} from './ballast.js';
import { ASSUMPTIONS } from './assumptions.js';
import type { DesignFigures } from './mount-design.js';
import { EXPOSURE_CONSTANTS } from './exposure.js';
import { fitFailure, type FitFailure } from './failures.js';
import {
  A_mast,
  antennaBelowRoof,
  F,
  F_H,
  F_v,
  GCr,
  GCR_ROOFTOP,
  GCR_UPLIFT,
  M_OT,
  y_a,
  y_f,
  y_p,
  z,
} from './forces.js';
import type { MountInput, SearchInput } from './inputs.js';
import { K_z } from './kz.js';
import { ENGINE_VERSION, LOAD_COMBINATIONS, type CalcOptions } from './options.js';
import { REF, type Recorder } from './trace.js';
import { trayLoad, traysHold, type TrayLoad } from './trays.js';
import { K_ZT, q_z } from './velocityPressure.js';

const KZ = '2.01·(z/z_g)^(2/α)';
const QZ = '0.00256·K_z·K_zt·K_d·V²';
const QH = '0.00256·K_h·K_zt·K_d·V²';
const BELOW_ROOF_NOTE = 'H + Δa < 0: the antenna would sit below the roof, the mount does not fit';
const REQUIRED = 'max(B_ot, B_sl, B_min, 0)';
const MOMENTS = 'F_a·y_a + F_p·y_p + F_f·y_f';
const GOVERNS: Readonly<Record<GoverningCase, string>> = {
  sliding: 'sliding governs',
  overturning: 'overturning governs',
  minimum: "the mount's minimum governs",
};

function gcrRef(options: CalcOptions, gcr: number): string {
  if (options.gcrPolicy === 'all_heights') return REF.gcrAllHeights;
  return gcr === GCR_ROOFTOP ? REF.gcrLiteralLow : REF.gcrLiteralHigh;
}

/**
 * The figures of one design from validated inputs, each step recorded by `t` as it is computed (pass NO_TRACE to
 * record nothing). Pure: the same inputs always give the same figures and the same steps.
 */
export function calculateDesign(
  search: SearchInput,
  mount: MountInput,
  options: CalcOptions,
  t: Recorder,
): DesignFigures {
  const { site, antenna } = search;
  const mu = search.frictionCoefficient;
  const V = site.windSpeed;
  const hb = site.buildingHeight;
  const exposure = site.exposure;
  const H = mount.heightToAntennaCenterline;
  const b = mount.halfBaseWidth;
  const combination = LOAD_COMBINATIONS[options.loadCombination];
  // The mast is the larger of the antenna's and the mount's; L sets y_p, both are traced with the areas (step 4).
  const mastDiameter = Math.max(antenna.mastDiameter, mount.mastDiameter);
  const mastLength = Math.max(antenna.mastLength, mount.mastLength);
  const dA = antenna.additionalHeightToCenterline;
  const Wa = antenna.weight;

  // 1–2. Lever arms above the roof and heights above ground (the sheet's inputs and geometry). An antenna below the
  // roof does not fit; its arm is taken as 0 so that every figure stays finite.
  t.section('inputs');
  const below = antennaBelowRoof(H, dA);
  const ya = t.step(
    'y_a',
    'antenna lever arm above the roof',
    y_a(H, dA),
    'ft',
    'max(H + Δa, 0)',
    REF.leverArms,
    below ? BELOW_ROOF_NOTE : undefined,
  );
  const yp = t.step('y_p', 'mast lever arm above the roof', y_p(mastLength), 'ft', 'L/2', REF.leverArms);
  const yf = t.step('y_f', 'mount frame lever arm above the roof', y_f(H), 'ft', 'H/2', REF.leverArms);
  const za = t.step('z_a', 'antenna height above ground', z(hb, ya), 'ft', 'h_b + y_a', REF.heights);
  const zp = t.step('z_p', 'mast height above ground', z(hb, yp), 'ft', 'h_b + y_p', REF.heights);
  const zf = t.step('z_f', 'mount frame height above ground', z(hb, yf), 'ft', 'h_b + y_f', REF.heights);

  // 3. Velocity pressures, K_z from the exposure's α and z_g.
  t.section('wind_pressure');
  const { alpha, zg } = EXPOSURE_CONSTANTS[exposure];
  t.step('α', `power-law exponent, exposure ${exposure}`, alpha, '', '', REF.exposureConstants);
  t.step('z_g', `nominal gradient height, exposure ${exposure}`, zg, 'ft', '', REF.exposureConstants);
  const kza = t.step('K_z,a', 'exposure coefficient at z_a', K_z(za, exposure), '', KZ, REF.kz);
  const kzp = t.step('K_z,p', 'exposure coefficient at z_p', K_z(zp, exposure), '', KZ, REF.kz);
  const kzf = t.step('K_z,f', 'exposure coefficient at z_f', K_z(zf, exposure), '', KZ, REF.kz);
  const kzt = t.step('K_zt', 'topographic factor', K_ZT, '', '', REF.kzt);
  const kd = t.step('K_d', 'wind directionality factor', options.kd, '', '', REF.kd);
  const qa = t.step('q_z,a', 'velocity pressure at the antenna', q_z(V, kza, kzt, kd), 'psf', QZ, REF.qz);
  const qp = t.step('q_z,p', 'velocity pressure at the mast', q_z(V, kzp, kzt, kd), 'psf', QZ, REF.qz);
  const qf = t.step('q_z,f', 'velocity pressure at the mount frame', q_z(V, kzf, kzt, kd), 'psf', QZ, REF.qz);

  // 4. Areas and forces.
  t.section('forces');
  const gcr = GCr(options.gcrPolicy, hb);
  t.step('GCr', 'rooftop equipment force coefficient', gcr, '', '', gcrRef(options, gcr));
  const Aa = t.step('A_a', 'antenna effective projected area (EPA)', antenna.squareFootage, 'ft²', '', REF.areas);
  const D = t.step('D', 'mast diameter, the larger of the antenna and mount masts', mastDiameter, 'in', '', REF.areas);
  const L = t.step('L', 'mast length, the larger of the antenna and mount masts', mastLength, 'ft', '', REF.areas);
  const Ap = t.step('A_p', 'mast projected area', A_mast(D, L), 'ft²', '(D/12)·L', REF.areas);
  const Af = t.step('A_f', 'mount frame wind area', mount.squareFootage, 'ft²', '', REF.areas);
  const Fa = t.step('F_a', 'wind force on the antenna', F(qa, gcr, Aa), 'lb', 'q_z,a·GCr·A_a', REF.force);
  const Fp = t.step('F_p', 'wind force on the mast', F(qp, gcr, Ap), 'lb', 'q_z,p·GCr·A_p', REF.force);
  const Ff = t.step('F_f', 'wind force on the mount frame', F(qf, gcr, Af), 'lb', 'q_z,f·GCr·A_f', REF.force);

  // 5. Demands.
  t.section('demands');
  const forces = [Fa, Fp, Ff];
  const FH = t.step('F_H', 'horizontal wind force', F_H(forces), 'lb', 'F_a + F_p + F_f', REF.demands);
  const MOT = t.step('M_OT', 'overturning moment', M_OT(forces, [ya, yp, yf]), 'ft·lb', MOMENTS, REF.demands);
  const kh = t.step('K_h', 'exposure coefficient at the roof height h_b', K_z(hb, exposure), '', KZ, REF.kz);
  const qh = t.step('q_h', 'velocity pressure at the roof height', q_z(V, kh, kzt, kd), 'psf', QH, REF.roofHeight);
  const gcrV = t.step('GCr,v', 'uplift force coefficient', GCR_UPLIFT, '', '', REF.uplift);
  const Ar = t.step('A_r', 'antenna horizontal projected area', antenna.horizontalArea ?? 0, 'ft²', '', REF.uplift);
  const Fv = t.step('F_v', 'vertical uplift on the antenna', F_v(qh, Ar), 'lb', 'q_h·GCr,v·A_r', REF.uplift);

  // 6. Stability. B_ot and B_sl are traced before clamping at 0: a negative value is the self-weight's margin.
  t.section('stability');
  const Wself = t.step('W_self', 'self-weight, mount + antenna', mount.weight + Wa, 'lb', '', REF.selfWeight);
  t.step('φ_D', combination.deadLoadDescription, combination.deadLoadFactor, '', '', combination.ref);
  t.step('γ_W', combination.windLoadDescription, combination.windLoadFactor, '', '', combination.ref);
  const Bot = B_ot(MOT, Fv, b, Wself, combination);
  t.step('B_ot', 'ballast against overturning', Bot, 'lb', 'γ_W·(M_OT + F_v·b)/(φ_D·b) − W_self', REF.overturning);
  const holds = heldByFriction(mu);
  const Bsl = holds ? B_sl(FH, Fv, mu, Wself, combination) : null;
  if (Bsl !== null) t.step('B_sl', 'ballast against sliding', Bsl, 'lb', 'γ_W·(F_H/μ + F_v)/φ_D − W_self', REF.sliding);
  else t.step('μ', 'friction coefficient ≤ 0: no ballast resists sliding', mu, '', '', REF.sliding);

  // 7. Required ballast, in whole blocks.
  t.section('ballast');
  const Bmin = t.step('B_min', "mount's minimum ballast", mount.minimumBallastWeight ?? 0, 'lb', '', REF.input);
  const required = B_required(Bot, Bsl, Bmin);
  t.step('B_req', 'required ballast', required.ballast, 'lb', REQUIRED, REF.required, GOVERNS[required.governing]);
  const blocks = roundUpToBlocks(required.ballast, options.blockWeight);
  t.step('w', 'weight of one ballast block', blocks.blockWeight, 'lb', '', REF.blocks);
  t.step('n', 'ballast blocks', blocks.count, 'blocks', '⌈B_req/w⌉', REF.blocks);
  t.step('B', 'ballast placed', blocks.weight, 'lb', 'n·w', REF.blocks);
  const trays = traceTrays(t, mount, blocks.count, blocks.blockWeight);

  // 8. Dead load and roof load.
  t.section('roof_load');
  const W = t.step('W', 'total dead load', W_total(Wself, blocks.weight), 'lb', 'W_self + B', REF.deadLoad);
  const footprint = t.step('A_fp', 'mount footprint', A_fp(b), 'ft²', '(2b)²', REF.roofLoad);
  const psf = t.step('p', 'average roof load', p_roof(W, b), 'psf', 'W/(2b)²', REF.roofLoad);

  const failures: FitFailure[] = [];
  if (below) failures.push(fitFailure('antenna_below_roof', H + dA, 0));
  if (!holds) failures.push(fitFailure('friction', mu, 0));
  if (psf > mount.maxRoofLoad) failures.push(fitFailure('roof_load', psf, mount.maxRoofLoad));
  if (trays && !traysHold(trays))
    failures.push(fitFailure('tray_capacity', trays.heaviestTrayLoad, trays.trayCapacity!));

  return {
    mountId: mount.id,
    mountName: mount.name ?? null,
    engineVersion: ENGINE_VERSION,
    options,
    input: { site, antenna, frictionCoefficient: mu, mount },
    gcr,
    parts: {
      antenna: { area: Aa, leverArm: ya, height: za, kz: kza, qz: qa, force: Fa, moment: Fa * ya },
      mast: { area: Ap, leverArm: yp, height: zp, kz: kzp, qz: qp, force: Fp, moment: Fp * yp },
      mount: { area: Af, leverArm: yf, height: zf, kz: kzf, qz: qf, force: Ff, moment: Ff * yf },
    },
    uplift: { kz: kh, qh, gcr: gcrV, horizontalArea: Ar, force: Fv },
    horizontalForce: FH,
    overturningMoment: MOT,
    selfWeight: Wself,
    ballastOverturning: Math.max(Bot, 0),
    ballastSliding: Bsl === null ? null : Math.max(Bsl, 0),
    minimumBallast: Bmin,
    ballastRequired: required.ballast,
    ballast: blocks,
    trays,
    ballastWeight: blocks.weight,
    governing: required.governing,
    totalDeadLoad: W,
    footprintArea: footprint,
    roofLoad: psf,
    maxRoofLoad: mount.maxRoofLoad,
    fits: failures.length === 0,
    failures,
    assumptions: ASSUMPTIONS,
  };
}

/** The blocks shared over the mount's trays, traced; null (nothing traced) for a mount without trays. */
function traceTrays(t: Recorder, mount: MountInput, count: number, blockWeight: number): TrayLoad | null {
  const trays = mount.ballastTrays ?? null;
  if (trays === null) return null;
  const load = trayLoad(count, blockWeight, trays, mount.trayCapacity ?? null);
  t.step('N_t', 'ballast trays on the mount', trays, '', '', REF.input);
  t.step('n_t', 'blocks in the fullest tray, shared evenly', load.blocksPerTray, 'blocks', '⌈n/N_t⌉', REF.trays);
  t.step('W_t', 'ballast in the fullest tray', load.heaviestTrayLoad, 'lb', 'n_t·w', REF.trays);
  if (load.trayCapacity !== null) t.step('C_t', 'ballast one tray holds', load.trayCapacity, 'lb', '', REF.input);
  return load;
}
