/**
 * The reseller's sales tools (the lead, quote and dashboard calls at /api/docs;
 * docs/decisions/0054-lead-pipeline.md): a visitor's quote request on a result, the lead's status, assignee and
 * notes, and the weekly dashboard.
 */
import { z } from 'zod';
import { lockVersionField } from './records.js';
import { leadNote, leadSearch, NEXT_STEP_MAX, NOTES_ARE_ADDED } from './lead-work.js';
import {
  bodyObjectError,
  nullableDay,
  nullableText,
  numberField,
  numberMessage,
  optionalDay,
  optionalRecordId,
  recordId,
} from './fields.js';

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export const LEAD_STATUS_MESSAGE = 'must be new, contacted, quoted, won or lost';
export const leadStatus = z.enum(LEAD_STATUSES, { error: LEAD_STATUS_MESSAGE });
export type LeadStatus = z.infer<typeof leadStatus>;
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** The most sites one quote request may name, and the longest note. */
export const QUOTE_QUANTITY_MAX = 10_000;
export const QUOTE_NOTE_MAX = 2000;
export const QUOTE_QUANTITY_RANGE = `must be a whole number from 1 to ${QUOTE_QUANTITY_MAX.toLocaleString('en-US')}`;

/** POST /api/mount_search_results/token/{token}/quote_requests: how many sites, and an optional note. */
export const quoteRequestBody = z.object(
  {
    quantity: numberField(
      z
        .number({ error: numberMessage })
        .int(QUOTE_QUANTITY_RANGE)
        .min(1, QUOTE_QUANTITY_RANGE)
        .max(QUOTE_QUANTITY_MAX, QUOTE_QUANTITY_RANGE),
    ),
    note: nullableText(QUOTE_NOTE_MAX),
  },
  bodyObjectError,
);
export type QuoteRequestInput = z.output<typeof quoteRequestBody>;

/** One quote request as stored on the lead. */
export const quoteRequest = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  note: z.string().nullable(),
  requested_at: z.string(),
});
export type QuoteRequest = z.infer<typeof quoteRequest>;

/** 201 of a quote request: the request, and whether a confirmation is on its way to the search's address. */
export const quoteRequestAccepted = quoteRequest.extend({
  confirmation_emailed: z.boolean(),
  message: z.string(),
});
export type QuoteRequestAccepted = z.infer<typeof quoteRequestAccepted>;

/** What the page says once the request is stored (the second sentence only when mail is on). */
export const QUOTE_REQUEST_STORED = 'Your quote request was sent to the reseller.';
export const QUOTE_CONFIRMATION_EMAILED =
  'A confirmation is on its way to the e-mail address entered with this search.';

/** Someone a lead may be assigned to: a reseller user of the lead's reseller, or an administrator. */
export const leadAssignee = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.string(),
});
export type LeadAssignee = z.infer<typeof leadAssignee>;

/** GET/PUT /api/leads/{id}: one saved result's pipeline (id is the search's id). */
export const lead = z.object({
  id: z.number().int(),
  reseller_id: z.number().int().nullable(),
  /** Who searched, and when (as the leads list shows them). */
  created_at: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_company: z.string(),
  status: leadStatus,
  assigned_user_id: z.number().int().nullable(),
  /** The notes, oldest first (added with POST /api/leads/{id}/notes). */
  notes: z.array(leadNote),
  /** The reseller user's next step and the day it is due, null when none. */
  next_step: z.string().nullable(),
  next_step_due: z.string().nullable(),
  /** When the pipeline was last changed; null while it was never touched. */
  updated_at: z.string().nullable(),
  lock_version: z.number().int(),
  quote_requests: z.array(quoteRequest),
  /** Whom the lead may be assigned to (the form's choices). */
  assignable_users: z.array(leadAssignee),
  search: leadSearch,
});
export type Lead = z.infer<typeof lead>;

/**
 * PUT /api/leads/{id}: the fields sent change (null clears the assignee, the next step or its day) at the version
 * read. Notes are not among them: they are added, so an old form's whole box cannot overwrite them (422).
 */
export const leadUpdateRequest = z.object(
  {
    status: leadStatus.optional(),
    assigned_user_id: z.preprocess((value) => (value === '' ? null : value), recordId.nullable().optional()),
    next_step: nullableText(NEXT_STEP_MAX).optional(),
    next_step_due: nullableDay.optional(),
    notes: z.never({ error: NOTES_ARE_ADDED }).optional(),
    lock_version: lockVersionField,
  },
  bodyObjectError,
);
export type LeadUpdate = z.output<typeof leadUpdateRequest>;
/** 422 on assigned_user_id: not a reseller user of the lead's reseller nor an administrator. */
export const NOT_AN_ASSIGNEE = "must be a user of the lead's reseller or an administrator";

/** GET /api/leads/counts: how many leads of the list's filters have each status. */
export const leadStatusCounts = z.object({
  counts: z.object(
    Object.fromEntries(LEAD_STATUSES.map((status) => [status, z.number().int()])) as {
      [K in LeadStatus]: z.ZodNumber;
    },
  ),
  total: z.number().int(),
});
export type LeadStatusCounts = z.infer<typeof leadStatusCounts>;

/** The longest date range of the dashboard (days, both ends included). */
export const DASHBOARD_MAX_DAYS = 371;
export const DASHBOARD_RANGE_TOO_LONG = 'must be at most 53 weeks after the from date';
export const DASHBOARD_TO_BEFORE_FROM = 'must be on or after the from date';
/** How many antennas and states the dashboard ranks. */
export const DASHBOARD_TOP = 5;

/**
 * GET /api/dashboard?from=&to=&reseller_id=: whole UTC days, both included (the last 12 weeks to today unless
 * given); an administrator may name a reseller (else all), a reseller user sees its own.
 */
export const dashboardQuery = z
  .object({ from: optionalDay, to: optionalDay, reseller_id: optionalRecordId })
  .superRefine((query, context) => {
    if (query.from === undefined || query.to === undefined) return;
    if (query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_TO_BEFORE_FROM });
    else if (Date.parse(query.to) - Date.parse(query.from) >= DASHBOARD_MAX_DAYS * 86_400_000)
      context.addIssue({ code: 'custom', path: ['to'], message: DASHBOARD_RANGE_TOO_LONG });
  });
export type DashboardQuery = z.output<typeof dashboardQuery>;

const funnelCounts = {
  /** Searches run in the week. */
  searches: z.number().int(),
  /** Those that found a mount. */
  fits: z.number().int(),
  /** Those with at least one quote request. */
  quote_requests: z.number().int(),
  /** Those whose lead is won. */
  won: z.number().int(),
};

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  reseller_id: z.number().int().nullable(),
  /** One row per week (starting Monday, UTC) of the range, by the week of the search, zeros included. */
  weeks: z.array(z.object({ week: z.string(), ...funnelCounts })),
  totals: z.object(funnelCounts),
  /** Each step's share of the one before it (0..1), null when the one before is 0. */
  conversion: z.object({
    fit: z.number().nullable(),
    quote: z.number().nullable(),
    won: z.number().nullable(),
  }),
  top_antennas: z.array(z.object({ name: z.string(), searches: z.number().int() })),
  top_states: z.array(z.object({ state: z.string(), searches: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboard>;
