/**
 * The design record's types, apart from design.ts, so the calculation (calculation.ts), which design.ts calls, can
 * name its result without importing design.ts back.
 */
import type { Assumption } from './assumptions.js';
import type { BallastBlocks, GoverningCase } from './ballast.js';
import type { FitFailure } from './failures.js';
import type { DesignInput } from './inputs.js';
import type { CalcOptions } from './options.js';
import type { SeismicScreen } from './seismic.js';
import type { TraceStep } from './steps.js';
import type { TrayLoad } from './trays.js';

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

/** The wind on one antenna line at its own height, and its weight. */
export interface AntennaLoad extends PartLoad {
  /** The antenna's label ("make model"), or null. */
  readonly label: string | null;
  /** W_a (lb). */
  readonly weight: number;
  /** Δa, its centerline above the mount's antenna centerline (ft). */
  readonly additionalHeightToCenterline: number;
}

/** Vertical uplift on the antenna (ASCE 7-10 §29.5.1; ASCE 7-16 §29.4.1). */
export interface Uplift {
  /** K_h, exposure coefficient at the roof height h_b. */
  readonly kz: number;
  /** q_h (psf). */
  readonly qh: number;
  /** GCr on the horizontal area, 1.5. */
  readonly gcr: number;
  /** A_r (ft²). */
  readonly horizontalArea: number;
  /** F_v = q_h·GCr·A_r (lb). */
  readonly force: number;
}

export interface MountDesign {
  readonly mountId: number;
  readonly mountName: string | null;
  readonly engineVersion: string;
  readonly options: CalcOptions;
  readonly input: DesignInput;
  /** GCr applied to every area (dimensionless). */
  readonly gcr: number;
  /** Every antenna on the mount, in order, each at its own height; area is its EPA. */
  readonly antennas: readonly AntennaLoad[];
  /** The wind on each part; `antenna` is the first antenna's (antennas[0]). */
  readonly parts: { readonly antenna: PartLoad; readonly mast: PartLoad; readonly mount: PartLoad };
  /** F_v, the uplift acting with F_H. */
  readonly uplift: Uplift;
  /** F_H = ΣF (lb). */
  readonly horizontalForce: number;
  /** M_OT = ΣF·y (ft·lb). */
  readonly overturningMoment: number;
  /** W_self = W_m + ΣW_a (lb). */
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
  /** The blocks shared over the mount's trays; null for a mount without trays. */
  readonly trays: TrayLoad | null;
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
  /**
   * Roof load within max_roof_load, friction able to hold the mount, the trays able to hold the ballast and the
   * antenna's centerline above the roof.
   */
  readonly fits: boolean;
  /** Empty when it fits. */
  readonly failures: readonly FitFailure[];
  /** The Chapter 13 screen with the ballast placed; null when the site's seismic values were not given. */
  readonly seismic: SeismicScreen | null;
  /** What the method assumes and leaves out (the edition's list; the seismic line only without seismic values). */
  readonly assumptions: readonly Assumption[];
  /**
   * Every step of the calculation in order, the inputs first: its calculation sheet (symbol, value, unit, formula
   * in symbols and with the numbers used, reference, note, the governing case's rows marked).
   */
  readonly trace: readonly TraceStep[];
}

/** A design's figures: everything but its trace. */
export type DesignFigures = Omit<MountDesign, 'trace'>;
