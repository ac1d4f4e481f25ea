/**
 * The steps the place rule (resolve.ts) and its reading of longer text (address.ts) share: a city within its state,
 * province or country, and the choice among places of one name.
 */
import { foldName } from './fold.js';
import { placeAt, rowsNamed, US_AREAS, usFirst, type Gazetteer, type Place } from './gazetteer.js';
import { US_STATE_NAMES } from './us-states.js';

/** What typed text names: one place; or none and, when the text is ambiguous, the places it could mean. */
export interface PlaceResolution {
  place: Place | null;
  /** The places an ambiguous name could mean, most populous first; [] unless `place` is null for that reason. */
  candidates: Place[];
  /**
   * True when the text names no place and clearly names a country outside the US and its territories (its last part
   * is such a country's name, which no US state or listed US place shares, and no part names a US state): the only
   * unresolved text a search may keep as typed, with a wind speed (decision 0059).
   */
  abroad: boolean;
}

/**
 * A name held by US places of at least this many people in more than one state is ambiguous ("Springfield");
 * smaller namesakes do not make a big city ambiguous ("Chicago" is Chicago, IL).
 */
export const AMBIGUOUS_POPULATION = 50_000;

export const NONE: PlaceResolution = { place: null, candidates: [], abroad: false };
export const one = (place: Place): PlaceResolution => ({ place, candidates: [], abroad: false });
export const ambiguous = (candidates: Place[]): PlaceResolution => ({ place: null, candidates, abroad: false });

/** How people name the country after a US place ("Chicago, IL, USA"); dropped before the state is read. */
export const US_NAMES: ReadonlySet<string> = new Set(['us', 'usa', 'united states', 'united states of america']);

/**
 * The rows named `name` in the state or province `qualifier` names (its code or a US state's full name); when it
 * names none, those in the country it names (its code or name; "usa" for the US). Both folded.
 */
export function qualified(g: Gazetteer, name: string, qualifier: string): number[] {
  const rows = rowsNamed(g, name);
  const inState = rows.filter((row) => {
    const admin = g.admin1[row];
    if (!admin) return false;
    if (foldName(admin) === qualifier) return true;
    const stateName = g.countries[row] === 'US' ? US_STATE_NAMES[admin] : undefined;
    return stateName !== undefined && foldName(stateName) === qualifier;
  });
  if (inState.length > 0) return inState;
  return rows.filter((row) => {
    const country = g.countries[row] as string;
    if (country === 'US' && US_NAMES.has(qualifier)) return true;
    return country.toLowerCase() === qualifier || foldName(g.countryNames.get(country) ?? '') === qualifier;
  });
}

/** The best ranked of the rows, or the candidates when big US places among them lie in more than one state. */
export function choose(g: Gazetteer, rows: readonly number[]): PlaceResolution {
  const ranked = usFirst(g, rows);
  const big = ranked.filter(
    (row) => US_AREAS.has(g.countries[row] as string) && (g.population[row] as number) >= AMBIGUOUS_POPULATION,
  );
  const states = new Set(big.map((row) => g.admin1[row] ?? g.countries[row]));
  if (states.size > 1) {
    const labels = new Set<string>();
    return ambiguous(big.map((row) => placeAt(g, row)).filter((p) => !labels.has(p.name) && labels.add(p.name)));
  }
  return one(placeAt(g, ranked[0] as number));
}
