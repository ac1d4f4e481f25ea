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
  /**
   * Every step of the calculation in order. Built on first read and then kept; included by JSON.stringify. A spread
   * or structuredClone of a design copies the figures only: write `{ ...design, trace: design.trace }`.
   */
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

  const figures: DesignFigures = {
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
  };
  return new Design(figures, bot, bsl);
}

type DesignFigures = Omit<MountDesign, 'trace'>;

/**
 * A design: its figures are own, enumerable, read-only data; the trace is built from them on the first read of
 * `trace` and kept. A search designs every candidate but usually shows one trace, and building 38 steps for each
 * of 50 candidates costs about as much as the calculation itself (bench/calc). JSON.stringify includes the trace
 * (toJSON); a spread or structuredClone copies the figures only.
 */
class Design implements MountDesign {
  // The fields of MountDesign (documented there), assigned one by one: Object.assign costs more than the design.
  readonly mountId: number;
  readonly mountName: string | null;
  readonly engineVersion: string;
  readonly options: CalcOptions;
  readonly input: DesignInput;
  readonly gcr: number;
  readonly parts: MountDesign['parts'];
  readonly horizontalForce: number;
  readonly overturningMoment: number;
  readonly selfWeight: number;
  readonly ballastOverturning: number;
  readonly ballastSliding: number | null;
  readonly minimumBallast: number;
  readonly ballastRequired: number;
  readonly ballast: BallastBlocks;
  readonly ballastWeight: number;
  readonly governing: GoverningCase;
  readonly totalDeadLoad: number;
  readonly footprintArea: number;
  readonly roofLoad: number;
  readonly maxRoofLoad: number;
  readonly fits: boolean;
  readonly failures: readonly FitFailure[];
  /** B_ot and B_sl before clamping at 0 (the trace shows the self-weight margin); B_sl null when μ ≤ 0. */
  readonly #overturning: number;
  readonly #sliding: number | null;
  #trace: readonly TraceStep[] | undefined;

  constructor(figures: DesignFigures, overturning: number, sliding: number | null) {
    this.mountId = figures.mountId;
    this.mountName = figures.mountName;
    this.engineVersion = figures.engineVersion;
    this.options = figures.options;
    this.input = figures.input;
    this.gcr = figures.gcr;
    this.parts = figures.parts;
    this.horizontalForce = figures.horizontalForce;
    this.overturningMoment = figures.overturningMoment;
    this.selfWeight = figures.selfWeight;
    this.ballastOverturning = figures.ballastOverturning;
    this.ballastSliding = figures.ballastSliding;
    this.minimumBallast = figures.minimumBallast;
    this.ballastRequired = figures.ballastRequired;
    this.ballast = figures.ballast;
    this.ballastWeight = figures.ballastWeight;
    this.governing = figures.governing;
    this.totalDeadLoad = figures.totalDeadLoad;
    this.footprintArea = figures.footprintArea;
    this.roofLoad = figures.roofLoad;
    this.maxRoofLoad = figures.maxRoofLoad;
    this.fits = figures.fits;
    this.failures = figures.failures;
    this.#overturning = overturning;
    this.#sliding = sliding;
  }

  get trace(): readonly TraceStep[] {
    this.#trace ??= traceOf(this, this.#overturning, this.#sliding);
    return this.#trace;
  }

  toJSON(): DesignFigures & { readonly trace: readonly TraceStep[] } {
    return { ...this, trace: this.trace };
  }
}

/** The steps of method steps 1–8, in order, from a design's figures (B_ot and B_sl before clamping). */
function traceOf(d: DesignFigures, bot: number, bsl: number | null): TraceStep[] {
  const { options, input, parts } = d;
  const { antenna: a, mast: p, mount: f } = parts;
  const combination = LOAD_COMBINATIONS[options.loadCombination];
  const mastDiameter = Math.max(input.antenna.mastDiameter, input.mount.mastDiameter);
  const mastLength = Math.max(input.antenna.mastLength, input.mount.mastLength);
  const gcrRef = options.gcrPolicy === 'all_heights' ? REF.gcrAllHeights
    : d.gcr === GCR_ROOFTOP ? REF.gcrLiteralLow
    : REF.gcrLiteralHigh;
  return [
    step('y_a', 'antenna lever arm above the roof, max(H + Δa, 0)', a.leverArm, 'ft', REF.leverArms),
    step('y_p', 'mast lever arm above the roof, L/2', p.leverArm, 'ft', REF.leverArms),
    step('y_f', 'mount frame lever arm above the roof, H/2', f.leverArm, 'ft', REF.leverArms),
    step('z_a', 'antenna height above ground, h_b + y_a', a.height, 'ft', REF.heights),
    step('z_p', 'mast height above ground, h_b + y_p', p.height, 'ft', REF.heights),
    step('z_f', 'mount frame height above ground, h_b + y_f', f.height, 'ft', REF.heights),
    step('K_z,a', 'exposure coefficient at z_a, 2.01·(z/z_g)^(2/α)', a.kz, '', REF.kz),
    step('K_z,p', 'exposure coefficient at z_p, 2.01·(z/z_g)^(2/α)', p.kz, '', REF.kz),
    step('K_z,f', 'exposure coefficient at z_f, 2.01·(z/z_g)^(2/α)', f.kz, '', REF.kz),
    step('K_zt', 'topographic factor', K_ZT, '', REF.kzt),
    step('K_d', 'wind directionality factor', options.kd, '', REF.kd),
    step('q_z,a', 'velocity pressure at the antenna, 0.00256·K_z·K_zt·K_d·V²', a.qz, 'psf', REF.qz),
    step('q_z,p', 'velocity pressure at the mast, 0.00256·K_z·K_zt·K_d·V²', p.qz, 'psf', REF.qz),
    step('q_z,f', 'velocity pressure at the mount frame, 0.00256·K_z·K_zt·K_d·V²', f.qz, 'psf', REF.qz),
    step('GCr', 'rooftop equipment force coefficient', d.gcr, '', gcrRef),
    step('A_a', 'antenna effective projected area (EPA)', a.area, 'ft²', REF.areas),
    step('D', 'mast diameter, the larger of the antenna and mount masts', mastDiameter, 'in', REF.areas),
    step('L', 'mast length, the larger of the antenna and mount masts', mastLength, 'ft', REF.areas),
    step('A_p', 'mast projected area, (D/12)·L', p.area, 'ft²', REF.areas),
    step('A_f', 'mount frame wind area', f.area, 'ft²', REF.areas),
    step('F_a', 'wind force on the antenna, q_z,a·GCr·A_a', a.force, 'lb', REF.force),
    step('F_p', 'wind force on the mast, q_z,p·GCr·A_p', p.force, 'lb', REF.force),
    step('F_f', 'wind force on the mount frame, q_z,f·GCr·A_f', f.force, 'lb', REF.force),
    step('F_H', 'horizontal wind force, F_a + F_p + F_f', d.horizontalForce, 'lb', REF.demands),
    step('M_OT', 'overturning moment, F_a·y_a + F_p·y_p + F_f·y_f', d.overturningMoment, 'ft·lb', REF.demands),
    step('W_self', 'self-weight, mount + antenna', d.selfWeight, 'lb', REF.selfWeight),
    step('φ_D', combination.deadLoadDescription, combination.deadLoadFactor, '', combination.ref),
    step('γ_W', combination.windLoadDescription, combination.windLoadFactor, '', combination.ref),
    step('B_ot', 'ballast against overturning, γ_W·M_OT/(φ_D·b) − W_self', bot, 'lb', REF.overturning),
    bsl === null
      ? step('μ', 'friction coefficient ≤ 0: no ballast resists sliding', input.frictionCoefficient, '', REF.sliding)
      : step('B_sl', 'ballast against sliding, γ_W·F_H/(φ_D·μ) − W_self', bsl, 'lb', REF.sliding),
    step('B_min', "mount's minimum ballast", d.minimumBallast, 'lb', REF.input),
    step('B_req', GOVERNED_BY[d.governing], d.ballastRequired, 'lb', REF.required),
    step('w', 'weight of one ballast block', d.ballast.blockWeight, 'lb', REF.blocks),
    step('n', 'ballast blocks, ⌈B_req/w⌉', d.ballast.count, 'blocks', REF.blocks),
    step('B', 'ballast placed, n·w', d.ballast.weight, 'lb', REF.blocks),
    step('W', 'total dead load, W_self + B', d.totalDeadLoad, 'lb', REF.deadLoad),
    step('A_fp', 'mount footprint, (2b)²', d.footprintArea, 'ft²', REF.roofLoad),
    step('p', 'average roof load, W/(2b)²', d.roofLoad, 'psf', REF.roofLoad),
  ];
}
