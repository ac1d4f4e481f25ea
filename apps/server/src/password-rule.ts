import { createRequire } from 'node:module';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { passwordSchema } from '@nprm/contracts';

// The scorer's dictionaries are some 5 MB of JavaScript: loaded when a password is first checked, not when the
// configuration module loads, so a server that never sets a password does not hold them.
const require = createRequire(import.meta.url);

/**
 * zxcvbn's score (0 to 4) a password needs: 3 is "safely unguessable: moderate protection from an offline attack"
 * (about 10^8 guesses or more), the customary floor. `aaaaaaaaaaaa`, `Password123!` and `qwertyuiopas` score 0-1.
 */
export const MIN_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD = 'is too easy to guess';

let scorer: ZxcvbnFactory | undefined;

/** The estimator with the common and English dictionaries, built on first use (about half a second). */
function strength(password: string): ZxcvbnResult {
  if (scorer === undefined) {
    const zxcvbn = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const english = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
    scorer = new zxcvbn.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  }
  return scorer.check(password);
}

/**
 * The one password rule of the server, for every way a password is set (the API, the admin command, the bootstrap
 * ADMIN_PASSWORD): the shared length rule (12 to 256 characters, not blank), then a zxcvbn score of at least
 * MIN_PASSWORD_SCORE. Undefined when the password passes, else the field message, with zxcvbn's reason in words:
 * "is too easy to guess: Repeated characters like "aaa" are easy to guess. Avoid repeated words and characters."
 */
export function passwordProblem(password: string): string | undefined {
  const shape = passwordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? 'is invalid';
  const { score, feedback } = strength(password);
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  const reasons = [feedback.warning, ...feedback.suggestions].filter((text): text is string => Boolean(text));
  return reasons.length > 0 ? `${WEAK_PASSWORD}: ${reasons.join(' ')}` : WEAK_PASSWORD;
}

/** passwordProblem as a schema (ADMIN_PASSWORD in the configuration). */
export const passwordRule = passwordSchema.superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
