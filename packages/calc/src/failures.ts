/**
 * Why a candidate mount does not fit (docs/engineering.md, "Checks the engine must make"): one reason code per
 * check, so the API and the pages can say why without parsing words. The messages are fixed sentences and the
 * numbers are fields: formatTrace (describeFailure) writes the sentence with the numbers. A search designs every
 * candidate and most fail; formatting numbers it may never show would cost more than the rest of the design.
 */

/** The one list of fit checks, each a reason code a failure carries. */
export const FIT_CHECKS = [
  'roof_load',
  'friction',
  'tray_capacity',
  'antenna_below_roof',
  'mount_rating',
  'no_ballast_positions',
  'roof_structure',
] as const;
export type FitCheck = (typeof FIT_CHECKS)[number];

/** Why a candidate does not fit, with the numbers (describeFailure writes them into a sentence). */
export interface FitFailure {
  readonly check: FitCheck;
  /** The check that failed, in words (without the numbers). */
  readonly message: string;
  /**
   * The value checked: roof load (psf), μ, the fullest tray's ballast (lb) or the antenna's centerline above the
   * roof H + Δa (ft), or the ballast placed on a mount with no place for it (lb); the roof load (psf) for
   * 'roof_structure'.
   */
  readonly value: number;
  /**
   * Its limit: max roof load (psf), 0 for μ (must be greater), the tray capacity (lb), 0 for H + Δa, the rating, 0 lb
   * for a mount with no place for ballast, the roof structure's allowable load (psf).
   */
  readonly limit: number;
  /** For 'mount_rating': which of the manufacturer's ratings the design exceeds. */
  readonly rating?: MountRating;
}

/** The manufacturer's ratings a mount may carry: the antenna EPA (ft²) and the overturning moment (ft·lb). */
export type MountRating = 'max_epa' | 'max_overturning_moment';

const RATING_MESSAGES: Readonly<Record<MountRating, string>> = {
  max_epa: "the antenna's EPA exceeds the mount's rated maximum EPA",
  max_overturning_moment: "the overturning moment exceeds the mount's rated maximum",
};

/** A design above one of the mount's ratings: value is the design's EPA or M_OT, limit the rating. */
export function ratingFailure(rating: MountRating, value: number, limit: number): FitFailure {
  return { check: 'mount_rating', rating, message: RATING_MESSAGES[rating], value, limit };
}

const MESSAGES: Readonly<Record<FitCheck, string>> = {
  friction:
    'friction coefficient μ is not greater than 0: friction cannot hold the mount against sliding at any ballast ' +
    '(anchor it or choose another roof surface)',
  roof_load: "roof load exceeds the mount's maximum roof load",
  tray_capacity: "the mount's ballast trays cannot hold the ballast",
  antenna_below_roof: "the antenna's centerline would sit below the roof on this mount",
  mount_rating: "the design exceeds one of the mount's ratings",
  no_ballast_positions: 'the mount has no ballast trays or positions to hold the ballast',
  roof_structure: "roof load exceeds the roof structure's allowable load",
};

export function fitFailure(check: FitCheck, value: number, limit: number): FitFailure {
  return { check, message: MESSAGES[check], value, limit };
}
