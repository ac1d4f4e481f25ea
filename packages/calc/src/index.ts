/**
 * @nprm/calc: the NPRM ballast method (docs/engineering.md). Pure functions, no I/O, no runtime dependencies.
 * What the apps use: design one mount or select among candidates, render the trace, and the domain lists and
 * types they share. The formulas themselves (K_z, q_z, B_ot, …) stay inside the package.
 */
export { CalcInputError } from './validate.js';
export {
  EXPOSURE_CATEGORIES,
  WIND_EXPOSURES,
  windExposure,
  windExposureLabel,
  type ExposureCategory,
  type WindExposure,
} from './exposure.js';
export { GOVERNING_CASES, type BallastBlocks, type GoverningCase } from './ballast.js';
export {
  DEFAULT_CODE_BASIS,
  DEFAULT_OPTIONS,
  ENGINE_VERSION,
  GCR_POLICIES,
  JURISDICTION_RULES,
  LOAD_COMBINATION_NAMES,
  LOAD_COMBINATIONS,
  resolveOptions,
  type CalcOptions,
  type CalcOptionsInput,
  type CodeBasis,
  type GcrPolicy,
  type RiskCategory,
  type JurisdictionRule,
  type LoadCombination,
} from './options.js';
export {
  ASCE_7_22_UNCONFIRMED,
  CODE_EDITIONS,
  GROUND_ELEVATION_MAX,
  GROUND_ELEVATION_MIN,
  KNOWN_CODE_EDITIONS,
  LATEST_COMPUTED_EDITION,
  type CodeEdition,
  type KnownCodeEdition,
} from './edition-list.js';
export { SEISMIC_DESIGN_CATEGORIES, type SeismicDesignCategory, type SeismicScreen } from './seismic.js';
export { ASSUMPTIONS, assumptionsFor, type Assumption } from './assumptions.js';
export { FIT_CHECKS } from './failures.js';
export type { TrayLoad } from './trays.js';
export type { AntennaInput, DesignInput, MountInput, SearchInput, SeismicInput, SiteInput } from './inputs.js';
export {
  formatSheetText,
  formatStepLine,
  formatStepValue,
  GLOSSARY,
  groupSteps,
  resultSheet,
  stepRef,
  TRACE_SECTION_TITLES,
  TRACE_SECTIONS,
  type ResultStep,
  type SheetGroup,
  type SheetStep,
  type SheetTextHeader,
  type SymbolEntry,
  type TraceSection,
  type TraceStep,
} from './trace.js';
export {
  designMount,
  type AntennaLoad,
  type FitCheck,
  type FitFailure,
  type MountDesign,
  type PartLoad,
  type Uplift,
} from './design.js';
export { compareDesigns, selectMount, type MountSelection, type RejectedCandidate } from './select.js';
export { requireBallastPositions } from './ballast-positions.js';
export { requireRoofAllowableLoad } from './roof-structure.js';
export { printedFigure } from './values.js';
export { describeFailure, formatNumber, formatTrace, type FormatTraceOptions } from './format.js';
