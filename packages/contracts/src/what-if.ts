/**
 * The what-if of a saved result (GET …/what_if at /api/docs): how its answer moves with exposure, wind speed and
 * height.
 */
import { z } from 'zod';
import { governingCase, windExposureType } from './domain.js';
import { noFitReason } from './search-result.js';

/** The inputs a what-if case changes; everything else is the saved search's own. */
export const WHAT_IF_FACTORS = ['wind_exposure', 'wind_speed', 'building_height'] as const;
export const whatIfFactor = z.enum(WHAT_IF_FACTORS);
export type WhatIfFactor = z.infer<typeof whatIfFactor>;

/**
 * One case of the what-if: the result's recommended mount under one changed input. Every limit the search checked
 * is checked again, the roof structure's allowable load too.
 */
export const whatIfCase = z.object({
  factor: whatIfFactor,
  /** "Exposure B", "Wind speed 140 mph (−10)", "Building height 15 ft (halved)". */
  label: z.string(),
  /** True for the saved search's own value (the row the others compare with). */
  is_current: z.boolean(),
  wind_exposure: windExposureType,
  wind_speed: z.number(),
  building_height: z.number(),
  /** False when the recommended mount does not fit under this case. */
  fits: z.boolean(),
  /** Rounded as the result shows them (whole lb, 0.1 psf); null when it does not fit. */
  ballast_weight: z.number().nullable(),
  roof_load: z.number().nullable(),
  governing: governingCase.nullable(),
  /** Why it does not fit, in the no-fit reasons' words; null when it fits. */
  no_fit_reason: noFitReason.nullable(),
  no_fit_message: z.string().nullable(),
});
export type WhatIfCase = z.infer<typeof whatIfCase>;

/** 200 of `GET /api/mount_search_results/token/{token}/what_if`: computed from the saved inputs, nothing stored. */
export const whatIfAnswer = z.object({
  token: z.string(),
  mount_id: z.number().int(),
  max_roof_load: z.number(),
  /** The roof structure's allowable load (psf) the search was given, checked in every case; null: not checked. */
  roof_allowable_load: z.number().nullable(),
  cases: z.array(whatIfCase),
});
export type WhatIfAnswer = z.infer<typeof whatIfAnswer>;
