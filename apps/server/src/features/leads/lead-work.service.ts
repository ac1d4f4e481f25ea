/**
 * Working a lead (the lead calls at /api/docs): the search it came from as the lead page shows it, its notes (each
 * added with its author and time, never rewritten) and its timeline, gathered from the search, the history's saves,
 * the notes, the quote requests and the review requests.
 */
import {
  antennaNames,
  codeBasisText,
  NO_COMPATIBLE_MOUNT_FOUND,
  resultReference,
  windSpeedWords,
  type LeadEvent,
  type LeadNote,
  type LeadNoteInput,
  type LeadSearch,
} from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../db/history-rows.js';
import { foundOr404 } from '../../errors.js';
import { isFit, type SavedResult } from '../mount-search/index.js';
import { publicResultUrl } from '../resellers/index.js';
import * as work from './lead-work.repository.js';
import * as repository from './leads.repository.js';

/** The search of a lead: where, what, the mount and ballast found, the wind and the code basis, and its links. */
export function leadSearchOf(saved: SavedResult, config: AppConfig): LeadSearch {
  const fit = isFit(saved);
  return {
    reference: resultReference(saved.token),
    result_url: fit ? publicResultUrl(config, saved.reseller_domain, saved.token) : null,
    report_url: fit ? API_PATHS.reportPdf(saved.token) : null,
    project_name: saved.project_name,
    site_address: saved.site_address,
    location: saved.location,
    latitude: saved.location_latitude,
    longitude: saved.location_longitude,
    antennas: antennaNames(saved),
    mount: saved.mount ? `${saved.mount.name} (${saved.mount.part_number})` : null,
    no_fit: fit ? null : (saved.no_fit?.message ?? NO_COMPATIBLE_MOUNT_FOUND),
    ballast_weight: saved.ballast_weight,
    wind_speed: saved.wind_speed,
    wind_speed_source: saved.wind_speed_source,
    wind_speed_words: windSpeedWords(saved),
    code_basis: saved.code_basis,
    code_basis_text: codeBasisText(saved.code_basis),
    planning_only: saved.planning_only,
  };
}

/** Adds a note by the signed-in user: 404 for an unknown lead. Nothing is rewritten, so no version is asked. */
export async function addNote(db: Db, actor: Actor, id: number, input: LeadNoteInput): Promise<LeadNote> {
  foundOr404(await repository.findLead(db, id));
  return work.insertNote(db, { search_result_id: id, author_id: actor.userId, author_email: actor.email, ...input });
}

type Change = { before: unknown; after: unknown };
const asText = (value: unknown) => (typeof value === 'string' ? value : null);
const event = (at: Date | string, fields: Partial<LeadEvent> & Pick<LeadEvent, 'kind'>): LeadEvent => ({
  at: typeof at === 'string' ? at : at.toISOString(),
  by: null,
  from: null,
  to: null,
  text: null,
  ...fields,
});

/** The events of the history's saves: status and assignee changes, and the next step as it stood after each. */
async function saveEvents(db: Db, id: number): Promise<LeadEvent[]> {
  const saves = await work.historyOf(db, repository.LEADS_ENTITY, id);
  const changesOf = (changes: unknown) => changes as Record<string, Change | undefined>;
  const assignees = saves.flatMap(({ changes }) => {
    const change = changesOf(changes).assigned_user_id;
    return change ? [change.before, change.after].filter((value): value is number => typeof value === 'number') : [];
  });
  const emails = await work.userEmails(db, [...new Set(assignees)]);
  const emailOf = (value: unknown) => (typeof value === 'number' ? (emails.get(value) ?? `user ${value}`) : null);
  let nextStep: string | null = null;
  let due: string | null = null;
  return saves.flatMap(({ at, by, changes }) => {
    const { status, assigned_user_id: assignee, next_step: step, next_step_due: day } = changesOf(changes);
    const events: LeadEvent[] = [];
    if (status) events.push(event(at, { kind: 'status', by, from: asText(status.before), to: asText(status.after) }));
    if (assignee)
      events.push(event(at, { kind: 'assignee', by, from: emailOf(assignee.before), to: emailOf(assignee.after) }));
    if (step || day) {
      nextStep = step ? asText(step.after) : nextStep;
      due = day ? asText(day.after) : due;
      events.push(event(at, { kind: 'next_step', by, text: nextStep, to: due }));
    }
    return events;
  });
}

/** A lead's events, oldest first (events of one instant in the order they are gathered): 404 for an unknown lead. */
export async function leadTimeline(db: Db, id: number): Promise<LeadEvent[]> {
  const lead = foundOr404(await repository.findLead(db, id));
  const [saves, notes, quotes, reviews] = await Promise.all([
    saveEvents(db, id),
    work.notesOf(db, id),
    repository.quotesOf(db, id),
    work.reviewsOf(db, id),
  ]);
  const events: LeadEvent[] = [
    event(lead.created_at, { kind: 'created', by: lead.customer_email }),
    ...saves,
    ...notes.map((note) => event(note.created_at, { kind: 'note', by: note.author_email, text: note.text })),
    ...quotes.map((quote) =>
      event(quote.requested_at, {
        kind: 'quote_request',
        by: lead.customer_email,
        text: `${quote.quantity} ${quote.quantity === 1 ? 'site' : 'sites'}${quote.note ? `: ${quote.note}` : ''}`,
      }),
    ),
    ...reviews.flatMap((review) => [
      event(review.requested_at, { kind: 'review_requested', by: review.requester_email, text: review.request_note }),
      ...(review.decided_at
        ? [
            event(review.decided_at, {
              kind: 'review_decided',
              by: review.engineer_name,
              to: review.status,
              text: review.decision_note,
            }),
          ]
        : []),
    ]),
  ];
  return events
    .map((entry, order) => ({ entry, order, time: Date.parse(entry.at) }))
    .sort((a, b) => a.time - b.time || a.order - b.order)
    .map(({ entry }) => entry);
}
