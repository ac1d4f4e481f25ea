/** One antenna on one candidate mount at one site: the method of ENGINEERING.md, steps 1–8, with its trace. */
import {
  A_fp,
  B_ot,
  B_required,
  B_sl,
  heldByFriction,
  p_roof,
  roundUpToBlocks,
  W_total,
  type BallastBlocks,
  type GoverningCase,
} from './ballast.js';
import { A_mast, F, F_H, GCr, GCR_ROOFTOP, M_OT, y_a, y_f, y_p, z } from './forces.js';
import { validateMount, validateSearchInput, type DesignInput, type MountInput, type SearchInput } from './inputs.js';
import { K_z } from './kz.js';
import { ENGINE_VERSION, LOAD_COMBINATIONS, resolveOptions, type CalcOptions } from './options.js';
import { REF, type TraceStep } from './trace.js';
import { K_ZT, q_z } from './velocityPressure.js';

export type PartName = 'antenna' | 'mast' | 'mount';

/** The wind on one part: areas, heights and the resulting force and moment. */
export interface PartLoad {
  /** A (ft²): the antenna's EPA, the mast's projected area (D/12)·L, or the mount frame's area. */
  readonly area: number;
  /** y, lever arm above the roof (ft). */
  readonly leverArm: number;
  /** z = h_b + y, height above ground (ft), before the 15 ft floor that K_z applies. */
  readonly height: number;
  readonly kz: number;
  /** q_z (psf). */
  readonly qz: number;
  /** F = q_z·GCr·A (lb). */
  readonly force: number;
  /** F·y (ft·lb). */
  readonly moment: number;
}

export type FitCheck = 'roof_load' | 'friction';

/** Why a candidate does not fit, with the numbers (describeFailure writes them into a sentence). */
export interface FitFailure {
  readonly check: FitCheck;
  /** The check that failed, in words (without the numbers). */
  readonly message: string;
  /** The value checked: roof load (psf) or μ. */
  readonly value: number;
  /** Its limit: max roof load (psf), or 0 for μ (must be greater). */
  readonly limit: number;
}

export interface MountDesign {
  readonly mountId: number;
  readonly mountName: string | null;
  readonly engineVersion: string;
  readonly options: CalcOptions;
  readonly input: DesignInput;
  /** GCr applied to every area (dimensionless). */
  readonly gcr: number;
  readonly parts: { readonly antenna: PartLoad; readonly mast: PartLoad; readonly mount: PartLoad };
  /** F_H = ΣF (lb). */
  readonly horizontalForce: number;
  /** M_OT = ΣF·y (ft·lb). */
  readonly overturningMoment: number;
  /** W_self = W_m + W_a (lb). */
  readonly selfWeight: number;
  /** max(B_ot, 0) (lb): ballast needed against overturning. */
  readonly ballastOverturning: number;
  /** max(B_sl, 0) (lb): ballast needed against sliding; null when μ ≤ 0 (no ballast can hold it). */
  readonly ballastSliding: number | null;
  /** B_min (lb). */
  readonly minimumBallast: number;
  /** B = max(B_ot, B_sl, B_min, 0) before block rounding (lb). */
  readonly ballastRequired: number;
  /** B rounded up to whole blocks. */
  readonly ballast: BallastBlocks;
  /** The ballast to place, ballast.weight (lb). */
  readonly ballastWeight: number;
  readonly governing: GoverningCase;
  /** W = W_self + ballastWeight (lb). */
  readonly totalDeadLoad: number;
  /** (2b)² (ft²). */
  readonly footprintArea: number;
  /** W/(2b)² (psf). */
  readonly roofLoad: number;
  readonly maxRoofLoad: number;
  /** Roof load within max_roof_load and friction able to hold the mount. */
  readonly fits: boolean;
  /** Empty when it fits. */
  readonly failures: readonly FitFailure[];
  readonly trace: readonly TraceStep[];
}

const GOVERNED_BY: Readonly<Record<GoverningCase, string>> = {
  sliding: 'required ballast max(B_ot, B_sl, B_min, 0); sliding governs',
  overturning: 'required ballast max(B_ot, B_sl, B_min, 0); overturning governs',
  minimum: "required ballast max(B_ot, B_sl, B_min, 0); the mount's minimum governs",
};

/*
 * The messages are fixed sentences and the numbers are fields: formatTrace (describeFailure) writes the sentence
 * with the numbers. A search designs every candidate and most fail; formatting numbers it may never show would cost
 * more than the rest of the design.
 */
const FRICTION_FAILURE =
  'friction coefficient μ is not greater than 0: friction cannot hold the mount against sliding at any ballast ' +
  '(anchor it or choose another roof surface)';
const ROOF_LOAD_FAILURE = "roof load exceeds the mount's maximum roof load";

function frictionFailure(mu: number): FitFailure {
  return { check: 'friction', message: FRICTION_FAILURE, value: mu, limit: 0 };
}

function roofLoadFailure(psf: number, maxRoofLoad: number): FitFailure {
  return { check: 'roof_load', message: ROOF_LOAD_FAILURE, value: psf, limit: maxRoofLoad };
}

/**
 * Ballast, dead load and roof load for one antenna on one mount at one site (ENGINEERING.md, "The method").
 * Validates the input and options first and throws {@link CalcInputError} naming the bad field. Every returned
 * number is finite; a mount that friction cannot hold (μ = 0) gets ballastSliding null, fits false and a reason.
 */
export function designMount(input: DesignInput, options?: Partial<CalcOptions> | null): MountDesign {
  const resolved = resolveOptions(options);
  const search = validateSearchInput(input);
  return designValidatedMount(search, validateMount(input.mount), resolved);
}

function step(symbol: string, description: string, value: number, unit: string, ref: string): TraceStep {
  return { symbol, description, value, unit, ref };
}

/** designMount without the checks, for callers (selectMount) that have already validated each part. */
export function designValidatedMount(search: SearchInput, mount: MountInput, options: CalcOptions): MountDesign {
  const { site, antenna } = search;
  const mu = search.frictionCoefficient;
  const V = site.windSpeed;
  const hb = site.buildingHeight;
  const exposure = site.exposure;
  const H = mount.heightToAntennaCenterline;
  const b = mount.halfBaseWidth;
  const combination = LOAD_COMBINATIONS[options.loadCombination];

  // 1–2. Lever arms above the roof and heights above ground.
  const mastDiameter = Math.max(antenna.mastDiameter, mount.mastDiameter);
  const mastLength = Math.max(antenna.mastLength, mount.mastLength);
  const ya = y_a(H, antenna.additionalHeightToCenterline);
  const yp = y_p(mastLength);
  const yf = y_f(H);
  const za = z(hb, ya);
  const zp = z(hb, yp);
  const zf = z(hb, yf);

  // 3. Velocity pressures.
  const kza = K_z(za, exposure);
  const kzp = K_z(zp, exposure);
  const kzf = K_z(zf, exposure);
  const qa = q_z(V, kza, K_ZT, options.kd);
  const qp = q_z(V, kzp, K_ZT, options.kd);
  const qf = q_z(V, kzf, K_ZT, options.kd);

  // 4. Areas and forces.
  const gcr = GCr(options.gcrPolicy, hb);
  const Aa = antenna.squareFootage;
  const Ap = A_mast(mastDiameter, mastLength);
  const Af = mount.squareFootage;
  const Fa = F(qa, gcr, Aa);
  const Fp = F(qp, gcr, Ap);
  const Ff = F(qf, gcr, Af);

  // 5. Demands.
  const forces = [Fa, Fp, Ff];
  const FH = F_H(forces);
  const MOT = M_OT(forces, [ya, yp, yf]);

  // 6. Stability.
  const Wself = mount.weight + antenna.weight;
  const bot = B_ot(MOT, b, Wself, combination);
  const holds = heldByFriction(mu);
  const bsl = holds ? B_sl(FH, mu, Wself, combination) : null;

  // 7. Required ballast, in whole blocks.
  const Bmin = mount.minimumBallastWeight ?? 0;
  const required = B_required(bot, bsl, Bmin);
  const blocks = roundUpToBlocks(required.ballast, options.blockWeight);

  // 8. Dead load and roof load.
  const W = W_total(Wself, blocks.weight);
  const footprint = A_fp(b);
  const psf = p_roof(W, b);

  const failures: FitFailure[] = [];
  if (!holds) failures.push(frictionFailure(mu));
  if (psf > mount.maxRoofLoad) failures.push(roofLoadFailure(psf, mount.maxRoofLoad));

  const gcrRef =
    options.gcrPolicy === 'all_heights' ? REF.gcrAllHeights : gcr === GCR_ROOFTOP ? REF.gcrLiteralLow : REF.gcrLiteralHigh;
  // One array literal: a design's trace is built once, in order, and never grows.
  const trace: TraceStep[] = [
    step('y_a', 'antenna lever arm above the roof, max(H + Δa, 0)', ya, 'ft', REF.leverArms),
    step('y_p', 'mast lever arm above the roof, L/2', yp, 'ft', REF.leverArms),
    step('y_f', 'mount frame lever arm above the roof, H/2', yf, 'ft', REF.leverArms),
    step('z_a', 'antenna height above ground, h_b + y_a', za, 'ft', REF.heights),
    step('z_p', 'mast height above ground, h_b + y_p', zp, 'ft', REF.heights),
    step('z_f', 'mount frame height above ground, h_b + y_f', zf, 'ft', REF.heights),
    step('K_z,a', 'exposure coefficient at z_a, 2.01·(z/z_g)^(2/α)', kza, '', REF.kz),
    step('K_z,p', 'exposure coefficient at z_p, 2.01·(z/z_g)^(2/α)', kzp, '', REF.kz),
    step('K_z,f', 'exposure coefficient at z_f, 2.01·(z/z_g)^(2/α)', kzf, '', REF.kz),
    step('K_zt', 'topographic factor', K_ZT, '', REF.kzt),
    step('K_d', 'wind directionality factor', options.kd, '', REF.kd),
    step('q_z,a', 'velocity pressure at the antenna, 0.00256·K_z·K_zt·K_d·V²', qa, 'psf', REF.qz),
    step('q_z,p', 'velocity pressure at the mast, 0.00256·K_z·K_zt·K_d·V²', qp, 'psf', REF.qz),
    step('q_z,f', 'velocity pressure at the mount frame, 0.00256·K_z·K_zt·K_d·V²', qf, 'psf', REF.qz),
    step('GCr', 'rooftop equipment force coefficient', gcr, '', gcrRef),
    step('A_a', 'antenna effective projected area (EPA)', Aa, 'ft²', REF.areas),
    step('D', 'mast diameter, the larger of the antenna and mount masts', mastDiameter, 'in', REF.areas),
    step('L', 'mast length, the larger of the antenna and mount masts', mastLength, 'ft', REF.areas),
    step('A_p', 'mast projected area, (D/12)·L', Ap, 'ft²', REF.areas),
    step('A_f', 'mount frame wind area', Af, 'ft²', REF.areas),
    step('F_a', 'wind force on the antenna, q_z,a·GCr·A_a', Fa, 'lb', REF.force),
    step('F_p', 'wind force on the mast, q_z,p·GCr·A_p', Fp, 'lb', REF.force),
    step('F_f', 'wind force on the mount frame, q_z,f·GCr·A_f', Ff, 'lb', REF.force),
    step('F_H', 'horizontal wind force, F_a + F_p + F_f', FH, 'lb', REF.demands),
    step('M_OT', 'overturning moment about the roof, F_a·y_a + F_p·y_p + F_f·y_f', MOT, 'ft·lb', REF.demands),
    step('W_self', 'self-weight, mount + antenna', Wself, 'lb', REF.selfWeight),
    step('φ_D', combination.deadLoadDescription, combination.deadLoadFactor, '', combination.ref),
    step('γ_W', combination.windLoadDescription, combination.windLoadFactor, '', combination.ref),
    step('B_ot', 'ballast against overturning, γ_W·M_OT/(φ_D·b) − W_self', bot, 'lb', REF.overturning),
    bsl === null
      ? step('μ', 'friction coefficient ≤ 0: no ballast can resist sliding', mu, '', REF.sliding)
      : step('B_sl', 'ballast against sliding, γ_W·F_H/(φ_D·μ) − W_self', bsl, 'lb', REF.sliding),
    step('B_min', "mount's minimum ballast", Bmin, 'lb', REF.input),
    step('B_req', GOVERNED_BY[required.governing], required.ballast, 'lb', REF.required),
    step('w', 'weight of one ballast block', blocks.blockWeight, 'lb', REF.blocks),
    step('n', 'ballast blocks, ⌈B_req/w⌉', blocks.count, 'blocks', REF.blocks),
    step('B', 'ballast placed, n·w', blocks.weight, 'lb', REF.blocks),
    step('W', 'total dead load, W_self + B', W, 'lb', REF.deadLoad),
    step('A_fp', 'mount footprint, (2b)²', footprint, 'ft²', REF.roofLoad),
    step('p', 'average roof load, W/(2b)²', psf, 'psf', REF.roofLoad),
  ];

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
    horizontalForce: FH,
    overturningMoment: MOT,
    selfWeight: Wself,
    ballastOverturning: Math.max(bot, 0),
    ballastSliding: bsl === null ? null : Math.max(bsl, 0),
    minimumBallast: Bmin,
    ballastRequired: required.ballast,
    ballast: blocks,
    ballastWeight: blocks.weight,
    governing: required.governing,
    totalDeadLoad: W,
    footprintArea: footprint,
    roofLoad: psf,
    maxRoofLoad: mount.maxRoofLoad,
    fits: failures.length === 0,
    failures,
    trace,
  };
}
