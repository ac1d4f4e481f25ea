import type { CodeEdition } from './edition-list.js';

/**
 * What the method assumes and leaves out (docs/engineering.md, "Assumptions and limits"): stated in every trace and
 * carried as data by every design, so a report can print them next to the figures they qualify.
 */

export interface Assumption {
  /** Stable code, e.g. "no_seismic". */
  readonly code: string;
  /** One sentence for the reader of the report. */
  readonly text: string;
}

const NO_SEISMIC: Assumption = {
  code: 'no_seismic',
  text: 'No seismic values given: the ballast resists wind only, and the seismic screen (ASCE 7 Chapter 13) was not run.',
};

const topography = (edition: CodeEdition): Assumption => ({
  code: 'no_topography',
  text: `K_zt = 1.0: no speed-up over hills, ridges or escarpments (${edition} §26.8).`,
});

const COMMON: readonly Assumption[] = [
  {
    code: 'gross_roof_load',
    text: "Roof load is the gross average over the mount's footprint; the bearing under trays and pads is not checked.",
  },
  {
    code: 'design_friction',
    text: 'Friction is the design value for the roof type with the mount on a protective pad; measure it on site when in doubt.',
  },
  {
    code: 'hvhz',
    text: 'Florida High-Velocity Hurricane Zone (Miami-Dade, Broward): FBC 2010 §1609.8 takes G·C_f 3.1 for rooftop equipment; applied where the code basis names the rule.',
  },
  {
    code: 'special_wind_region',
    text: 'Special wind regions (mountain areas): the local building department sets the wind speed; use its value.',
  },
  {
    code: 'weigh_blocks',
    text: 'Weigh the ballast blocks on site: use their actual weight, not the nominal one, and add blocks if lighter.',
  },
];

/**
 * The assumptions of a design under `edition`: the topography clause is the edition's, and the seismic one is said
 * only when no seismic values were given (otherwise the screen itself is on the sheet).
 */
export function assumptionsFor(edition: CodeEdition, seismicGiven: boolean): readonly Assumption[] {
  return Object.freeze([...(seismicGiven ? [] : [NO_SEISMIC]), topography(edition), ...COMMON]);
}

/** The assumptions of the engine's defaults (ASCE 7-10, no seismic values): a design's list when it has none. */
export const ASSUMPTIONS: readonly Assumption[] = assumptionsFor('ASCE 7-10', false);
