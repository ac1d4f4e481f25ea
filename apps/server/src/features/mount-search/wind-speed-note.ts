/** Where the design wind speed comes from, said on the sheet's V row so it prints wherever V does. */
import type { CodeEdition } from '@nprm/calc';
import { windSpeedWords } from '@nprm/contracts';
import type { MappedWindSpeed } from './mapped-wind.js';
import type { ResolvedWindSpeed } from './wind-speed.js';

/**
 * A new sheet whose design wind speed row says where V comes from, so it prints wherever V does (the report's sheet,
 * the results page's and the text): an entered speed's citation ("cited: ASCE Hazard Tool, 2026-11-20", or "source
 * not given"), why it is below the map ("given, below the mapped 175 mph: <reason>"), or, under another edition than
 * the bundled map's, that the looked-up value is the ASCE 7-10 map's, a planning estimate.
 */
export function withWindSpeedNote<Row extends { symbol: string; note?: string }>(
  rows: readonly Row[],
  wind: ResolvedWindSpeed,
  mapped: MappedWindSpeed,
  citation: string | null,
  edition: CodeEdition,
): Row[] {
  const words: string[] = [];
  if (wind.source === 'given') words.push(citation === null ? 'source not given' : `cited: ${citation}`);
  if (wind.reason !== null) {
    words.push(
      windSpeedWords({
        wind_speed: wind.windSpeed,
        wind_speed_source: wind.source,
        wind_speed_reason: wind.reason,
        mapped_wind_speed: mapped.speed,
      }),
    );
  }
  if (wind.source === 'location' && edition !== 'ASCE 7-10') words.push('ASCE 7-10 map value, a planning estimate');
  if (words.length === 0) return [...rows];
  const said = words.join('; ');
  return rows.map((row) => (row.symbol === 'V' ? { ...row, note: row.note ? `${row.note}; ${said}` : said } : row));
}
