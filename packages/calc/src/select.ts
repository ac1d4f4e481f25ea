/**
 * Mount search (POST /api/mount_search_results at /api/docs, step 4): design every candidate, pick the fitting one with
 * least dead load.
 */
import { designValidatedMount, type MountDesign } from './design.js';
import { validateMount, validateSearchInput, type MountInput, type SearchInput } from './inputs.js';
import { ENGINE_VERSION, resolveOptions, type CalcOptions, type CalcOptionsInput } from './options.js';
import { CalcInputError } from './validate.js';

/** A candidate whose own catalogue data is outside the method's domain: it is reported, never chosen. */
export interface RejectedCandidate {
  readonly mountId: number | null;
  readonly mountName: string | null;
  /** The bad field, e.g. "mount.halfBaseWidth". */
  readonly field: string;
  readonly message: string;
}

export interface MountSelection {
  readonly engineVersion: string;
  readonly options: CalcOptions;
  readonly input: SearchInput;
  /** The fitting design with the least total dead load (tie: lighter ballast, then lower id), or null. */
  readonly chosen: MountDesign | null;
  /** Every valid candidate's design, in the order given. */
  readonly designs: readonly MountDesign[];
  /** Candidates with invalid data (e.g. half base width 0), in the order given. */
  readonly rejected: readonly RejectedCandidate[];
}

/** Relative tolerance under which two loads in pounds count as equal for the tie-breaks. */
const TIE_TOLERANCE = 1e-9;

function compareLoads(a: number, b: number): number {
  const scale = Math.max(1, Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= TIE_TOLERANCE * scale ? 0 : a - b;
}

/** Orders fitting designs: total dead load, then ballast placed, then mount id (all ascending). */
export function compareDesigns(a: MountDesign, b: MountDesign): number {
  return (
    compareLoads(a.totalDeadLoad, b.totalDeadLoad) ||
    compareLoads(a.ballastWeight, b.ballastWeight) ||
    a.mountId - b.mountId
  );
}

/**
 * Runs the engine on each candidate mount and picks the fitting one with the least total dead load (tie: lighter
 * ballast, then lower id), POST /api/mount_search_results at /api/docs, step 4. The site, antenna, μ and options are
 * checked once and throw {@link CalcInputError} (the visitor's or the search's input is wrong); a candidate whose own
 * data is out of domain is listed in `rejected` instead, so one bad catalogue row cannot fail every search.
 */
export function selectMount(
  input: SearchInput,
  candidates: readonly MountInput[],
  options?: CalcOptionsInput | null,
): MountSelection {
  const resolved = resolveOptions(options);
  const search = validateSearchInput(input);
  if (!Array.isArray(candidates)) throw new CalcInputError('candidates', 'must be an array of mounts');
  const designs: MountDesign[] = [];
  const rejected: RejectedCandidate[] = [];
  let chosen: MountDesign | null = null;
  for (const candidate of candidates as readonly unknown[]) {
    let mount: MountInput;
    try {
      mount = validateMount(candidate);
    } catch (error) {
      if (!(error instanceof CalcInputError)) throw error;
      rejected.push(rejection(candidate, error));
      continue;
    }
    const design = designValidatedMount(search, mount, resolved);
    designs.push(design);
    if (design.fits && (chosen === null || compareDesigns(design, chosen) < 0)) chosen = design;
  }
  return { engineVersion: ENGINE_VERSION, options: resolved, input: search, chosen, designs, rejected };
}

function rejection(candidate: unknown, error: CalcInputError): RejectedCandidate {
  const record = typeof candidate === 'object' && candidate !== null ? (candidate as Record<string, unknown>) : {};
  const id = record['id'];
  const name = record['name'];
  return {
    mountId: typeof id === 'number' && Number.isFinite(id) ? id : null,
    mountName: typeof name === 'string' ? name : null,
    field: error.field,
    message: error.message,
  };
}
