/**
 * Bulk actions on the admin lists (the bulk calls at /api/docs; docs/api.md, "Bulk actions"): many records named
 * by id, one confirmation, one transaction, one history entry per record changed, and an answer that says what
 * became of each row.
 */
import { z } from 'zod';
import { BLANK, bodyObjectError, recordId } from './fields.js';
import { lockVersionField } from './records.js';
import { leadStatus } from './leads.js';

/**
 * The most records one bulk call names: every row of a large catalogue list, yet one transaction that stays short
 * (a thousand savepoints take a few seconds on the embedded database).
 */
export const BULK_ACTION_MAX = 1000;

const NOT_A_LIST = 'must be a list of ids';

/** The ids named more than once, each once, in the order they first repeat. */
export function repeatedIds(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}

/**
 * A list of 1 to `max` record ids (numeric strings accepted), none named twice. One message for the whole list,
 * never one per entry, so a form shows it in one place.
 */
export function bulkIdList(noun: string, max: number) {
  return z
    .array(z.unknown(), { error: (issue) => (issue.input === undefined || issue.input === null ? BLANK : NOT_A_LIST) })
    .min(1, `must list at least one ${noun}`)
    .max(max, `has too many entries (at most ${max.toLocaleString('en-US')})`)
    .transform((entries, context) => {
      const ids: number[] = [];
      for (const entry of entries) {
        const parsed = recordId.safeParse(entry);
        if (!parsed.success) {
          context.addIssue({ code: 'custom', message: NOT_A_LIST });
          return z.NEVER;
        }
        ids.push(parsed.data);
      }
      const repeated = repeatedIds(ids);
      if (repeated.length > 0) {
        context.addIssue({ code: 'custom', message: `contains duplicate ids: ${repeated.join(', ')}` });
        return z.NEVER;
      }
      return ids;
    });
}

/**
 * The versions the rows were read at, by id ({"12": 4}): a row that has moved on since is refused as changed
 * meanwhile, never overwritten. Optional, like the specification's PUT; a row without one is taken as it is.
 */
const lockVersions = z
  .record(z.string().regex(/^[1-9][0-9]{0,9}$/, 'must map ids to versions'), lockVersionField, {
    error: 'must map ids to versions',
  })
  .optional();

export const CATALOGUE_BULK_ACTIONS = ['deactivate', 'activate'] as const;
export const catalogueBulkAction = z.enum(CATALOGUE_BULK_ACTIONS, { error: 'must be deactivate or activate' });
export type CatalogueBulkAction = z.infer<typeof catalogueBulkAction>;

/** POST /api/{records}/bulk_actions: deactivate or activate every record named. */
export const catalogueBulkRequest = z.object(
  { action: catalogueBulkAction, ids: bulkIdList('record', BULK_ACTION_MAX), lock_versions: lockVersions },
  bodyObjectError,
);
export type CatalogueBulkRequest = z.output<typeof catalogueBulkRequest>;

export const LEAD_BULK_NOTHING_TO_SET = 'must set a status or an assignee';

/** POST /api/leads/bulk_actions: the status, the assignee (null: nobody) or both, on every lead named. */
export const leadBulkRequest = z
  .object(
    {
      ids: bulkIdList('lead', BULK_ACTION_MAX),
      status: leadStatus.optional(),
      assigned_user_id: z.preprocess((value) => (value === '' ? null : value), recordId.nullable().optional()),
      lock_versions: lockVersions,
    },
    bodyObjectError,
  )
  .superRefine((body, context) => {
    if (body.status === undefined && body.assigned_user_id === undefined)
      context.addIssue({ code: 'custom', path: ['base'], message: LEAD_BULK_NOTHING_TO_SET });
  });
export type LeadBulkRequest = z.output<typeof leadBulkRequest>;

/** What became of one row: written, already so (no change, not an error), or refused with the reason. */
export const BULK_OUTCOMES = ['changed', 'unchanged', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const bulkRowResult = z.object({
  id: z.number().int(),
  outcome: z.enum(BULK_OUTCOMES),
  /** Why a row was left as it is or refused, in words; null for a row changed. */
  message: z.string().nullable(),
});
export type BulkRowResult = z.infer<typeof bulkRowResult>;

/** 200 of every bulk call: the counts, then each row in the order named. */
export const bulkActionResult = z.object({
  requested: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  rows: z.array(bulkRowResult),
});
export type BulkActionResult = z.infer<typeof bulkActionResult>;

/** The reasons a row is left as it is or refused, one wording for server and screens. */
export const BULK_MESSAGES = {
  notFound: 'was not found',
  alreadyInactive: 'was already inactive',
  alreadyActive: 'was already active',
  alreadySet: 'already had these values',
  changedMeanwhile: (who: string) => `was changed by ${who} after it was selected; reload the list and try again`,
} as const;

/** The answer's counts from its rows. */
export function bulkActionSummary(rows: BulkRowResult[]): BulkActionResult {
  const count = (outcome: BulkOutcome) => rows.filter((row) => row.outcome === outcome).length;
  return {
    requested: rows.length,
    changed: count('changed'),
    unchanged: count('unchanged'),
    refused: count('refused'),
    rows,
  };
}
