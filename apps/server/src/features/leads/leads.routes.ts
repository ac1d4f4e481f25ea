import {
  errorBody,
  errorResponses,
  lead,
  leadNote,
  leadNoteRequest,
  leadTimeline as leadTimelineSchema,
  leadUpdateRequest,
  quoteRequestAccepted,
  quoteRequestBody,
  recordPath,
  resultTokenParams,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/roles.js';
import { recordIdOr404 } from '../../routes/admin-resource.js';
import { parseRecordId } from '@nprm/contracts';
import { leadReseller } from './leads.repository.js';
import { addNote, leadTimeline } from './lead-work.service.js';
import { leadRecord, updateLead } from './leads.service.js';
import { requestQuote, type QuoteMail } from './quote-requests.service.js';

/**
 * Quote requests (the visitor, by share token) and the lead pipeline (administrators, and reseller users for their
 * own reseller's leads: 403 on another's): the lead and quote calls at /api/docs.
 */
export async function leadRoutes(instance: FastifyInstance, { mail }: { mail: QuoteMail }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  app.post(
    '/api/mount_search_results/token/:token/quote_requests',
    {
      schema: {
        summary: 'Ask the reseller for a quote',
        description:
          "Anyone with the share token, also a search's that found no mount (the 404's token). quantity: the " +
          'number of sites, a whole number 1–10,000; note optional (at most 2,000). 201 with the message shown to ' +
          "the visitor. Mailed (when the server sends mail) to the reseller's contact_email, else its enabled " +
          "reseller users, else the administrators, with a fit's report PDF or a no-fit's reason; the visitor " +
          "gets a confirmation at the search's own address only. Counted on the limits of the e-mailed report (3 " +
          'in any 24 hours to one address; MAIL_REPORTS_PER_CLIENT_HOUR per client address): 429 with ' +
          "Retry-After. 404 for an unknown token. Nothing is stored on an error; the lead's status is left as it is.",
        params: resultTokenParams,
        body: quoteRequestBody,
        response: { 201: quoteRequestAccepted, ...errorResponses, 429: errorBody },
      },
    },
    async (request, reply) => {
      const quote = await requestQuote({ db, config, mail }, request.params.token, request.body, request.ip);
      return reply.status(201).send(quote);
    },
  );

  // A reseller user reaches its own reseller's leads only; an unknown lead is the handler's 404.
  const ownLead = {
    resellerUsers: {
      reseller: async (request: { params: unknown }) => {
        const id = parseRecordId((request.params as { id: string }).id);
        const reseller = id === null ? undefined : await leadReseller(db, id);
        // A lead of no reseller is no reseller user's: -1 names no reseller, so the guard answers 403.
        return reseller === null ? -1 : reseller;
      },
    },
  };
  app.get(
    '/api/leads/:id',
    {
      onRequest: app.authenticate,
      config: ownLead,
      schema: {
        summary: 'A lead',
        description:
          "A saved search as a lead (its id is the search's): status (new until the first save), assignee, " +
          'next step and its due day, notes (oldest first), quote requests, the users it may be assigned to (the ' +
          'enabled reseller users of its reseller and the enabled administrators) and its search: site, antennas, ' +
          'mount, ballast, wind speed and its source, code basis, and the links to the result page and the report ' +
          "PDF (null without a fit). A reseller user: its reseller's leads only (403 otherwise).",
        params: recordPath,
        response: { 200: lead, ...errorResponses },
      },
    },
    async (request) => leadRecord(db, config, recordIdOr404(request.params.id)),
  );
  app.put(
    '/api/leads/:id',
    {
      onRequest: app.authenticate,
      config: ownLead,
      schema: {
        summary: 'Move a lead on',
        description:
          'Any of status (new, contacted, quoted, won, lost), assigned_user_id (one of the assignable users; null: ' +
          'nobody), next_step (at most 200; null: none) and next_step_due (YYYY-MM-DD; null: none), with the ' +
          'lock_version read (409 when stale). notes is refused (422): notes are added with POST …/notes. One ' +
          "history entry per save that changes something. A reseller user: its reseller's leads only (403 otherwise).",
        params: recordPath,
        body: leadUpdateRequest,
        response: { 200: lead, ...errorResponses },
      },
    },
    async (request) => updateLead(db, config, actorOf(request), recordIdOr404(request.params.id), request.body),
  );
  app.post(
    '/api/leads/:id/notes',
    {
      onRequest: app.authenticate,
      config: ownLead,
      schema: {
        summary: 'Add a note to a lead',
        description:
          'text: plain text, 1–4,000 characters after trimming. The note is kept with its author (the signed-in ' +
          "user) and time; notes are never changed or removed, and adding one leaves the lead's lock_version as it " +
          "is. 201 with the note. A reseller user: its reseller's leads only (403 otherwise).",
        params: recordPath,
        body: leadNoteRequest,
        response: { 201: leadNote, ...errorResponses },
      },
    },
    async (request, reply) => {
      const note = await addNote(db, actorOf(request), recordIdOr404(request.params.id), request.body);
      return reply.status(201).send(note);
    },
  );
  app.get(
    '/api/leads/:id/timeline',
    {
      onRequest: app.authenticate,
      config: ownLead,
      schema: {
        summary: "A lead's timeline",
        description:
          "The lead's events, oldest first: created (the search), status and assignee changes (from → to, by " +
          "whom), next step changes, notes, quote requests, and review requests and decisions. by is a user's " +
          "e-mail, the customer's for the search and its quote requests, the engineer's name for a review " +
          "decision. A reseller user: its reseller's leads only (403 otherwise).",
        params: recordPath,
        response: { 200: leadTimelineSchema, ...errorResponses },
      },
    },
    async (request) => leadTimeline(db, recordIdOr404(request.params.id)),
  );
}
