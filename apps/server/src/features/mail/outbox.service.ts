/**
 * The outbox's rules (the outbox calls at /api/docs): only a failed message is retried, only a pending one is sent
 * now, only a pending or failed one is cancelled (a message being sent is in a worker's hands; a sent or cancelled one is done). Each change is one
 * transaction with its history entry, on the row locked first, so a worker's claim and an administrator on another
 * instance never both act on one message.
 */
import { outboxActionRefused, type OutboundEmail, type OutboundEmailStatus } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { changedFields, insertHistory, type Actor } from '../../db/history-rows.js';
import { ApiError } from '../../errors.js';
import { cancelEmail, lockOutboundEmail, makeEmailDue, requeueEmail } from './outbox.repository.js';

/** The queue's history entity (the last segment of its API path). */
export const OUTBOX_HISTORY_ENTITY = 'outbound_emails';

const RETRIABLE: readonly OutboundEmailStatus[] = ['failed'];
const CANCELLABLE: readonly OutboundEmailStatus[] = ['pending', 'failed'];
const SENDABLE_NOW: readonly OutboundEmailStatus[] = ['pending'];

async function changeEmail(
  db: Db,
  id: number,
  actor: Actor,
  allowed: readonly OutboundEmailStatus[],
  refusal: (status: OutboundEmailStatus) => string,
  write: (tx: Tx) => Promise<OutboundEmail>,
): Promise<OutboundEmail> {
  return db.transaction(async (tx) => {
    const before = await lockOutboundEmail(tx, id);
    if (!before) throw ApiError.notFound();
    if (!allowed.includes(before.status)) throw new ApiError(409, { errors: [refusal(before.status)] });
    const after = await write(tx);
    await insertHistory(tx, {
      actor,
      entity: OUTBOX_HISTORY_ENTITY,
      entityId: id,
      action: 'update',
      changes: changedFields(before, after),
    });
    return after;
  });
}

/** A failed message back to pending, due now, with its attempts counted afresh (a full round of retries). */
export function retryEmail(db: Db, id: number, actor: Actor, now: number): Promise<OutboundEmail> {
  return changeEmail(
    db,
    id,
    actor,
    RETRIABLE,
    (status) => outboxActionRefused('retried', status),
    (tx) => requeueEmail(tx, id, now),
  );
}

/** A pending or failed message that no worker will send. */
export function cancelOutboundEmail(db: Db, id: number, actor: Actor): Promise<OutboundEmail> {
  return changeEmail(
    db,
    id,
    actor,
    CANCELLABLE,
    (status) => outboxActionRefused('cancelled', status),
    (tx) => cancelEmail(tx, id),
  );
}

/**
 * A pending message made due now, so that this instance sends it at once (the route hands it to the worker); when a
 * worker elsewhere takes it first, that one sends it.
 */
export function sendEmailNow(db: Db, id: number, actor: Actor, now: number): Promise<OutboundEmail> {
  return changeEmail(
    db,
    id,
    actor,
    SENDABLE_NOW,
    (status) => outboxActionRefused('sent now', status),
    (tx) => makeEmailDue(tx, id, now),
  );
}
