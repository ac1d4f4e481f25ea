import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url salt and hash), so the cost can be raised later and
 * old hashes still verify. N=2^15, r=8, p=3 is one of OWASP's recommended scrypt settings (32 MiB per hash).
 */
export const PASSWORD_COST: Readonly<ScryptCost> = { N: 2 ** 15, r: 8, p: 3 };
/** What new hashes cost: PASSWORD_COST, always, outside the tests. */
let cost: Readonly<ScryptCost> = PASSWORD_COST;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * Tests only (apps/server/src/test/setup.ts): a cheaper cost for new hashes. At OWASP's cost each hash is about a
 * quarter of a second of CPU, and the API tests create and sign in users in most files. Hashes keep their own cost,
 * so verifying is the same code either way. Refused outside Vitest, so no configuration can weaken production hashes.
 */
export function setPasswordCostForTests(testCost: Readonly<ScryptCost>): void {
  if (process.env.VITEST !== 'true') throw new Error('The password cost can only be changed in tests');
  cost = testCost;
}

function derive(password: string, salt: Buffer, cost: Readonly<ScryptCost>): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0) || N > 2 ** 20 || r > 32 || p > 16)
    return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check when the account does not exist, so response times do not reveal accounts. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
