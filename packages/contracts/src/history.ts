import { z } from 'zod';
import { optionalDay, optionalRecordId, queryText, wholeNumber } from './fields.js';

/** What a history entry records (docs/api.md, "History"). */
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'deactivate',
  'activate',
  'password_reset',
  'password_change',
  'approve',
  'return',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * The entities whose writes the history records, by the last segment of their API path (docs/api.md, "History"):
 * what the Activity page filters by.
 */
export const HISTORY_ENTITIES = [
  'mounts',
  'antennas',
  'resellers',
  'reseller_mounts',
  'roof_types',
  'block_types',
  'engineering_settings',
  'wind_speed_overrides',
  'users',
  'outbound_emails',
  'engineer_profiles',
  'reviews',
] as const;

/** One changed field: its value before and after the write (null before a create). */
export const historyChange = z.object({ before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof historyChange>;

/** One admin write: who, when, which record, and each changed field. Passwords and tokens never appear. */
export const historyEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  /** The e-mail of the user at the time, or "command line" for `npm run admin`. */
  user_email: z.string(),
  entity: z.string(),
  entity_id: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.record(z.string(), historyChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyList = z.array(historyEntry);

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 500;
/**
 * GET /api/history?entity=&entity_id=&user_id=&from=&to=&page=&limit=: newest first; `from` and `to` are whole
 * days (UTC), both included; the total is in x-total-count.
 */
export const historyQuery = z.object({
  entity: z.preprocess((value) => (value === '' ? undefined : value), queryText(100).optional()),
  entity_id: optionalRecordId,
  user_id: optionalRecordId,
  from: optionalDay,
  to: optionalDay,
  page: wholeNumber(1, 1_000_000, { fallback: 1 }),
  limit: wholeNumber(1, HISTORY_MAX_LIMIT, { fallback: HISTORY_DEFAULT_LIMIT }),
});
export type HistoryQuery = z.output<typeof historyQuery>;
