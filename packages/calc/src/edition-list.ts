/**
 * The ASCE 7 editions by name, and the inputs' limits that come with them: the light list the contracts and the
 * public page read (`@nprm/calc/editions`), without the clauses (editions.ts).
 */

/** The editions the engine computes. */
export const CODE_EDITIONS = ['ASCE 7-10', 'ASCE 7-16'] as const;
export type CodeEdition = (typeof CODE_EDITIONS)[number];

/** Every edition a request may name: the computed ones and ASCE 7-22, which is refused until confirmed. */
export const KNOWN_CODE_EDITIONS = [...CODE_EDITIONS, 'ASCE 7-22'] as const;
export type KnownCodeEdition = (typeof KNOWN_CODE_EDITIONS)[number];

/** The latest edition the engine computes: the default where the edition in force is one it cannot. */
export const LATEST_COMPUTED_EDITION: CodeEdition = 'ASCE 7-16';

/**
 * What an ASCE 7-22 calculation needs from the standard's own text before it can be computed; none of it could be
 * confirmed from a primary source, so the edition is refused with this list rather than guessed.
 */
export const ASCE_7_22_UNCONFIRMED: readonly string[] = Object.freeze([
  'where K_d enters (ASCE 7-22 is reported to move it out of the velocity pressure into each load equation)',
  'the terrain exposure constants and K_z near the ground (Exposure B below 30 ft)',
  'the rooftop equipment coefficients GCr, lateral and uplift (§29.4.1)',
  'K_d for rooftop equipment and round members (Table 26.6-1)',
  'the ground elevation factor K_e',
  'whether the tornado loads of Chapter 32 reach rooftop equipment',
]);

/** The ground elevations the method accepts (ft): below the Dead Sea's shore to above every US building site. */
export const GROUND_ELEVATION_MIN = -300;
export const GROUND_ELEVATION_MAX = 15_000;
