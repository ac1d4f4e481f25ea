/** What the engine is given: the site, the antenna, the roof's friction and one candidate mount. */
import { GROUND_ELEVATION_MAX, GROUND_ELEVATION_MIN } from './edition-list.js';
import { EXPOSURE_CATEGORIES, type ExposureCategory } from './exposure.js';
import { CalcInputError, requireFinite, requireObject, requireOneOf } from './validate.js';

export interface SiteInput {
  /** V, ASCE 7-10 Risk Category II basic wind speed (mph, 3-s gust, ultimate). */
  readonly windSpeed: number;
  readonly exposure: ExposureCategory;
  /** h_b, building height (ft); the ridge height for a peaked roof. */
  readonly buildingHeight: number;
  /** z_e, ground elevation above sea level (ft), for K_e of ASCE 7-16; absent or null: not given (K_e = 1.0). */
  readonly groundElevation?: number | null;
  /** The site's seismic design accelerations, for the Chapter 13 screen; absent or null: not given. */
  readonly seismic?: SeismicInput | null;
}

/** The design spectral response accelerations of the site (g, 5 % damped), from a hazard tool or a study. */
export interface SeismicInput {
  /** S_DS, short period. */
  readonly sds: number;
  /** S_D1, 1-second period. */
  readonly sd1: number;
}

export interface AntennaInput {
  /** W_a (lb). */
  readonly weight: number;
  /** Mast diameter the antenna needs (in). */
  readonly mastDiameter: number;
  /** Mast length the antenna needs (ft). */
  readonly mastLength: number;
  /** A_a, effective projected area, EPA (ft²). */
  readonly squareFootage: number;
  /** Δa, antenna centerline above (or, when negative, below) the mount's antenna centerline (ft). */
  readonly additionalHeightToCenterline: number;
  /** A_r, horizontal projected area for uplift (ft², ASCE 7-10 §29.5.1); absent or null: 0. */
  readonly horizontalArea?: number | null;
  /** Display only ("make model"), used by formatTrace. */
  readonly label?: string | null;
}

export interface MountInput {
  /** Catalogue id; the selection's last tie-break is the lower id. */
  readonly id: number;
  /** Display only (name and part number), used by formatTrace. */
  readonly name?: string | null;
  /** W_m (lb). */
  readonly weight: number;
  /** b, half of the (smaller) base width: the tipping arm (ft), for a square base (2b × 2b). */
  readonly halfBaseWidth: number;
  /**
   * L_b and W_b, the base's length and width (ft), both or neither: with them the tipping arm is half the short side
   * and the footprint L_b·W_b, in place of b and (2b)².
   */
  readonly baseLength?: number | null;
  readonly baseWidth?: number | null;
  /** The manufacturer's maximum antenna EPA (ft²) and overturning moment (ft·lb); absent or null: no rating. */
  readonly maxEpa?: number | null;
  readonly maxOverturningMoment?: number | null;
  /** H, antenna centerline above the roof (ft). */
  readonly heightToAntennaCenterline: number;
  /** Mount's mast diameter (in). */
  readonly mastDiameter: number;
  /** Mount's exposed mast length (ft). */
  readonly mastLength: number;
  /** A_f, wind area of the mount frame (ft²). */
  readonly squareFootage: number;
  /** Allowed average roof load under the mount (psf). */
  readonly maxRoofLoad: number;
  /** B_min (lb); absent or null means no minimum (0 lb). */
  readonly minimumBallastWeight?: number | null;
  /** N_t, number of ballast trays (whole, ≥ 1); absent or null: the mount has no trays to share blocks over. */
  readonly ballastTrays?: number | null;
  /** C_t, the ballast one tray holds (lb, > 0); absent or null: not checked. */
  readonly trayCapacity?: number | null;
}

/** One search: everything but the mount. */
export interface SearchInput {
  readonly site: SiteInput;
  /** The antenna, the first on the mount when there are several. */
  readonly antenna: AntennaInput;
  /**
   * The other antennas on the same mount, each with its own Δa; absent, null or empty: the antenna alone. Their
   * winds and moments add to the antenna's, each at its own height, and so do their weights.
   */
  readonly otherAntennas?: readonly AntennaInput[] | null;
  /** μ, static friction coefficient of the roof type; 0 means friction cannot hold a mount (it never fits). */
  readonly frictionCoefficient: number;
}

/** One search with one candidate mount, the input of designMount. */
export interface DesignInput extends SearchInput {
  readonly mount: MountInput;
}

/**
 * Domain of every numeric input: [min, max], with `exclusiveMin` when the minimum itself is outside the domain.
 * The upper limits are far beyond real mounts; they keep every derived figure a finite number.
 */
interface InputLimit {
  readonly min: number;
  readonly exclusiveMin?: boolean;
  readonly max: number;
  readonly unit: string;
}

const LENGTH_FT: InputLimit = { min: 0, max: 1_000, unit: 'ft' };
const AREA_FT2: InputLimit = { min: 0, max: 1_000_000, unit: 'ft²' };
const WEIGHT_LB: InputLimit = { min: 0, max: 1_000_000_000, unit: 'lb' };
const DIAMETER_IN: InputLimit = { min: 0, max: 1_000, unit: 'in' };

const INPUT_LIMITS = {
  'site.windSpeed': { min: 0, exclusiveMin: true, max: 1_000, unit: 'mph' },
  'site.buildingHeight': { min: 0, max: 5_000, unit: 'ft' },
  'site.groundElevation': { min: GROUND_ELEVATION_MIN, max: GROUND_ELEVATION_MAX, unit: 'ft' },
  'site.seismic.sds': { min: 0, max: 5, unit: 'g' },
  'site.seismic.sd1': { min: 0, max: 5, unit: 'g' },
  'antenna.weight': WEIGHT_LB,
  'antenna.mastDiameter': DIAMETER_IN,
  'antenna.mastLength': LENGTH_FT,
  'antenna.squareFootage': AREA_FT2,
  'antenna.additionalHeightToCenterline': { min: -1_000, max: 1_000, unit: 'ft' },
  'antenna.horizontalArea': AREA_FT2,
  'mount.weight': WEIGHT_LB,
  'mount.halfBaseWidth': { min: 0, exclusiveMin: true, max: 1_000, unit: 'ft' },
  'mount.baseLength': { min: 0, exclusiveMin: true, max: 2_000, unit: 'ft' },
  'mount.baseWidth': { min: 0, exclusiveMin: true, max: 2_000, unit: 'ft' },
  'mount.maxEpa': { min: 0, exclusiveMin: true, max: 1_000_000, unit: 'ft²' },
  'mount.maxOverturningMoment': { min: 0, exclusiveMin: true, max: 1e12, unit: 'ft·lb' },
  'mount.heightToAntennaCenterline': LENGTH_FT,
  'mount.mastDiameter': DIAMETER_IN,
  'mount.mastLength': LENGTH_FT,
  'mount.squareFootage': AREA_FT2,
  'mount.maxRoofLoad': { min: 0, max: 1_000_000, unit: 'psf' },
  'mount.minimumBallastWeight': WEIGHT_LB,
  'mount.ballastTrays': { min: 1, max: 1_000, unit: '' },
  'mount.trayCapacity': { min: 0, exclusiveMin: true, max: 1_000_000, unit: 'lb' },
  frictionCoefficient: { min: 0, max: 10, unit: '' },
} as const satisfies Record<string, InputLimit>;

/**
 * A friction coefficient greater than 0 but below this cannot be meant (real roofs: 0.2 to 0.7); refusing it keeps
 * B_sl = F_H/(0.9·μ) finite. Use 0 for a roof on which friction cannot hold a mount.
 */
const MIN_POSITIVE_FRICTION = 0.001;
/** A base narrower than this (ft, 1/8 in) is not a mount; refusing it keeps M_OT/(0.9·b) and W/(2b)² finite. */
const MIN_HALF_BASE_WIDTH = 0.01;

/**
 * The value within its field's limits. `reportedAs` names it in the error when it is not the field itself (another
 * antenna line's "antennas.2.weight" under the limits of "antenna.weight").
 */
function inLimits(limitOf: keyof typeof INPUT_LIMITS, value: unknown, field: string = limitOf): number {
  const n = requireFinite(field, value);
  const limit: InputLimit = INPUT_LIMITS[limitOf];
  if (limit.exclusiveMin ? n <= limit.min : n < limit.min) {
    const message =
      limit.min === 0
        ? limit.exclusiveMin
          ? 'must be greater than 0'
          : 'must not be negative'
        : `must be at least ${withUnit(limit.min, limit)}`;
    throw new CalcInputError(field, `${message} (got ${withUnit(n, limit)})`, value);
  }
  if (n > limit.max) {
    throw new CalcInputError(field, `must be at most ${withUnit(limit.max, limit)} (got ${withUnit(n, limit)})`, value);
  }
  return n;
}

function withUnit(n: number, limit: InputLimit): string {
  return limit.unit ? `${n} ${limit.unit}` : String(n);
}

/** Checks the site, the antenna and μ; throws {@link CalcInputError} naming the first bad field. */
export function validateSearchInput(input: unknown): SearchInput {
  const root = requireObject('input', input);
  const site = requireObject('site', root['site']);
  inLimits('site.windSpeed', site['windSpeed']);
  requireOneOf('site.exposure', site['exposure'], EXPOSURE_CATEGORIES);
  inLimits('site.buildingHeight', site['buildingHeight']);
  optional('site.groundElevation', site['groundElevation']);
  if (site['seismic'] !== undefined && site['seismic'] !== null) {
    const seismic = requireObject('site.seismic', site['seismic']);
    inLimits('site.seismic.sds', seismic['sds']);
    inLimits('site.seismic.sd1', seismic['sd1']);
  }
  validateAntenna('antenna', root['antenna']);
  const others = root['otherAntennas'];
  if (others !== undefined && others !== null) {
    if (!Array.isArray(others)) throw new CalcInputError('otherAntennas', 'must be a list of antennas');
    // Line 0 is `antenna`: the other lines are named by their place on the mount, "antennas.1" for the second.
    others.forEach((other: unknown, index) => validateAntenna(`antennas.${index + 1}`, other));
  }
  const mu = inLimits('frictionCoefficient', root['frictionCoefficient']);
  if (mu > 0 && mu < MIN_POSITIVE_FRICTION) {
    throw new CalcInputError(
      'frictionCoefficient',
      `must be 0 (friction cannot hold the mount) or at least ${MIN_POSITIVE_FRICTION} (got ${mu})`,
      mu,
    );
  }
  return input as SearchInput;
}

/** Checks one antenna line; the errors name the line ("antenna.weight", "antennas.2.weight"). */
function validateAntenna(prefix: string, value: unknown): void {
  const antenna = requireObject(prefix, value);
  for (const name of ['weight', 'mastDiameter', 'mastLength', 'squareFootage', 'additionalHeightToCenterline'] as const)
    inLimits(`antenna.${name}`, antenna[name], `${prefix}.${name}`);
  optional('antenna.horizontalArea', antenna['horizontalArea'], `${prefix}.horizontalArea`);
}

/** Every antenna on the mount, in order: the antenna, then the others. */
export function antennaLines(search: SearchInput): readonly AntennaInput[] {
  const others = search.otherAntennas;
  return others && others.length > 0 ? [search.antenna, ...others] : [search.antenna];
}

/** Checks one candidate mount; throws {@link CalcInputError} with field "mount.<name>". */
export function validateMount(mount: unknown): MountInput {
  const m = requireObject('mount', mount);
  requireFinite('mount.id', m['id']);
  inLimits('mount.weight', m['weight']);
  const b = inLimits('mount.halfBaseWidth', m['halfBaseWidth']);
  if (b < MIN_HALF_BASE_WIDTH) {
    throw new CalcInputError('mount.halfBaseWidth', `must be at least ${MIN_HALF_BASE_WIDTH} ft (got ${b} ft)`, b);
  }
  const length = optional('mount.baseLength', m['baseLength']);
  const width = optional('mount.baseWidth', m['baseWidth']);
  if ((length === null) !== (width === null)) {
    const missing = length === null ? 'mount.baseLength' : 'mount.baseWidth';
    throw new CalcInputError(missing, 'must be given with the other side of the base (or neither)');
  }
  // Half the short side is the tipping arm: the same floor as b keeps M_OT/(φ_D·b) and W/(L_b·W_b) finite.
  for (const [field, side] of [
    ['mount.baseLength', length],
    ['mount.baseWidth', width],
  ] as const) {
    if (side !== null && side < 2 * MIN_HALF_BASE_WIDTH) {
      throw new CalcInputError(field, `must be at least ${2 * MIN_HALF_BASE_WIDTH} ft (got ${side} ft)`, side);
    }
  }
  optional('mount.maxEpa', m['maxEpa']);
  optional('mount.maxOverturningMoment', m['maxOverturningMoment']);
  inLimits('mount.heightToAntennaCenterline', m['heightToAntennaCenterline']);
  inLimits('mount.mastDiameter', m['mastDiameter']);
  inLimits('mount.mastLength', m['mastLength']);
  inLimits('mount.squareFootage', m['squareFootage']);
  inLimits('mount.maxRoofLoad', m['maxRoofLoad']);
  optional('mount.minimumBallastWeight', m['minimumBallastWeight']);
  const trays = optional('mount.ballastTrays', m['ballastTrays']);
  if (trays !== null && !Number.isInteger(trays)) {
    throw new CalcInputError('mount.ballastTrays', `must be a whole number (got ${trays})`, trays);
  }
  optional('mount.trayCapacity', m['trayCapacity']);
  return mount as MountInput;
}

/** An input that may be absent or null (then null); otherwise within its limits. */
function optional(limitOf: keyof typeof INPUT_LIMITS, value: unknown, field: string = limitOf): number | null {
  return value === undefined || value === null ? null : inLimits(limitOf, value, field);
}
