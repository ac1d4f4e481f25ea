/**
 * The e-mail worker one instance runs (docs/decisions/0038-mail-limits.md): it claims due messages from the shared
 * queue one at a time (mail.repository.ts: exclusive across instances), writes and sends each, and marks it sent, or
 * due again after an exponential wait, or failed after the last attempt. It polls now and then, and at once when this
 * instance queues a message; `stop` lets the message in hand finish.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  claimEmail,
  claimNextEmail,
  markEmailAttemptFailed,
  markEmailSent,
  type ClaimedEmail,
} from './mail.repository.js';
import type { MailTransport, OutgoingMail } from './transport.js';

/** The worker's timing; tests shorten every wait (buildApp's `mail` option). */
export interface MailWorkerTiming {
  /** Between looks at the queue when nothing woke the worker (other instances' messages). */
  pollMs: number;
  /** The wait after the first failed attempt; it doubles after each further one... */
  backoffBaseMs: number;
  /** ...up to this. */
  backoffMaxMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** How long a claim lasts; past it another worker may take the message (its sender died). */
  leaseMs: number;
  now: () => number;
}

export const DEFAULT_MAIL_TIMING: MailWorkerTiming = {
  pollMs: 5_000,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  maxAttempts: 8,
  leaseMs: 2 * 60_000,
  now: Date.now,
};

/** The wait before attempt `attempts + 1`: base · 2^(attempts − 1), capped (30 s, 1 min, 2 min, … 1 h). */
export function backoffMs(timing: Pick<MailWorkerTiming, 'backoffBaseMs' | 'backoffMaxMs'>, attempts: number): number {
  return Math.min(timing.backoffMaxMs, timing.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

export interface MailWorkerDeps {
  db: Db;
  transport: MailTransport;
  /** Writes the message of a claimed row (from the stored search at sending time). */
  compose: (email: ClaimedEmail) => Promise<OutgoingMail>;
  /** An error as it may be stored and logged: without credentials. */
  describeError: (error: unknown) => string;
  log: FastifyBaseLogger;
  timing: MailWorkerTiming;
}

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private stopping = false;
  private wokenWhileRunning = false;

  constructor(private readonly deps: MailWorkerDeps) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** A message was queued here: look now rather than at the next poll. */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for the message in hand; an unsent claim is taken again once its lease ends. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
    this.deps.transport.close();
  }

  /** Sends every message due now, one at a time; returns how many were sent. */
  async sendDue(): Promise<number> {
    let sent = 0;
    while (!this.stopping) {
      const email = await claimNextEmail(this.deps.db, this.deps.timing.now(), this.deps.timing.leaseMs);
      if (!email) break;
      if (await this.deliver(email)) sent += 1;
    }
    return sent;
  }

  /**
   * "Send now": sends this one message in the caller's hands, if it is pending and due and no worker holds it; true
   * when it was sent (a failure is counted and retried as any attempt).
   */
  async sendNow(id: number): Promise<boolean> {
    if (this.stopping) return false;
    const email = await claimEmail(this.deps.db, id, this.deps.timing.now(), this.deps.timing.leaseMs);
    return email ? this.deliver(email) : false;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.sendDue()
        .then(
          () => undefined,
          (error: unknown) => this.deps.log.error({ err: error }, 'e-mail queue: could not read the queue'),
        )
        .finally(() => {
          this.running = undefined;
          if (this.stopping) return;
          const again = this.wokenWhileRunning;
          this.wokenWhileRunning = false;
          this.schedule(again ? 0 : this.deps.timing.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async deliver(email: ClaimedEmail): Promise<boolean> {
    const { db, timing, log } = this.deps;
    let subject: string | null = null;
    try {
      const message = await this.deps.compose(email);
      subject = message.subject;
      await this.deps.transport.send(message);
    } catch (error) {
      const reason = this.deps.describeError(error);
      const final = email.attempts >= timing.maxAttempts;
      const retryAt = final ? null : timing.now() + backoffMs(timing, email.attempts);
      await markEmailAttemptFailed(db, email.id, { error: reason, retryAt, subject });
      const fields = { emailId: email.id, kind: email.kind, attempts: email.attempts, error: reason };
      if (final) log.error(fields, 'e-mail failed: no attempts left');
      else log.warn({ ...fields, retryAt: new Date(retryAt!).toISOString() }, 'e-mail attempt failed: will retry');
      return false;
    }
    await markEmailSent(db, email.id, timing.now(), subject);
    log.info({ emailId: email.id, kind: email.kind, attempts: email.attempts }, 'e-mail sent');
    return true;
  }
}
