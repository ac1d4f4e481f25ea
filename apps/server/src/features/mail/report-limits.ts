/**
 * The limits of "E-mail me this report" (docs/api.md, "Limits"; docs/decisions/0038-mail-limits.md), on the shared
 * counters (table rate_limit_counters, decision 0018), so every instance on one database counts together:
 *
 * - per recipient address, across every search: 3, forgotten only after a whole day without a report to it
 *   (`mail:to:<address>`, a window that every report moves to a day after it), so never more than 3 in any 24 hours
 *   (this also bounds one result's reports: it has one address);
 * - per client address: MAIL_REPORTS_PER_CLIENT_HOUR an hour (`mail:from:<ip>`, a fixed window).
 *
 * A report is admitted only when both admit it, and then counts on both, in one transaction holding the two rows'
 * locks: parallel requests on any instance cannot all slip in, and a refused request counts nowhere.
 */
import { EMAIL_CLIENT_TOO_MANY, EMAIL_REPORT_LIMIT, EMAIL_REPORT_TOO_MANY } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { updateCountersLocked, type Counter } from '../../limits/limits.repository.js';

const HOUR_MS = 60 * 60 * 1000;

export interface ReportLimit {
  key: string;
  limit: number;
  windowMs: number;
  /** true: each admitted report moves the window's end to `windowMs` after it (forgotten after that much quiet). */
  quiet: boolean;
  /** The 429's message when this limit refuses. */
  refusal: string;
}

/** The two limits one report request counts on. */
export function reportLimits(recipient: string, client: string, perClientHour: number): ReportLimit[] {
  return [
    {
      // Case does not pick another mailbox in practice: Ada@… and ada@… share one allowance.
      key: `mail:to:${recipient.trim().toLowerCase()}`,
      limit: EMAIL_REPORT_LIMIT.perAddress,
      windowMs: EMAIL_REPORT_LIMIT.quietHours * HOUR_MS,
      quiet: true,
      refusal: EMAIL_REPORT_TOO_MANY,
    },
    {
      key: `mail:from:${client}`,
      limit: perClientHour,
      windowMs: HOUR_MS,
      quiet: false,
      refusal: EMAIL_CLIENT_TOO_MANY,
    },
  ];
}

export type ReportAdmission =
  { admitted: true; next: Counter[] } | { admitted: false; retryAfterMs: number; refusal: string };

/** The limits' answer to one more report at `now`, given their counters (missing or ended: none yet). */
export function admitReport(limits: ReportLimit[], counters: Map<string, Counter>, now: number): ReportAdmission {
  const next: Counter[] = [];
  let refused: { retryAfterMs: number; refusal: string } | undefined;
  for (const { key, limit, windowMs, quiet, refusal } of limits) {
    const counter = counters.get(key);
    const current = counter && counter.windowEndsAt > now ? counter : undefined;
    const hits = current?.hits ?? 0;
    if (hits >= limit) {
      // The longest wait is the one that tells the truth: the others end before it.
      const retryAfterMs = current!.windowEndsAt - now;
      if (!refused || retryAfterMs > refused.retryAfterMs) refused = { retryAfterMs, refusal };
      continue;
    }
    const windowEndsAt = quiet || !current ? now + windowMs : current.windowEndsAt;
    next.push({ key, hits: hits + 1, windowEndsAt, blockedUntil: null });
  }
  return refused ? { admitted: false, ...refused } : { admitted: true, next };
}

/** Counts one report on `limits` when all admit it; else a 429 saying how long to wait and why (nothing counted). */
export async function countReport(db: Db, limits: ReportLimit[], now: number): Promise<void> {
  let answer: ReportAdmission | undefined;
  await updateCountersLocked(
    db,
    limits.map((limit) => limit.key),
    now,
    (counters) => {
      answer = admitReport(limits, counters, now);
      return answer.admitted ? answer.next : [];
    },
  );
  if (!answer || answer.admitted) return;
  throw ApiError.tooManyRequests(Math.max(1, Math.ceil(answer.retryAfterMs / 1000)), { errors: [answer.refusal] });
}
