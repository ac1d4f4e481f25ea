/**
 * Working a lead (the lead calls at /api/docs; docs/decisions/0054-lead-pipeline.md): the search it came from, its
 * notes (added one at a time, never rewritten), the reseller user's next step and the lead's timeline.
 */
import { z } from 'zod';
import { codeBasis, windSpeedSource } from './domain.js';
import { bodyObjectError, requiredText } from './fields.js';

/** The longest note, and the longest next step. */
export const LEAD_NOTE_MAX = 4000;
export const NEXT_STEP_MAX = 200;

/** POST /api/leads/{id}/notes: the note's text (plain text, kept as written but for the ends' blanks). */
export const leadNoteRequest = z.object({ text: requiredText(LEAD_NOTE_MAX) }, bodyObjectError);
export type LeadNoteInput = z.output<typeof leadNoteRequest>;

/** One note: who wrote it (null for the notes kept from before notes had authors) and when. */
export const leadNote = z.object({
  id: z.number().int(),
  text: z.string(),
  author_id: z.number().int().nullable(),
  author_email: z.string().nullable(),
  created_at: z.string(),
});
export type LeadNote = z.infer<typeof leadNote>;

/** 422 on notes in PUT /api/leads/{id}: the old single box cannot overwrite what was written. */
export const NOTES_ARE_ADDED = 'are added one at a time with POST /api/leads/{id}/notes';

/** The search a lead came from, as the lead page shows it. */
export const leadSearch = z.object({
  /** "R-7KQ2-M9XD", as the result page and the report print it. */
  reference: z.string(),
  /** The result's page on its reseller's domain (the share link); null for a search that found no mount. */
  result_url: z.string().nullable(),
  /** The report PDF's address on this server; null for a search that found no mount. */
  report_url: z.string().nullable(),
  project_name: z.string().nullable(),
  site_address: z.string().nullable(),
  /** The place searched ("Chicago, IL"), null when none was given. */
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** "Make Model" of each antenna of the search. */
  antennas: z.array(z.string()),
  /** "Name (PART-NUMBER)" of the mount found; null without a fit. */
  mount: z.string().nullable(),
  /** Why no mount fits; null with a fit. */
  no_fit: z.string().nullable(),
  /** lb; null without a fit. */
  ballast_weight: z.number().nullable(),
  /** mph, as used. */
  wind_speed: z.number(),
  wind_speed_source: windSpeedSource,
  /** Where the wind speed came from, in the report's words. */
  wind_speed_words: z.string(),
  code_basis: codeBasis,
  /** The code basis in the report's words ("ASCE 7-16, Risk Category II, …"). */
  code_basis_text: z.string(),
  planning_only: z.boolean(),
});
export type LeadSearch = z.infer<typeof leadSearch>;

export const LEAD_EVENT_KINDS = [
  'created',
  'status',
  'assignee',
  'next_step',
  'note',
  'quote_request',
  'review_requested',
  'review_decided',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * One event of a lead: when, what, by whom (a user's e-mail; the customer's for the search and its quote requests),
 * from and to (status, assignee's e-mail, review decision; null for none) and any text (a note, a next step, a
 * quote's sites and note, a review's note).
 */
export const leadEvent = z.object({
  at: z.string(),
  kind: z.enum(LEAD_EVENT_KINDS),
  by: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  text: z.string().nullable(),
});
export type LeadEvent = z.infer<typeof leadEvent>;

/** GET /api/leads/{id}/timeline: the lead's events, oldest first. */
export const leadTimeline = z.array(leadEvent);
