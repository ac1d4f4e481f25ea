/**
 * @nprm/calc/trace, the light entry: what a reader of a calculation sheet needs without the engine (the web's
 * public page loads it): the step type, the sheet's groups and glossary, the one value formatter and the text
 * renderer. Dependency-free, no zod.
 */
export { INPUT_REF, resultSheet, stepRef, type ResultStep, type SheetStep, type TraceStep } from './steps.js';
export {
  describeSymbol,
  GLOSSARY,
  TRACE_SECTION_TITLES,
  TRACE_SECTIONS,
  type SymbolEntry,
  type TraceSection,
} from './symbols.js';
export { exactDecimal, formatStepValue, stepValueText, type StepValue } from './values.js';
export {
  formatSheetText,
  formatStepLine,
  groupSteps,
  stepQuantity,
  type SheetGroup,
  type SheetTextHeader,
} from './sheet-text.js';
