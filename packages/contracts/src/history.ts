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
  'leads',
  /** A reseller's price list: the entry's id is the reseller's. */
  'price_lists',
] as const;

/** One changed field: its value before and after the write (null before a create). */
export const historyChange = z.object({ before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof historyChange>;

/**
 * The fields of a change that hold ids of other records, and the entity each names: an entry's `names` gives
 * their current names, so the Activity page shows "Summit Roof Mounts" rather than "Reseller Id: 1".
 */
export const HISTORY_REFERENCES: Readonly<Record<string, (typeof HISTORY_ENTITIES)[number]>> = {
  reseller_id: 'resellers',
  mount_id: 'mounts',
  mount_ids: 'mounts',
  antenna_ids: 'antennas',
  default_block_type_id: 'block_types',
  assigned_user_id: 'users',
};

/** The key of `names` for one record: "resellers/1". */
export const historyNameKey = (entity: string, id: number): string => `${entity}/${id}`;

/** One admin write: who, when, which record, and each changed field. Passwords and tokens never appear. */
export const historyEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  /** The e-mail of the user at the time, or "command line" for `npm run admin`. */
  user_email: z.string(),
  /** The author's name today (null without a user or a name). */
  user_name: z.string().nullable(),
  entity: z.string(),
  entity_id: z.number().int(),
  /** The record's name today ("Summit Roof Mounts", a mount's name, a user's e-mail); null when it has none. */
  record_label: z.string().nullable(),
  /** The record's parent, for its admin page: a reseller mount's reseller (null for the others). */
  parent_id: z.number().int().nullable(),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.record(z.string(), historyChange),
  /**
   * False when the save named no lock_version (the specification's PUT, docs/api.md "Concurrent edits"): it was
   * not checked against the version its author read, and the last writer won.
   */
  version_sent: z.boolean(),
  /** Today's names of the records the changes refer to by id (HISTORY_REFERENCES), keyed "resellers/1". */
  names: z.record(z.string(), z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyList = z.array(historyEntry);

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 500;
/**
 * GET /api/history?entity=&entity_id=&user_id=&reseller_id=&from=&to=&page=&limit=: newest first; `from` and `to`
 * are whole days (UTC), both included; `reseller_id` keeps the changes made by that reseller's users or to its own
 * records (the reseller, its reseller mounts, its users); the total is in x-total-count.
 */
export const historyQuery = z.object({
  entity: z.preprocess((value) => (value === '' ? undefined : value), queryText(100).optional()),
  entity_id: optionalRecordId,
  user_id: optionalRecordId,
  reseller_id: optionalRecordId,
  from: optionalDay,
  to: optionalDay,
  page: wholeNumber(1, 1_000_000, { fallback: 1 }),
  limit: wholeNumber(1, HISTORY_MAX_LIMIT, { fallback: HISTORY_DEFAULT_LIMIT }),
});
export type HistoryQuery = z.output<typeof historyQuery>;
