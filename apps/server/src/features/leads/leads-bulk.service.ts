/**
 * A status or an assignee on many leads at once (the leads' bulk call at /api/docs; docs/api.md, "Bulk actions"):
 * one transaction, one savepoint and one history entry per lead changed, as a single save writes them; a lead
 * already so is unchanged, a lead not found, changed since it was selected or whose reseller the assignee is not
 * of is reported with the reason, and the others are written all the same.
 */
import {
  BULK_MESSAGES,
  bulkActionSummary,
  fullMessages,
  NOT_AN_ASSIGNEE,
  type BulkActionResult,
  type BulkRowResult,
  type Lead,
  type LeadBulkRequest,
} from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { changedFields, insertHistory, type Actor } from '../../db/history-rows.js';
import { ApiError } from '../../errors.js';
import { changedMeanwhile } from '../../routes/admin-bulk.js';
import * as repository from './leads.repository.js';
import { LEADS_ENTITY, leadRecord } from './leads.service.js';

const NOT_ASSIGNABLE = fullMessages({ assignee: [NOT_AN_ASSIGNEE] }).join('; ');

/** The lead as it is, undefined when there is no such search. */
async function leadOrUndefined(db: Db, id: number): Promise<Lead | undefined> {
  return (await repository.findLead(db, id)) === undefined ? undefined : leadRecord(db, id);
}

/** The fields a bulk change sets on this lead: those sent that differ from what it has. */
function changesFor(lead: Lead, input: LeadBulkRequest) {
  const changes: { status?: Lead['status']; assigned_user_id?: number | null } = {};
  if (input.status !== undefined && input.status !== lead.status) changes.status = input.status;
  if (input.assigned_user_id !== undefined && input.assigned_user_id !== lead.assigned_user_id)
    changes.assigned_user_id = input.assigned_user_id;
  return changes;
}

const bulkFields = (lead: Lead) => ({ status: lead.status, assigned_user_id: lead.assigned_user_id });

/**
 * Sets the status and/or assignee on every lead named (the caller has checked a reseller user's ownership). 422 on
 * assigned_user_id when it names no enabled administrator or reseller user at all.
 */
export async function bulkUpdateLeads(db: Db, actor: Actor, input: LeadBulkRequest): Promise<BulkActionResult> {
  const assignee = input.assigned_user_id;
  if (typeof assignee === 'number' && !(await repository.isAssignee(db, assignee)))
    throw ApiError.validation({ assigned_user_id: [NOT_AN_ASSIGNEE] });
  const before = new Map(await Promise.all(input.ids.map(async (id) => [id, await leadOrUndefined(db, id)] as const)));
  const stale = new Error('stale lock_version');

  /** One lead in its own savepoint, at the version read. */
  async function writeRow(tx: Tx, was: Lead, changes: ReturnType<typeof changesFor>): Promise<BulkRowResult> {
    try {
      await tx.transaction(async (savepoint) => {
        if (!(await repository.advanceLeadVersion(savepoint, was.id, was.lock_version))) throw stale;
        await repository.updateLead(savepoint, was.id, changes);
        const after = { ...bulkFields(was), ...changes };
        const entry = { actor, entity: LEADS_ENTITY, entityId: was.id, action: 'update' as const };
        await insertHistory(savepoint, { ...entry, changes: changedFields(bulkFields(was), after) });
      });
      return { id: was.id, outcome: 'changed', message: null };
    } catch (error) {
      if (error === stale) return changedMeanwhile(tx, LEADS_ENTITY, was.id);
      throw error;
    }
  }

  const rows = await db.transaction(async (tx) => {
    const results: BulkRowResult[] = [];
    for (const id of input.ids) {
      const was = before.get(id);
      const expected = input.lock_versions?.[String(id)];
      const changes = was && changesFor(was, input);
      if (was === undefined || changes === undefined)
        results.push({ id, outcome: 'refused', message: BULK_MESSAGES.notFound });
      else if (expected !== undefined && expected !== was.lock_version)
        results.push(await changedMeanwhile(tx, LEADS_ENTITY, id));
      else if (
        typeof changes.assigned_user_id === 'number' &&
        !was.assignable_users.some((user) => user.id === changes.assigned_user_id)
      )
        results.push({ id, outcome: 'refused', message: NOT_ASSIGNABLE });
      else if (Object.keys(changes).length === 0)
        results.push({ id, outcome: 'unchanged', message: BULK_MESSAGES.alreadySet });
      else results.push(await writeRow(tx, was, changes));
    }
    return results;
  });
  return bulkActionSummary(rows);
}
