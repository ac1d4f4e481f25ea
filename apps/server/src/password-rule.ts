import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordSchema } from '@nprm/contracts';

/** zxcvbn's list of common passwords (about 49,000, lower case); one lookup per check. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD = 'is too common; choose one that is harder to guess';

/**
 * The one password rule of the server: the shared length rule (12 to 256 characters, not blank) plus "not a common
 * password". Users created or changed through the admin command and the bootstrap ADMIN_PASSWORD all pass it.
 */
export const passwordRule = passwordSchema.refine(
  (password) => !COMMON_PASSWORDS.has(password.toLowerCase()),
  COMMON_PASSWORD,
);
