/**
 * Deactivate or activate many catalogue records in one call (docs/api.md, "Bulk actions"): one transaction, one
 * savepoint and one history entry per record changed; a row already in the state asked for is unchanged, a row
 * not found, changed since it was selected or refused by the entity's own rule is reported with the reason, and
 * the others are written all the same.
 */
import {
  BULK_MESSAGES,
  bulkActionResult,
  bulkActionSummary,
  catalogueBulkRequest,
  errorResponses,
  fullMessages,
  type BulkRowResult,
  type FieldErrors,
} from '@nprm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../db/types.js';
import { changedFields, insertHistory, type Actor } from '../db/history-rows.js';
import { advanceLockVersion, lastWriter, type Versioned } from '../db/lock-version.js';
import { ApiError } from '../errors.js';
import { actorOf } from '../plugins/roles.js';

/**
 * A resource's bulk call. `owner` answers the reseller a record belongs to (undefined: no such record): given, a
 * reseller user may make the call for its own reseller's records, and any other reseller's id refuses the whole
 * request (403, nothing written).
 */
export interface BulkAccess {
  owner?(this: void, id: number): Promise<number | null | undefined>;
}

interface BulkResource {
  path: string;
  record: string;
  entity: string;
  table: Versioned;
  find(this: void, id: number): Promise<unknown>;
  setDeleted(this: void, db: Db, id: number, deleted: boolean, context: { actor: Actor }): Promise<unknown>;
  access: BulkAccess;
}

/** The record as it is, undefined when no record has the id (its find answers 404). */
async function readOrUndefined(find: (id: number) => Promise<unknown>, id: number) {
  try {
    return (await find(id)) as { id: number; deleted_at: string | null; lock_version: number };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** 403 for the whole request when a reseller user names any record of another reseller (or of none). */
export async function refuseOtherResellers(
  request: FastifyRequest,
  ids: number[],
  owner: (id: number) => Promise<number | null | undefined>,
): Promise<void> {
  const access = request.access;
  if (access?.role !== 'reseller_user') return;
  for (const id of ids) {
    const reseller = await owner(id);
    if (reseller !== undefined && reseller !== access.resellerId) throw ApiError.forbidden();
  }
}

/** Why a write refused a row (a 404, or the entity's rule as a 422), in words; anything else is no refusal. */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.statusCode === 404) return BULK_MESSAGES.notFound;
  if (error.statusCode !== 422) return undefined;
  return fullMessages(error.body.errors as FieldErrors).join('; ');
}

/** The refusal of a row that moved on after it was selected, naming who moved it. */
export async function changedMeanwhile(tx: Db | Tx, entity: string, id: number): Promise<BulkRowResult> {
  const writer = await lastWriter(tx, entity, id);
  return { id, outcome: 'refused', message: BULK_MESSAGES.changedMeanwhile(writer?.name ?? 'someone else') };
}

export function registerBulkActions(instance: FastifyInstance, resource: BulkResource): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const { record, entity, table, owner } = { ...resource, owner: resource.access.owner };
  const stale = new Error('stale lock_version');
  app.post(
    `${resource.path}/bulk_actions`,
    {
      onRequest: app.authenticate,
      ...(owner ? { config: { resellerUsers: {} } } : {}),
      schema: {
        summary: `Deactivate or activate many ${record}s`,
        description:
          `action (deactivate or activate) on every ${record} of ids (1 to 1,000, none twice), in one ` +
          `transaction with one history entry per ${record} changed. lock_versions, optional, maps ids to the ` +
          'versions read: a row that has moved on since is refused, not overwritten. 200 with each row: changed, ' +
          'unchanged (already in that state: not an error) or refused with the reason (not found, changed ' +
          `meanwhile, or the ${record}'s own rule), and the counts.` +
          (owner
            ? ` A reseller user for its own reseller's ${record}s only: any other id is a 403 and nothing is written.`
            : ''),
        body: catalogueBulkRequest,
        response: { 200: bulkActionResult, ...errorResponses },
      },
    },
    async (request) => {
      const { action, ids, lock_versions: versions } = request.body;
      if (owner) await refuseOtherResellers(request, ids, owner);
      const actor = actorOf(request);
      const deleted = action === 'deactivate';
      const before = new Map(
        await Promise.all(ids.map(async (id) => [id, await readOrUndefined(resource.find, id)] as const)),
      );
      const rows = await db.transaction(async (tx) => {
        const results: BulkRowResult[] = [];
        for (const id of ids) {
          const was = before.get(id);
          const expected = versions?.[String(id)];
          if (was === undefined) results.push({ id, outcome: 'refused', message: BULK_MESSAGES.notFound });
          else if (expected !== undefined && expected !== was.lock_version)
            results.push(await changedMeanwhile(tx, entity, id));
          else if ((was.deleted_at !== null) === deleted)
            results.push({
              id,
              outcome: 'unchanged',
              message: deleted ? BULK_MESSAGES.alreadyInactive : BULK_MESSAGES.alreadyActive,
            });
          else results.push(await writeRow(tx, id, was));
        }
        return results;

        /** One row in its own savepoint: a refusal rolls back that row only. */
        async function writeRow(tx: Tx, id: number, was: { lock_version: number }): Promise<BulkRowResult> {
          try {
            await tx.transaction(async (savepoint) => {
              // The version read must still be the row's: a save in between is reported, never overwritten.
              if (!(await advanceLockVersion(savepoint, table, id, was.lock_version))) throw stale;
              const after = await resource.setDeleted(savepoint, id, deleted, { actor });
              await insertHistory(savepoint, {
                actor,
                entity,
                entityId: id,
                action,
                changes: changedFields(was, after),
              });
            });
            return { id, outcome: 'changed', message: null };
          } catch (error) {
            if (error === stale) return changedMeanwhile(tx, entity, id);
            const refusal = refusalOf(error);
            if (refusal === undefined) throw error;
            return { id, outcome: 'refused', message: refusal };
          }
        }
      });
      const summary = bulkActionSummary(rows);
      if (summary.changed > 0) app.ctx.catalogue.changed();
      return summary;
    },
  );
}
