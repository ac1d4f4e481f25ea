import { GOVERNING_CASES } from '@nprm/calc/ballast';
import { EXPOSURE_CATEGORIES } from '@nprm/calc/exposure';
import { KNOWN_CODE_EDITIONS } from '@nprm/calc/editions';
import { CODE_EDITIONS, JURISDICTION_RULES, LOAD_COMBINATION_NAMES, RISK_CATEGORIES } from '@nprm/calc/options';
import { z } from 'zod';
import { ASCE_7_22_REFUSED, BLANK, CODE_EDITION_CHOICES, NOT_AN_EXPOSURE } from './wording.js';

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

/** ASCE 7 Risk Category I–IV (Table 1.5-1); a search takes II unless told. */
export const riskCategory = z.enum(RISK_CATEGORIES, { error: `must be ${RISK_CATEGORIES.join(', ')}` });
export type RiskCategoryName = z.infer<typeof riskCategory>;

/** An edition a request may name; ASCE 7-22 is known, and refused with what it needs. */
export const codeEdition = z
  .enum(KNOWN_CODE_EDITIONS, { error: CODE_EDITION_CHOICES })
  .refine((edition) => edition !== 'ASCE 7-22', ASCE_7_22_REFUSED);
export type CodeEditionName = (typeof CODE_EDITIONS)[number];

/** The building code a state adopted, as the product's table gives it (docs/engineering.md, "Code editions"). */
export const adoptedCode = z.object({
  /** USPS code of the state or territory. */
  state: z.string(),
  /** "2021 IBC", "Florida Building Code, 8th Edition (2023)". */
  name: z.string(),
  /** YYYY-MM-DD, or null when the source gives none. */
  effective: z.string().nullable(),
  source: z.string(),
});
export type AdoptedCode = z.infer<typeof adoptedCode>;

/**
 * The code basis of a result, one record: the standard's edition, the edition in force at the site, the risk
 * category, the jurisdiction's rule over it and the load combination the stability check used (docs/engineering.md,
 * "Code basis").
 */
export const codeBasis = z.object({
  edition: z.enum(CODE_EDITIONS),
  /** True when the request named the edition; false when it is the site's default. */
  edition_chosen: z.boolean(),
  /** The edition the site's adopted code references; null where the product's table does not know it. */
  edition_in_force: z.enum(KNOWN_CODE_EDITIONS).nullable(),
  /** The adopted code the edition in force comes from; null where not known. */
  adopted_code: adoptedCode.nullable(),
  risk_category: riskCategory,
  jurisdiction: z.enum(JURISDICTION_RULES),
  load_combination: z.enum(LOAD_COMBINATION_NAMES),
});
export type CodeBasis = z.infer<typeof codeBasis>;
