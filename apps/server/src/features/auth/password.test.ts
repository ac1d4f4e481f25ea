import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, PASSWORD_COST, setPasswordCostForTests, verifyPassword } from './password.js';

// The server's test set-up lowers the cost for speed; this file puts the production cost back to check it.
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setPasswordCostForTests(TEST_COST);
  });

  it('stores scrypt at OWASP cost (N=2^15, r=8, p=3) with a salt, never the password, and verifies it', async () => {
    setPasswordCostForTests(PASSWORD_COST);
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stable', stored)).toBe(false);
  });

  it('verifies a hash by the cost written in it, whatever new hashes cost', async () => {
    const cheap = await hashPassword('a long enough password');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordCostForTests(PASSWORD_COST);
    expect(await verifyPassword('a long enough password', cheap)).toBe(true);
  });

  it('gives two hashes of one password different salts', async () => {
    expect(await hashPassword('same password twice')).not.toBe(await hashPassword('same password twice'));
  });

  it('never matches a malformed hash or a cost beyond its bounds', async () => {
    for (const stored of [
      '',
      'plain text',
      'scrypt$1024$8$1$salt',
      'bcrypt$1024$8$1$c2FsdA$aGFzaA',
      'scrypt$0$8$1$a$b',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
    expect(await verifyPassword('anything', `scrypt$${2 ** 21}$8$1$c2FsdA$${'A'.repeat(43)}`)).toBe(false);
  });

  it('refuses to change the cost outside Vitest', () => {
    vi.stubEnv('VITEST', '');
    expect(() => setPasswordCostForTests(TEST_COST)).toThrow('only be changed in tests');
  });
});
