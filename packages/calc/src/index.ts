/** @nprm/calc: the NPRM ballast method (docs/engineering.md). Pure functions, no I/O, no runtime dependencies. */
export { CalcInputError } from './validate.js';
export {
  EXPOSURE_CATEGORIES,
  EXPOSURE_CONSTANTS,
  WIND_EXPOSURES,
  isExposureCategory,
  type ExposureCategory,
  type ExposureConstants,
  type WindExposure,
} from './exposure.js';
export { K_z, K_z_TIA222G, KZ_FLOOR_HEIGHT, KZ_MAX, KZ_MIN_TIA222G } from './kz.js';
export { K_ZT, q_z } from './velocityPressure.js';
export {
  C1,
  C2,
  rohnEffectiveVelocity,
  TIA222G_IMPORTANCE,
  type RohnEffectiveVelocity,
  type TiaStructureClass,
} from './rohn.js';
export {
  A_mast,
  F,
  F_H,
  GCr,
  GCF_ABOVE_60FT_ASCE7_10,
  GCR_ROOFTOP,
  M_OT,
  ROOFTOP_FACTOR_HEIGHT_LIMIT,
  y_a,
  y_f,
  y_p,
  z,
} from './forces.js';
export {
  A_fp,
  B_ot,
  B_required,
  B_sl,
  GOVERNING_CASES,
  heldByFriction,
  p_roof,
  roundUpToBlocks,
  W_total,
  type BallastBlocks,
  type GoverningCase,
  type RequiredBallast,
} from './ballast.js';
export {
  DEFAULT_OPTIONS,
  ENGINE_VERSION,
  GCR_POLICIES,
  LOAD_COMBINATION_NAMES,
  LOAD_COMBINATIONS,
  resolveOptions,
  type CalcOptions,
  type GcrPolicy,
  type LoadCombination,
  type LoadCombinationFactors,
} from './options.js';
export {
  INPUT_LIMITS,
  MIN_HALF_BASE_WIDTH,
  MIN_POSITIVE_FRICTION,
  validateMount,
  validateSearchInput,
  type AntennaInput,
  type DesignInput,
  type InputLimit,
  type MountInput,
  type SearchInput,
  type SiteInput,
} from './inputs.js';
export { REF, type TraceStep } from './trace.js';
export {
  designMount,
  type FitCheck,
  type FitFailure,
  type MountDesign,
  type PartLoad,
  type PartName,
} from './design.js';
export { compareDesigns, selectMount, type MountSelection, type RejectedCandidate } from './select.js';
export { describeFailure, formatNumber, formatQuantity, formatTrace, type FormatTraceOptions } from './format.js';
