import { GOVERNING_CASES } from '@nprm/calc/ballast';
import { EXPOSURE_CATEGORIES } from '@nprm/calc/exposure';
import { CODE_EDITIONS, JURISDICTION_RULES, LOAD_COMBINATION_NAMES, RISK_CATEGORIES } from '@nprm/calc/options';
import { z } from 'zod';
import { BLANK, NOT_AN_EXPOSURE } from './wording.js';

/**
 * The domain's fixed lists, each defined once: the engine owns exposure categories and governing cases, this
 * package owns where a wind speed came from. The request and result schemas, the database enums and the web app
 * build on these lists.
 */

/** Wind exposure B, C or D (the engine's list). */
export const windExposureType = z.enum(EXPOSURE_CATEGORIES, {
  error: (issue) => (issue.input === undefined ? BLANK : NOT_AN_EXPOSURE),
});
export type WindExposureType = z.infer<typeof windExposureType>;

/** Which check set the ballast: sliding, overturning or the mount's minimum (the engine's list). */
export const governingCase = z.enum(GOVERNING_CASES);
export type GoverningCaseName = z.infer<typeof governingCase>;

/** Where the wind speed of a search came from: the visitor, the location's look-up, or the 115 mph default. */
export const WIND_SPEED_SOURCES = ['given', 'location', 'default'] as const;
export const windSpeedSource = z.enum(WIND_SPEED_SOURCES);
export type WindSpeedSource = z.infer<typeof windSpeedSource>;

/** ASCE 7-10 Risk Category I–IV (Table 1.5-1); a search takes II unless told. */
export const riskCategory = z.enum(RISK_CATEGORIES, { error: `must be ${RISK_CATEGORIES.join(', ')}` });
export type RiskCategoryName = z.infer<typeof riskCategory>;

/**
 * The code basis of a result, one record: the standard's edition, the risk category, the jurisdiction's rule over
 * it and the load combination the stability check used (docs/engineering.md, "Code basis").
 */
export const codeBasis = z.object({
  edition: z.enum(CODE_EDITIONS),
  risk_category: riskCategory,
  jurisdiction: z.enum(JURISDICTION_RULES),
  load_combination: z.enum(LOAD_COMBINATION_NAMES),
});
export type CodeBasis = z.infer<typeof codeBasis>;
