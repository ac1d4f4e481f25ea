import { GCR_POLICIES, LOAD_COMBINATION_NAMES } from '@nprm/calc/options';
import { z } from 'zod';
import { governingCase, windExposureType } from './domain.js';
import { BLANK, bodyObjectError, numberField, numberMessage, recordId } from './fields.js';

/**
 * The engineering basis an administrator sets (the engineering settings calls at /api/docs; docs/engineering.md,
 * "Options"): K_d, the GCr policy, the load combination, the Florida HVHZ rule and the default ballast block. Every new
 * search uses them; a saved result keeps the options it was computed with.
 */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? BLANK : `must be one of ${values.join(', ')}`),
  });

export const gcrPolicy = oneOf(GCR_POLICIES);
export const loadCombination = oneOf(LOAD_COMBINATION_NAMES);

/** PUT /api/engineering_settings: the fields sent change, the others stay; the body also names its lock_version. */
export const engineeringSettingsUpdateRequest = z.object(
  {
    kd: numberField(
      z
        .number({ error: numberMessage })
        .gt(0, 'must be greater than 0 and at most 1')
        .max(1, 'must be greater than 0 and at most 1')
        .optional(),
    ),
    gcr_policy: gcrPolicy.optional(),
    load_combination: loadCombination.optional(),
    florida_hvhz_rule: z.boolean({ error: 'must be true or false' }).optional(),
    default_block_type_id: recordId.optional(),
  },
  bodyObjectError,
);
export type EngineeringSettingsUpdate = z.output<typeof engineeringSettingsUpdateRequest>;

/** GET and PUT /api/engineering_settings answer the current settings. */
export const engineeringSettings = z.object({
  kd: z.number(),
  gcr_policy: gcrPolicy,
  load_combination: loadCombination,
  /** Whether sites in Miami-Dade and Broward take the Florida HVHZ rule (FBC 2010 §1609.8, G·C_f 3.1). */
  florida_hvhz_rule: z.boolean(),
  default_block_type_id: z.number().int(),
  updated_at: z.string(),
  /** The version a PUT names (docs/api.md, "Concurrent edits"). */
  lock_version: z.number().int(),
});
export type EngineeringSettings = z.infer<typeof engineeringSettings>;

/** One example search under one set of settings: the mount the search would recommend, or why none fits. */
export const settingsPreviewOutcome = z.object({
  mount_id: z.number().int().nullable(),
  mount_name: z.string().nullable(),
  /** Pounds, rounded up as a result shows it; null without a fit. */
  ballast_weight: z.number().nullable(),
  ballast_blocks: z.object({ count: z.number().int(), block_weight: z.number() }).nullable(),
  governing: governingCase.nullable(),
  /** Why no mount fits (the search's own sentence); null with a fit. */
  no_fit_message: z.string().nullable(),
});
export type SettingsPreviewOutcome = z.infer<typeof settingsPreviewOutcome>;

/**
 * POST /api/engineering_settings/preview (the engineering settings calls at /api/docs): the body is a PUT's without
 * lock_version (fields not sent keep their current value); the answer is a few example searches, each computed by
 * the engine with the current settings (`before`) and with the proposed ones (`after`). Nothing is written.
 */
export const engineeringSettingsPreview = z.object({
  /** The example antenna and roof ("Make Model"); null, with no examples, when no active antenna has a mount. */
  antenna: z.string().nullable(),
  roof_type: z.string().nullable(),
  examples: z.array(
    z.object({
      label: z.string(),
      wind_exposure: windExposureType,
      wind_speed: z.number(),
      building_height: z.number(),
      before: settingsPreviewOutcome,
      after: settingsPreviewOutcome,
    }),
  ),
});
export type EngineeringSettingsPreview = z.infer<typeof engineeringSettingsPreview>;

/** The choices as an admin reads them (value, label), in the order the screen offers them. */
export const GCR_POLICY_CHOICES: { value: z.infer<typeof gcrPolicy>; label: string }[] = [
  { value: 'all_heights', label: 'GCr 1.9 at every building height (ASCE 7-16)' },
  {
    value: 'asce7_10',
    label: 'ASCE 7-10 literal: 1.9 up to 60 ft, above it G·C_f (0.85 × C_f: antenna EPA 1, mast 1.2, frame 2.0)',
  },
];
export const LOAD_COMBINATION_CHOICES: { value: z.infer<typeof loadCombination>; label: string }[] = [
  { value: 'lrfd', label: '0.9D + 1.0W (ASCE 7-10 §2.3.2)' },
  { value: 'asd', label: '0.6D + 0.6W (ASCE 7-10 §2.4.1)' },
  { value: 'fs1.5', label: 'Factor of safety 1.5 on 0.6W (legacy)' },
];
