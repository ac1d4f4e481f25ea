import { z } from 'zod';
import { bodyObjectError, flag, hasRefusedCharacter, requiredNumber, requiredText } from './fields.js';
import { INVALID_CHARACTER } from './wording.js';
import { catalogRecord } from './records.js';

/**
 * Wind speed overrides (the wind speed override calls at /api/docs): an administrator's value for one county, which
 * wins over the bundled wind table.
 */
export const WIND_OVERRIDE_MIN_MPH = 85;
export const WIND_OVERRIDE_MAX_MPH = 300;
export const NOT_A_FIPS_CODE = 'must be a 5-digit county FIPS code';
export const UNKNOWN_COUNTY = 'is not a known county';
/** The header an import's CSV starts with (the note column may be left out). */
export const WIND_OVERRIDE_CSV_COLUMNS = ['fips', 'wind_speed', 'source', 'note'] as const;
/** The largest CSV an import takes, in characters (a row per county is about 250 KB). */
export const WIND_OVERRIDE_CSV_MAX = 1_000_000;

const fipsField = requiredText(5).regex(/^\d{5}$/, NOT_A_FIPS_CODE);
const noteField = z
  .union([z.string(), z.null()], { error: 'must be text' })
  .optional()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value.length <= 1000, 'is too long (maximum is 1000 characters)')
  .refine((value) => !hasRefusedCharacter(value), INVALID_CHARACTER);

/** POST /api/wind_speed_overrides: a county's value, the document it comes from, and a note. */
export const windSpeedOverrideCreateRequest = z.object(
  {
    fips: fipsField,
    wind_speed: requiredNumber()
      .refine((value) => value >= WIND_OVERRIDE_MIN_MPH, `must be greater than or equal to ${WIND_OVERRIDE_MIN_MPH}`)
      .refine((value) => value <= WIND_OVERRIDE_MAX_MPH, `must be less than or equal to ${WIND_OVERRIDE_MAX_MPH}`),
    source: requiredText(),
    note: noteField,
  },
  bodyObjectError,
);
/** PUT /api/wind_speed_overrides/{id}: the same fields; the ones not sent stay as they are. */
export const windSpeedOverrideUpdateRequest = windSpeedOverrideCreateRequest.partial();
export type WindSpeedOverrideCreate = z.output<typeof windSpeedOverrideCreateRequest>;
export type WindSpeedOverrideUpdate = z.output<typeof windSpeedOverrideUpdateRequest>;

/** An override as every call answers it, with the county's name and the bundled table's value beside it. */
export const windSpeedOverride = catalogRecord({
  fips: z.string(),
  county: z.string(),
  state: z.string(),
  wind_speed: z.number(),
  source: z.string(),
  note: z.string(),
  /** The bundled table's value for the county (its most exposed point for a modelled coastal county). */
  table_wind_speed: z.number(),
  updated_at: z.string(),
});
export type WindSpeedOverride = z.infer<typeof windSpeedOverride>;
export const windSpeedOverrideList = z.array(windSpeedOverride);

/**
 * POST /api/wind_speed_overrides/import: CSV text (header fips,wind_speed,source,note) and whether to only check it.
 */
export const windSpeedOverrideImportRequest = z.object(
  {
    csv: requiredText(WIND_OVERRIDE_CSV_MAX).transform((text) => text.replace(/^\uFEFF/, '')),
    dry_run: flag,
  },
  bodyObjectError,
);
export type WindSpeedOverrideImport = z.output<typeof windSpeedOverrideImportRequest>;

/** 200 of an import: every row was valid; `dry_run` true when nothing was written. */
export const windSpeedOverrideImportResult = z.object({
  dry_run: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type WindSpeedOverrideImportResult = z.infer<typeof windSpeedOverrideImportResult>;
