import type { Db } from '../../db/client.js';
import { deleteCounter, refundHit, updateCountersLocked, type Counter } from '../../limits/limits.repository.js';

/**
 * Sign-in throttling (docs/api.md, Authentication), shared by every instance through the database. An attempt is
 * counted BEFORE its password is checked, under the counters' row locks, so parallel attempts cannot all get
 * through. Two counters: one per (account, address) with `maxFailures` free attempts, one per address with five
 * times as many (several people behind one office address). When a counter reaches its limit it asks for a wait
 * that doubles with every further attempt (15 s, 30 s, 1 min … at most 15 min) instead of locking the account:
 * failures from other addresses never stop the real admin. A successful sign-in gives its attempt back. A counter is
 * forgotten 15 minutes after its last attempt or the end of its wait.
 */
export const SIGN_IN_MEMORY_MS = 15 * 60 * 1000;
export const FIRST_WAIT_MS = 15 * 1000;
export const LONGEST_WAIT_MS = 15 * 60 * 1000;
export const ADDRESS_LIMIT_FACTOR = 5;

/** The wait asked for after the attempt `excess` attempts past the limit (0 = the attempt that reached it). */
export function waitAfter(excess: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(excess, 30), LONGEST_WAIT_MS);
}

/** "15 seconds", "1 minute", "8 minutes": a wait in a 429 message, rounded up to whole minutes from a minute. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A refused attempt's Retry-After (whole seconds) and message: `what` failed too often ("failed sign-in", "failed
 * password"), or was asked too often ("password reset").
 */
export function refusedAttempt(waitMs: number, what: string): { retryAfter: number; message: string } {
  const seconds = Math.ceil(waitMs / 1000);
  return {
    retryAfter: seconds,
    message: `Too many ${what} attempts. Please wait ${waitText(seconds)} and try again.`,
  };
}

export type Admission = { admitted: true; next: Counter } | { admitted: false; retryAfterMs: number };

/** One counter's answer to one more attempt at `now`. */
export function admitAttempt(key: string, counter: Counter | undefined, limit: number, now: number): Admission {
  const current = counter && counter.windowEndsAt > now ? counter : undefined;
  if (current?.blockedUntil != null && current.blockedUntil > now) {
    return { admitted: false, retryAfterMs: current.blockedUntil - now };
  }
  const hits = (current?.hits ?? 0) + 1;
  const blockedUntil = hits >= limit ? now + waitAfter(hits - limit) : null;
  return {
    admitted: true,
    next: { key, hits, blockedUntil, windowEndsAt: Math.max(now, blockedUntil ?? now) + SIGN_IN_MEMORY_MS },
  };
}

interface ThrottleKey {
  key: string;
  limit: number;
}

/**
 * Every check of a password against an account goes through one of these (sign-in, and the password change's
 * `current_password`), with the same keys: guesses through either count against both.
 */
export class SignInThrottle {
  /**
   * `scope` names the counters: "sign-in" for every password check; the password-reset requests count on their own
   * ("password-reset"), with the same limits and waits.
   */
  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly now: () => number = Date.now,
    private readonly scope = 'sign-in',
  ) {}

  private keys(email: string, address: string): ThrottleKey[] {
    const keys = [{ key: `${this.scope}:address:${address}`, limit: this.maxFailures * ADDRESS_LIMIT_FACTOR }];
    // The address comes first: it holds no space, so no two (address, e-mail) pairs give one key.
    if (email) keys.push({ key: `${this.scope}:account:${address} ${email.toLowerCase()}`, limit: this.maxFailures });
    return keys;
  }

  /** Counts the attempt; 0 when it may be checked, else the milliseconds to wait (nothing was counted). */
  async attempt(email: string, address: string): Promise<number> {
    const keys = this.keys(email, address);
    const now = this.now();
    let wait = 0;
    await updateCountersLocked(
      this.db,
      keys.map((k) => k.key),
      now,
      (counters) => {
        // The time once the rows are locked: an attempt that waited for the lock behind the one that set a wait
        // must not measure that wait from before it began (it would ask for a second more than the wait).
        const lockedAt = Math.max(now, this.now());
        const answers = keys.map(({ key, limit }) => admitAttempt(key, counters.get(key), limit, lockedAt));
        wait = Math.max(0, ...answers.map((a) => (a.admitted ? 0 : a.retryAfterMs)));
        return wait > 0 ? [] : answers.flatMap((a) => (a.admitted ? [a.next] : []));
      },
    );
    return wait;
  }

  /** A successful sign-in: the account's count from this address is forgotten, the address gets its attempt back. */
  async succeeded(email: string, address: string): Promise<void> {
    const [byAddress, byAccount] = this.keys(email, address);
    if (byAccount) await deleteCounter(this.db, byAccount.key);
    await refundHit(this.db, byAddress!.key, byAddress!.limit);
  }
}
