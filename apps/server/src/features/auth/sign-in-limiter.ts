/**
 * Counts failed sign-ins per key (a client address, an account) in fixed 15-minute windows. Once a key reaches
 * the limit, sign-ins for it are refused (429) until its window ends, even with the right password.
 * In memory: one server process per database is the supported set-up (PGlite allows no other).
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 100_000;

interface Window {
  failures: number;
  endsAt: number;
}

export class SignInLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxFailures: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the first blocked key may try again, or 0 when none is blocked. */
  retryAfterMs(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const window = this.windows.get(key);
      if (window && window.endsAt > now && window.failures >= this.maxFailures)
        wait = Math.max(wait, window.endsAt - now);
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    const now = this.now();
    if (this.windows.size >= MAX_TRACKED_KEYS) this.prune(now);
    for (const key of keys) {
      const window = this.windows.get(key);
      if (window && window.endsAt > now) window.failures += 1;
      else this.windows.set(key, { failures: 1, endsAt: now + SIGN_IN_WINDOW_MS });
    }
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full (an attack from many addresses): drop the oldest windows rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_TRACKED_KEYS) break;
      this.windows.delete(key);
    }
  }
}
