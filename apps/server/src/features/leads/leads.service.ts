/**
 * The lead pipeline (the lead calls at /api/docs; docs/decisions/0054-lead-pipeline.md): a lead's status,
 * assignee and next step, each save at the version read (409 when stale) and written in the history. Rules and HTTP
 * errors live here.
 */
import { NOT_AN_ASSIGNEE, type Lead, type LeadUpdate } from '@nprm/contracts';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/types.js';
import { changedFields, recordedWrite, type Actor } from '../../db/history-rows.js';
import { staleRecord } from '../../db/lock-version.js';
import { ApiError, foundOr404 } from '../../errors.js';
import { findSearchResultById } from '../mount-search/index.js';
import { leadSearchOf } from './lead-work.service.js';
import { notesOf } from './lead-work.repository.js';
import * as repository from './leads.repository.js';

/** A lead's pipeline, notes and quote requests, and whom it may be assigned to: all of it but its search. */
async function pipelineOf(db: Db | Tx, id: number): Promise<Omit<Lead, 'search'>> {
  const row = foundOr404(await repository.findLead(db, id));
  const [notes, quotes, assignees] = await Promise.all([
    notesOf(db, id),
    repository.quotesOf(db, id),
    repository.assignableUsers(db, row.reseller_id),
  ]);
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at?.toISOString() ?? null,
    notes,
    quote_requests: quotes,
    assignable_users: assignees,
  };
}

/** The lead as the calls answer it: its pipeline, notes and quote requests, whom it may be assigned to, its search. */
export async function leadRecord(db: Db, config: AppConfig, id: number): Promise<Lead> {
  const [pipeline, saved] = await Promise.all([pipelineOf(db, id), findSearchResultById(db, id)]);
  return { ...pipeline, search: leadSearchOf(foundOr404(saved), config) };
}

/** The fields the history records of a lead: what a person changes. */
const pipelineFields = (lead: unknown) => {
  const { status, assigned_user_id, next_step, next_step_due } = lead as Lead;
  return { status, assigned_user_id, next_step, next_step_due };
};

/**
 * Saves the fields sent at the version read: 404 for an unknown lead, 422 for an assignee who is neither a
 * reseller user of the lead's reseller nor an administrator, 409 when another save came first. The change and its
 * history entry are one transaction.
 */
export async function updateLead(
  db: Db,
  config: AppConfig,
  actor: Actor,
  id: number,
  input: LeadUpdate,
): Promise<Lead> {
  const before = await leadRecord(db, config, id);
  const { lock_version, notes: _notes, ...changes } = input;
  if (
    changes.assigned_user_id !== undefined &&
    changes.assigned_user_id !== null &&
    !before.assignable_users.some((user) => user.id === changes.assigned_user_id)
  ) {
    throw ApiError.validation({ assigned_user_id: [NOT_AN_ASSIGNEE] });
  }
  return recordedWrite(db, {
    actor,
    entity: repository.LEADS_ENTITY,
    action: 'update',
    before,
    changes: (was, now) => changedFields(pipelineFields(was), pipelineFields(now)),
    write: async (tx) => {
      // The search never changes, so the answer keeps the one read before.
      const read = async () => ({ ...(await pipelineOf(tx, id)), search: before.search });
      if (!(await repository.advanceLeadVersion(tx, id, lock_version)))
        throw await staleRecord(tx, repository.LEADS_ENTITY, id, await read());
      await repository.updateLead(tx, id, changes);
      return read();
    },
  });
}
