/** One antenna on one candidate mount at one site: the design record, with its trace (docs/engineering.md). */
import { calculateDesign } from './calculation.js';
import type { DesignFigures, MountDesign } from './mount-design.js';
import { validateMount, validateSearchInput, type DesignInput, type MountInput, type SearchInput } from './inputs.js';
import { resolveOptions, type CalcOptions, type CalcOptionsInput } from './options.js';
import { NO_TRACE, trace } from './recorder.js';
import type { TraceStep } from './steps.js';

export type { FitCheck, FitFailure } from './failures.js';
export type { AntennaLoad, DesignFigures, MountDesign, PartLoad, Uplift } from './mount-design.js';

/**
 * Ballast, dead load and roof load for one antenna on one mount at one site (docs/engineering.md, "The method").
 * Validates the input and options first and throws {@link CalcInputError} naming the bad field. Every returned
 * number is finite; a mount that friction cannot hold (μ = 0) gets ballastSliding null, fits false and a reason.
 */
export function designMount(input: DesignInput, options?: CalcOptionsInput | null): MountDesign {
  const resolved = resolveOptions(options);
  const search = validateSearchInput(input);
  return designValidatedMount(search, validateMount(input.mount), resolved);
}

/**
 * designMount without the checks, for callers (selectMount) that have already validated each part.
 *
 * The design is a plain object: its figures are own read-only data and `trace` is an own enumerable property, so
 * JSON.stringify, a spread and structuredClone all copy the trace too. The trace is recorded on its first read, by
 * running the same calculation again with a recorder, and then kept: a search designs every candidate (about 50)
 * and usually shows one trace, and recording 53 steps for each would double the cost of the search (bench/calc).
 */
export function designValidatedMount(search: SearchInput, mount: MountInput, options: CalcOptions): MountDesign {
  return Object.defineProperty(calculateDesign(search, mount, options, NO_TRACE), 'trace', TRACE) as MountDesign;
}

/** Traces already recorded, by design. */
const recorded = new WeakMap<DesignFigures, readonly TraceStep[]>();

/** One descriptor (and getter) for every design: a per-design closure would cost more than the design. */
const TRACE: PropertyDescriptor = {
  enumerable: true,
  get(this: DesignFigures): readonly TraceStep[] {
    let steps = recorded.get(this);
    if (steps === undefined) {
      const t = trace();
      calculateDesign(this.input, this.input.mount, this.options, t);
      steps = t.steps;
      recorded.set(this, steps);
    }
    return steps;
  },
};
