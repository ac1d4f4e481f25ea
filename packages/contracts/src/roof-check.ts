/**
 * The roof checked (docs/engineering.md, "The roof checked"): the roof load beside the mount's rating and, when the
 * building's engineer gave it, the roof structure's allowable load; and the mount's distance to the nearest roof
 * edge beside the setback inside which work on a low-slope roof needs fall protection. Worked out once from a saved
 * result's figures, so the answer, the results page and the report say the same.
 */
import { z } from 'zod';
import { formatNumber } from '@nprm/calc/number-format';

/**
 * Feet from an unprotected low-slope roof edge inside which an employer must protect each worker by a guardrail,
 * safety net, travel restraint or personal fall arrest system (29 CFR 1910.28(b)(13)(i), OSHA's walking-working
 * surfaces rule): installing the mount and adding its blocks is work at that spot.
 */
export const ROOF_EDGE_SETBACK = 6;
export const ROOF_EDGE_SETBACK_SOURCE = '29 CFR 1910.28(b)(13)';

export const roofCheck = z
  .object({
    mount_utilisation: z.number().describe("Roof load / the mount's maximum roof load (1 = at the rating)."),
    roof_utilisation: z
      .number()
      .nullable()
      .describe("Roof load / the roof structure's allowable load; null when none was given (not checked)."),
    edge_setback: z.number().describe(`The setback checked (ft): ${ROOF_EDGE_SETBACK}, ${ROOF_EDGE_SETBACK_SOURCE}.`),
    edge_setback_met: z
      .boolean()
      .nullable()
      .describe('Whether roof_edge_distance is at least the setback; null when no distance was given (not checked).'),
    statements: z
      .object({ mount: z.string(), roof: z.string(), edge: z.string() })
      .describe('Each check in one sentence, as page 1 and the results page print it.'),
  })
  .describe('Derived on reading from roof_load, the mount, roof_allowable_load and roof_edge_distance; never stored.');
export type RoofCheck = z.infer<typeof roofCheck>;

/** What the checks read: the result's shown roof load (psf) and the limits beside it. */
export interface RoofCheckFacts {
  roof_load: number;
  mount: { max_roof_load: number };
  roof_allowable_load: number | null;
  roof_edge_distance: number | null;
}

/** The sentence a "not checked" starts with, for page 1 and the results page to match on. */
export const ROOF_STRUCTURE_NOT_CHECKED = 'Roof structure not checked';

export function roofCheckOf(facts: RoofCheckFacts): RoofCheck {
  const load = facts.roof_load;
  const rating = facts.mount.max_roof_load;
  const allowable = facts.roof_allowable_load;
  const distance = facts.roof_edge_distance;
  const mountUtilisation = rating > 0 ? load / rating : Number.MAX_VALUE;
  const roofUtilisation = allowable === null ? null : load / allowable;
  const met = distance === null ? null : distance >= ROOF_EDGE_SETBACK;
  return {
    mount_utilisation: mountUtilisation,
    roof_utilisation: roofUtilisation,
    edge_setback: ROOF_EDGE_SETBACK,
    edge_setback_met: met,
    statements: {
      mount: `Roof load ${psf(load)} is ${percent(load, rating)} of the mount's rating of ${psf(rating)}.`,
      roof:
        allowable === null || roofUtilisation === null
          ? `${ROOF_STRUCTURE_NOT_CHECKED}: no allowable roof load was given by the building's engineer.`
          : `Roof load ${psf(load)} is ${percent(load, allowable)} of the roof structure's allowable ` +
            `${psf(allowable)} (the building engineer's figure).`,
      edge: roofEdgeStatement(distance),
    },
  };
}

/** The mount's distance to the roof edge against the setback, in one sentence (page 1, the plan, the results page). */
export function roofEdgeStatement(distance: number | null): string {
  const setback = `${ROOF_EDGE_SETBACK} ft`;
  if (distance === null) return 'Distance to the roof edge not given: the edge setback is not checked.';
  if (distance >= ROOF_EDGE_SETBACK) {
    return (
      `${feet(distance)} from the nearest roof edge: at least the ${setback} inside which work on a low-slope ` +
      `roof needs fall protection (${ROOF_EDGE_SETBACK_SOURCE}).`
    );
  }
  return (
    `${feet(distance)} from the nearest roof edge, inside the ${setback} setback: installing and servicing the ` +
    'mount there needs a guardrail, safety net, travel restraint or personal fall arrest system ' +
    `(${ROOF_EDGE_SETBACK_SOURCE}); place it at least ${setback} from the edge or provide one.`
  );
}

/** The roof load as a share of an allowable (the mount's or the roof's), in whole per cent (59 for 23.5 of 40 psf). */
export function utilisationPercent(roofLoad: number, allowable: number): number | null {
  if (!Number.isFinite(roofLoad) || !Number.isFinite(allowable) || allowable <= 0) return null;
  return Math.round((roofLoad / allowable) * 100);
}

/** "59 %", as the forces table prints a utilisation. */
function percent(roofLoad: number, allowable: number): string {
  const share = utilisationPercent(roofLoad, allowable);
  return share === null ? '—' : `${share} %`;
}

function psf(value: number): string {
  return `${formatNumber(value, 1)} psf`;
}

function feet(value: number): string {
  return `${formatNumber(value, 1)} ft`;
}
