/**
 * The sales dashboard (GET /api/dashboard at /api/docs; docs/decisions/0054-lead-pipeline.md): the searches of a range
 * of whole UTC days counted per week of the search (searches, fits, those with a quote request, those won), the
 * conversion from each step to the next, and the top antennas and states.
 */
import { DASHBOARD_TOP, UNKNOWN_RESELLER, type Dashboard, type DashboardQuery } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import * as repository from './dashboard.repository.js';

const DAY_MS = 86_400_000;
/** The range unless one is given: the 12 weeks to today. */
const DEFAULT_DAYS = 84;

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The Monday (UTC) of the week holding `time`. */
function mondayOf(time: number): number {
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return time - weekday * DAY_MS;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export async function dashboard(
  db: Db,
  query: DashboardQuery,
  resellerId: number | null,
  now: number = Date.now(),
): Promise<Dashboard> {
  if (resellerId !== null && !(await repository.resellerExists(db, resellerId)))
    throw ApiError.validation({ reseller_id: [UNKNOWN_RESELLER] });
  const to =
    query.to ?? (query.from ? day(Math.min(Date.parse(query.from) + (DEFAULT_DAYS - 1) * DAY_MS, now)) : day(now));
  const from = query.from ?? day(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  const range = { start: new Date(Date.parse(from)), end: new Date(Date.parse(to) + DAY_MS), reseller_id: resellerId };
  const [counted, antennas, states] = await Promise.all([
    repository.weekCounts(db, range),
    repository.topAntennas(db, range, DASHBOARD_TOP),
    repository.topStates(db, range, DASHBOARD_TOP),
  ]);
  const byWeek = new Map(counted.map((row) => [row.week, row]));
  const weeks: Dashboard['weeks'] = [];
  for (let monday = mondayOf(Date.parse(from)); monday <= Date.parse(to); monday += 7 * DAY_MS) {
    const week = day(monday);
    const row = byWeek.get(week);
    weeks.push({
      week,
      searches: row?.searches ?? 0,
      fits: row?.fits ?? 0,
      quote_requests: row?.quote_requests ?? 0,
      won: row?.won ?? 0,
    });
  }
  const sum = (key: 'searches' | 'fits' | 'quote_requests' | 'won') => weeks.reduce((total, w) => total + w[key], 0);
  const totals = {
    searches: sum('searches'),
    fits: sum('fits'),
    quote_requests: sum('quote_requests'),
    won: sum('won'),
  };
  return {
    from,
    to,
    reseller_id: resellerId,
    weeks,
    totals,
    conversion: {
      fit: share(totals.fits, totals.searches),
      quote: share(totals.quote_requests, totals.fits),
      won: share(totals.won, totals.quote_requests),
    },
    top_antennas: antennas,
    top_states: states,
  };
}
