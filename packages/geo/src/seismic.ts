/**
 * Two seismic tables (data/README.md): the states and territories where a site may fall in Seismic Design
 * Category D or above, and published S_DS and S_D1 values at points in a few cities, offered as a starting point
 * only. Both are read once, on first use.
 */
import { ASCE7_EDITIONS, type Asce7Edition } from './code-adoption.js';
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import { foldName } from './fold.js';
import { usJurisdictionCode } from './us-states.js';

/** "listed": a source names the state; "conservative": included to err safe, the note says what is missing. */
export const SEISMIC_BASES = ['listed', 'conservative'] as const;
export type SeismicBasis = (typeof SEISMIC_BASES)[number];

export interface SeismicDesignCategoryDScreen {
  state: string;
  /** True when the table lists the state: some of its sites may be in Seismic Design Category D, E or F. */
  possible: boolean;
  basis: SeismicBasis | null;
  source: string | null;
  note: string | null;
}

export const SEISMIC_STATE_COLUMNS = ['state', 'basis', 'source', 'note'] as const;

let seismicStates: Map<string, SeismicDesignCategoryDScreen> | undefined;

function isBasis(text: string): text is SeismicBasis {
  return (SEISMIC_BASES as readonly string[]).includes(text);
}

function loadSeismicStates(): Map<string, SeismicDesignCategoryDScreen> {
  if (seismicStates) return seismicStates;
  const loaded = new Map<string, SeismicDesignCategoryDScreen>();
  for (const r of parseCsvRecords(readDataFile('seismic-states.csv'), SEISMIC_STATE_COLUMNS)) {
    if (!isBasis(r.basis)) throw new Error(`seismic-states.csv: ${r.state}: bad basis "${r.basis}"`);
    loaded.set(r.state, { state: r.state, possible: true, basis: r.basis, source: r.source, note: r.note || null });
  }
  seismicStates = loaded;
  return loaded;
}

/**
 * Whether a site in the state or territory may be in Seismic Design Category D or above (Risk Category II, default
 * Site Class D): a screen by state, which errs towards yes, never a site's category. Null for a code that is no
 * state, DC or territory.
 */
export function seismicDesignCategoryDPossible(stateCode: string): SeismicDesignCategoryDScreen | null {
  const state = usJurisdictionCode(stateCode);
  if (!state) return null;
  return loadSeismicStates().get(state) ?? { state, possible: false, basis: null, source: null, note: null };
}

export const CERTAINTIES = ['published report', 'secondary'] as const;
export type Certainty = (typeof CERTAINTIES)[number];

export interface SeismicReferenceValues {
  place: string;
  state: string;
  /** The point the source computed the values for. */
  latitude: number;
  longitude: number;
  edition: Asce7Edition;
  siteClass: string;
  /** Null where the source states none (S_DS and S_D1 do not depend on it). */
  riskCategory: string | null;
  /** Design spectral response accelerations, g. */
  sds: number;
  sd1: number;
  certainty: Certainty;
  source: string;
  note: string | null;
}

export const SEISMIC_REFERENCE_COLUMNS = [
  'place',
  'state',
  'latitude',
  'longitude',
  'asce7_edition',
  'site_class',
  'risk_category',
  'sds_g',
  'sd1_g',
  'certainty',
  'source',
  'note',
] as const;

let references: SeismicReferenceValues[] | undefined;

function numberIn(text: string, min: number, max: number, where: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max)
    throw new Error(`seismic-reference.csv: ${where}: "${text}" is not a number from ${min} to ${max}`);
  return value;
}

function loadReferences(): SeismicReferenceValues[] {
  if (references) return references;
  references = parseCsvRecords(readDataFile('seismic-reference.csv'), SEISMIC_REFERENCE_COLUMNS).map((r) => {
    const where = `${r.place}, ${r.state}`;
    if (!(ASCE7_EDITIONS as readonly string[]).includes(r.asce7_edition))
      throw new Error(`seismic-reference.csv: ${where}: bad edition "${r.asce7_edition}"`);
    if (!(CERTAINTIES as readonly string[]).includes(r.certainty))
      throw new Error(`seismic-reference.csv: ${where}: bad certainty "${r.certainty}"`);
    return {
      place: r.place,
      state: r.state,
      latitude: numberIn(r.latitude, -90, 90, where),
      longitude: numberIn(r.longitude, -180, 180, where),
      edition: r.asce7_edition as Asce7Edition,
      siteClass: r.site_class,
      riskCategory: r.risk_category || null,
      // Design accelerations above 3 g appear in no map: such a cell is a typing slip.
      sds: numberIn(r.sds_g, 0, 3, where),
      sd1: numberIn(r.sd1_g, 0, 3, where),
      certainty: r.certainty as Certainty,
      source: r.source,
      note: r.note || null,
    };
  });
  return references;
}

/** Every row of the reference table, in its order. */
export function listSeismicReferenceValues(): readonly SeismicReferenceValues[] {
  return loadReferences();
}

/**
 * The rows for a city typed as "Eugene" or "Eugene, OR" (case and accents ignored); an empty list when the table has
 * none: a city without a sourced row has no value here, never an estimate.
 */
export function seismicReferenceValues(query: string): SeismicReferenceValues[] {
  const [placePart = '', statePart, ...rest] = query.split(',');
  if (rest.length > 0) return [];
  const place = foldName(placePart);
  if (place === '') return [];
  let state: string | null = null;
  if (statePart !== undefined) {
    state = usJurisdictionCode(statePart);
    if (!state) return [];
  }
  return loadReferences().filter((row) => foldName(row.place) === place && (state === null || row.state === state));
}
