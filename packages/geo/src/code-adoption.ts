/**
 * The building code adopted for commercial buildings in each state, DC and territory, and the ASCE 7 edition it
 * references (data/README.md, "code-adoption.csv"), read once on first use. A state may have several rows: the one
 * in force on a date is the latest whose effective date has come.
 */
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import { usJurisdictionCode } from './us-states.js';

export const ASCE7_EDITIONS = ['ASCE 7-10', 'ASCE 7-16', 'ASCE 7-22'] as const;
export type Asce7Edition = (typeof ASCE7_EDITIONS)[number];

/** A row's source when none was found: its edition is then unknown whatever the row says. */
export const NOT_CONFIRMED = 'not confirmed';

export interface CodeAdoption {
  /** Postal code of the state, DC or territory. */
  state: string;
  /** The adopted code by name, or "No statewide building code for commercial buildings". */
  code: string;
  /** The ASCE 7 edition the code references; null for local adoption, an unconfirmed source or an older edition. */
  edition: Asce7Edition | null;
  /** YYYY-MM-DD the code took or takes effect; null when no source gave it. */
  effective: string | null;
  source: string;
  /** YYYY-MM-DD the source was read. */
  readOn: string;
  note: string | null;
}

export const CODE_ADOPTION_COLUMNS = [
  'state',
  'code',
  'based_on',
  'asce7_edition',
  'effective',
  'source',
  'read_on',
  'note',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function isEdition(text: string): text is Asce7Edition {
  return (ASCE7_EDITIONS as readonly string[]).includes(text);
}

let byState: Map<string, CodeAdoption[]> | undefined;

/** Every row by state, oldest first (rows without an effective date first: they were in force before the dated ones). */
export function loadCodeAdoptions(): ReadonlyMap<string, readonly CodeAdoption[]> {
  if (byState) return byState;
  const loaded = new Map<string, CodeAdoption[]>();
  for (const r of parseCsvRecords(readDataFile('code-adoption.csv'), CODE_ADOPTION_COLUMNS)) {
    const where = `code-adoption.csv: ${r.state} "${r.code}"`;
    if (r.asce7_edition !== '' && !isEdition(r.asce7_edition))
      throw new Error(`${where}: bad edition "${r.asce7_edition}"`);
    if (r.effective !== '' && !isIsoDate(r.effective)) throw new Error(`${where}: bad effective date "${r.effective}"`);
    if (!isIsoDate(r.read_on)) throw new Error(`${where}: bad read_on date "${r.read_on}"`);
    const confirmed = r.source !== NOT_CONFIRMED;
    const row: CodeAdoption = {
      state: r.state,
      code: r.code,
      edition: confirmed && isEdition(r.asce7_edition) ? r.asce7_edition : null,
      effective: r.effective === '' ? null : r.effective,
      source: r.source,
      readOn: r.read_on,
      note: r.note === '' ? null : r.note,
    };
    loaded.set(r.state, [...(loaded.get(r.state) ?? []), row]);
  }
  for (const rows of loaded.values()) rows.sort((a, b) => (a.effective ?? '').localeCompare(b.effective ?? ''));
  byState = loaded;
  return loaded;
}

/** Today as YYYY-MM-DD (UTC): the default date of the look-up. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The code in force in a state on a date (YYYY-MM-DD, default today): the latest row whose effective date is on or
 * before it. Null for a code that is no state, DC or territory. When every row of the state takes effect later, the
 * answer says so with an unknown edition rather than borrowing the future code. Throws RangeError for a date that is
 * not YYYY-MM-DD: a caller's slip must not silently pick another edition.
 */
export function codeInForce(stateCode: string, on: string = today()): CodeAdoption | null {
  if (!isIsoDate(on)) throw new RangeError(`codeInForce: "${on}" is not a date written YYYY-MM-DD`);
  const state = usJurisdictionCode(stateCode);
  if (!state) return null;
  const rows = loadCodeAdoptions().get(state) ?? [];
  const inForce = rows.filter((row) => row.effective === null || row.effective <= on).at(-1);
  if (inForce) return inForce;
  const first = rows[0];
  return {
    state,
    code: 'Not recorded',
    edition: null,
    effective: null,
    source: NOT_CONFIRMED,
    readOn: first?.readOn ?? on,
    note: first
      ? `No adoption in this table is in force on ${on}; the earliest recorded, ${first.code}, takes effect ${first.effective}.`
      : 'This table has no adoption for this jurisdiction.',
  };
}
