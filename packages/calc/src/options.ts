/** The engineering basis as named options: every factor the method could take otherwise (docs/engineering.md, "Options"). */
import { CODE_EDITIONS, type CodeEdition } from './edition-list.js';
import { LOAD_COMBINATION_NAMES, type LoadCombination } from './load-combinations.js';
import { CalcInputError, requireObject, requireOneOf } from './validate.js';

/** Version of the method and of its trace; saved results record it with the options used. */
export const ENGINE_VERSION = '1.5.0';

/**
 * 'all_heights': GCr = 1.9 at every building height (ASCE 7-10 §29.5.1 extended as ASCE 7-16 §29.4.1 does).
 * 'asce7_10': ASCE 7-10 literal (under ASCE 7-16, whose §29.4.1 has no height limit, both policies give 1.9): GCr = 1.9 for h ≤ 60 ft, above it G = 0.85 times C_f: 1 for the antenna (inside its
 * EPA), 1.2 for the round mast (Figure 29.5-1), 2.0 for the frame (Figure 29.5-2); decision 0044.
 */
export const GCR_POLICIES = ['all_heights', 'asce7_10'] as const;
export type GcrPolicy = (typeof GCR_POLICIES)[number];

export {
  LOAD_COMBINATION_NAMES,
  LOAD_COMBINATIONS,
  type LoadCombination,
  type LoadCombinationFactors,
} from './load-combinations.js';

/** ASCE 7 risk categories (Table 1.5-1); the wind map differs by category (§26.5.1). */
export const RISK_CATEGORIES = ['I', 'II', 'III', 'IV'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** A jurisdiction's rule over the standard: none, or the Florida Building Code's High-Velocity Hurricane Zone. */
export const JURISDICTION_RULES = ['none', 'florida_hvhz'] as const;
export type JurisdictionRule = (typeof JURISDICTION_RULES)[number];

export { CODE_EDITIONS, type CodeEdition };

/**
 * The code basis of a calculation, one record: the standard's edition (editions.ts: its clauses, K_e, the extent
 * of GCr), the risk category (its map gave V; it sets the seismic design category and I_p), the jurisdiction's rule
 * over the standard and the load combination of the stability check.
 */
export interface CodeBasis {
  readonly edition: CodeEdition;
  readonly riskCategory: RiskCategory;
  /** 'florida_hvhz': FBC 2010 §1609.8, lateral G·C_f = 3.1 at every building height (decision 0041). */
  readonly jurisdiction: JurisdictionRule;
  readonly loadCombination: LoadCombination;
}

export const DEFAULT_CODE_BASIS: Readonly<CodeBasis> = Object.freeze({
  edition: 'ASCE 7-10',
  riskCategory: 'II',
  jurisdiction: 'none',
  loadCombination: 'lrfd',
});

export interface CalcOptions {
  /** K_d, wind directionality factor (ASCE 7-10 Table 26.6-1; 0.95 for round members and TIA appurtenances). */
  readonly kd: number;
  readonly gcrPolicy: GcrPolicy;
  readonly codeBasis: CodeBasis;
  /** Weight of one ballast block (lb); required ballast is rounded up to whole blocks. */
  readonly blockWeight: number;
}

/** Options as a caller gives them: any subset, the code basis too (the rest from the defaults). */
export type CalcOptionsInput = Partial<Omit<CalcOptions, 'codeBasis'>> & { readonly codeBasis?: Partial<CodeBasis> };

export const DEFAULT_OPTIONS: Readonly<CalcOptions> = Object.freeze({
  kd: 0.95,
  gcrPolicy: 'all_heights',
  codeBasis: DEFAULT_CODE_BASIS,
  blockWeight: 30,
});

const OPTION_KEYS: ReadonlySet<string> = new Set(Object.keys(DEFAULT_OPTIONS));
const CODE_BASIS_KEYS: ReadonlySet<string> = new Set(Object.keys(DEFAULT_CODE_BASIS));

/**
 * Merges `options` over {@link DEFAULT_OPTIONS} (the code basis key by key over {@link DEFAULT_CODE_BASIS}) and
 * checks every value: K_d in (0, 1], a known GCr policy, edition, risk category, jurisdiction rule and load
 * combination, a finite block weight > 0. Unknown keys are refused, so a misspelt option never silently falls back
 * to its default. Throws {@link CalcInputError} with field "options.<name>".
 */
export function resolveOptions(options?: CalcOptionsInput | null): CalcOptions {
  if (options === undefined || options === null) return DEFAULT_OPTIONS;
  const given = requireObject('options', options);
  for (const key of Object.keys(given)) {
    if (!OPTION_KEYS.has(key)) {
      throw new CalcInputError(`options.${key}`, `is not an option (known: ${[...OPTION_KEYS].join(', ')})`);
    }
  }
  const merged = { ...DEFAULT_OPTIONS, ...stripUndefined(given) };
  const kd = merged.kd;
  if (typeof kd !== 'number' || !Number.isFinite(kd) || kd <= 0 || kd > 1) {
    throw new CalcInputError('options.kd', `must be a number greater than 0 and at most 1 (got ${String(kd)})`, kd);
  }
  const blockWeight = merged.blockWeight;
  if (typeof blockWeight !== 'number' || !Number.isFinite(blockWeight) || blockWeight <= 0) {
    throw new CalcInputError(
      'options.blockWeight',
      `must be a finite number of pounds greater than 0 (got ${String(blockWeight)})`,
      blockWeight,
    );
  }
  return Object.freeze({
    kd,
    gcrPolicy: requireOneOf('options.gcrPolicy', merged.gcrPolicy, GCR_POLICIES),
    codeBasis: resolveCodeBasis(merged.codeBasis),
    blockWeight,
  });
}

function resolveCodeBasis(given: unknown): CodeBasis {
  if (given === DEFAULT_CODE_BASIS) return DEFAULT_CODE_BASIS;
  const basis = requireObject('options.codeBasis', given);
  for (const key of Object.keys(basis)) {
    if (!CODE_BASIS_KEYS.has(key)) {
      throw new CalcInputError(
        `options.codeBasis.${key}`,
        `is not part of the code basis (known: ${[...CODE_BASIS_KEYS].join(', ')})`,
      );
    }
  }
  const merged = { ...DEFAULT_CODE_BASIS, ...stripUndefined(basis) };
  return Object.freeze({
    edition: requireOneOf('options.codeBasis.edition', merged.edition, CODE_EDITIONS),
    riskCategory: requireOneOf('options.codeBasis.riskCategory', merged.riskCategory, RISK_CATEGORIES),
    jurisdiction: requireOneOf('options.codeBasis.jurisdiction', merged.jurisdiction, JURISDICTION_RULES),
    loadCombination: requireOneOf('options.codeBasis.loadCombination', merged.loadCombination, LOAD_COMBINATION_NAMES),
  });
}

function stripUndefined(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = value;
  return out;
}
