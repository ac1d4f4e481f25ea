/**
 * The lead pipeline (the lead calls at /api/docs; docs/decisions/0054-lead-pipeline.md): a lead's status,
 * assignee and notes, each save at the version read (409 when stale) and written in the history. Rules and HTTP
 * errors live here.
 */
import { NOT_AN_ASSIGNEE, type Lead, type LeadUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { changedFields, recordedWrite, type Actor } from '../../db/history-rows.js';
import { staleRecord } from '../../db/lock-version.js';
import { ApiError, foundOr404 } from '../../errors.js';
import * as repository from './leads.repository.js';

/** The history's name of a lead (the last segment of its API path). */
export const LEADS_ENTITY = 'leads';

/** The lead as the calls answer it: its pipeline, its quote requests, and whom it may be assigned to. */
export async function leadRecord(db: Db, id: number): Promise<Lead> {
  const row = foundOr404(await repository.findLead(db, id));
  const [quotes, assignees] = await Promise.all([
    repository.quotesOf(db, id),
    repository.assignableUsers(db, row.reseller_id),
  ]);
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at?.toISOString() ?? null,
    quote_requests: quotes,
    assignable_users: assignees,
  };
}

/** The fields the history records of a lead: what a person changes. */
const pipelineFields = (lead: unknown) => {
  const { status, assigned_user_id, notes } = lead as Lead;
  return { status, assigned_user_id, notes };
};

/**
 * Saves the fields sent at the version read: 404 for an unknown lead, 422 for an assignee who is neither a
 * reseller user of the lead's reseller nor an administrator, 409 when another save came first. The change and its
 * history entry are one transaction.
 */
export async function updateLead(db: Db, actor: Actor, id: number, input: LeadUpdate): Promise<Lead> {
  const before = await leadRecord(db, id);
  const { lock_version, ...changes } = input;
  if (
    changes.assigned_user_id !== undefined &&
    changes.assigned_user_id !== null &&
    !before.assignable_users.some((user) => user.id === changes.assigned_user_id)
  ) {
    throw ApiError.validation({ assigned_user_id: [NOT_AN_ASSIGNEE] });
  }
  return recordedWrite(db, {
    actor,
    entity: LEADS_ENTITY,
    action: 'update',
    before,
    changes: (was, now) => changedFields(pipelineFields(was), pipelineFields(now)),
    write: async (tx) => {
      if (!(await repository.advanceLeadVersion(tx, id, lock_version)))
        throw await staleRecord(tx, LEADS_ENTITY, id, await leadRecord(tx, id));
      await repository.updateLead(tx, id, changes);
      return leadRecord(tx, id);
    },
  });
}
