import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { users } from '../../db/tables.js';
import { bootstrapDatabase } from '../../bootstrap.js';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers.js';
import { runAdminCommand, type AdminCommandIo } from './admin-command.js';
import { countUsers, findUserByEmail } from './users.repository.js';

const silentLog = { info: () => undefined, warn: () => undefined } as unknown as Parameters<
  typeof bootstrapDatabase
>[2];

describe('admin users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function io(overrides: Partial<AdminCommandIo> = {}) {
    const lines: string[] = [];
    return {
      lines,
      io: { passwordFromEnv: undefined, askSecret: undefined, print: (line: string) => lines.push(line), ...overrides },
    };
  }
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, password },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1`,
    });

  it('creates no user at start-up without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    await bootstrapDatabase(t.database.db, testConfig(), silentLog);
    expect(await countUsers(t.database.db)).toBe(0);
  });

  it('creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD on a database with no users, once', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: 'first admin password' });
    await bootstrapDatabase(t.database.db, config, silentLog);
    await bootstrapDatabase(
      t.database.db,
      testConfig({ ADMIN_EMAIL: 'second@example.com', ADMIN_PASSWORD: 'second admin password' }),
      silentLog,
    );
    const rows = await t.database.db.select().from(users);
    expect(rows.map((row) => row.email)).toEqual(['first@example.com']);
    // Stored as a salted scrypt hash (at the tests' low cost here; password.test.ts checks the production cost).
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(rows[0]!.password_hash).not.toContain('first admin password');
    expect((await signIn('first@example.com', 'first admin password')).statusCode).toBe(200);
  });

  it('creates a user from the command line with ADMIN_PASSWORD', async () => {
    const run = io({ passwordFromEnv: 'a long enough password' });
    expect(
      await runAdminCommand(['create', '--email', 'Cli@Example.com', '--name', 'Cli User'], t.database.db, run.io),
    ).toBe(0);
    expect(run.lines[0]).toMatch(/^Created admin user Cli@Example.com/);
    expect(await findUserByEmail(t.database.db, 'cli@example.com')).toMatchObject({ name: 'Cli User' });
    expect((await signIn('cli@example.com', 'a long enough password')).statusCode).toBe(200);
  });

  it('asks twice on a terminal and refuses different answers', async () => {
    const answers = ['terminal password 1', 'terminal password 2'];
    const run = io({ askSecret: async () => answers.shift()! });
    expect(await runAdminCommand(['create', '--email', 'tty@example.com'], t.database.db, run.io)).toBe(1);
    expect(run.lines).toEqual(['The two passwords differ; nothing was changed.']);
    const same = io({ askSecret: async () => 'terminal password 1' });
    expect(await runAdminCommand(['create', '--email', 'tty@example.com'], t.database.db, same.io)).toBe(0);
  });

  it('refuses short passwords, bad e-mails, duplicates and a missing password source', async () => {
    const cases: [string[], string | undefined, RegExp][] = [
      [['create', '--email', 'short@example.com'], 'too short', /at least 12 characters/],
      [['create', '--email', 'not-an-email'], 'a long enough password', /is not an e-mail address/],
      [['create', '--email', 'CLI@example.com'], 'a long enough password', /already exists/],
      [['create', '--email', 'nopass@example.com'], undefined, /set ADMIN_PASSWORD/],
      [['password', '--email', 'ghost@example.com'], 'a long enough password', /no user/],
    ];
    for (const [argv, password, message] of cases) {
      const run = io({ passwordFromEnv: password });
      expect(await runAdminCommand(argv, t.database.db, run.io), argv.join(' ')).toBe(1);
      expect(run.lines.join('\n')).toMatch(message);
    }
    expect(await findUserByEmail(t.database.db, 'short@example.com')).toBeUndefined();
  });

  it('refuses blank, over-long and easily guessed passwords (zxcvbn score below 3), also as ADMIN_PASSWORD', async () => {
    const cases: [string, RegExp][] = [
      [' '.repeat(12), /Password can't be blank/],
      ['x'.repeat(257), /is too long \(maximum is 256 characters\)/],
      ['Password1234', /Password is too easy to guess: This is similar to a commonly used password\./],
      ['qazwsxedc123', /Password is too easy to guess: /],
      ['aaaaaaaaaaaa', /Password is too easy to guess: Repeated characters like "aaa" are easy to guess\./],
      ['Password123!', /Password is too easy to guess: /],
      ['qwertyuiopas', /Password is too easy to guess: /],
    ];
    for (const [password, message] of cases) {
      const run = io({ passwordFromEnv: password });
      expect(await runAdminCommand(['create', '--email', 'weak@example.com'], t.database.db, run.io)).toBe(1);
      expect(run.lines.join('\n')).toMatch(message);
    }
    expect(await findUserByEmail(t.database.db, 'weak@example.com')).toBeUndefined();
    // 256 characters that repeat nothing a guesser would try. Letters only: digits are l33t spellings of letters, and
    // zxcvbn tries each such reading of every stretch of the password, which takes it seconds at this length.
    const long = Array.from({ length: 256 }, (_, i) => 'bdfhjkmnpqrstvwxz'[(i * i + 7 * i) % 17]).join('');
    const fine = io({ passwordFromEnv: long });
    expect(await runAdminCommand(['create', '--email', 'long@example.com'], t.database.db, fine.io)).toBe(0);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password1234' })).toThrow(/ADMIN_PASSWORD: is too easy to guess: /);
    expect(loadConfig({ ADMIN_PASSWORD: 'a long enough password' }).adminPassword).toBe('a long enough password');
  });

  it('changes a password and signs the user out everywhere', async () => {
    const session = await signIn('cli@example.com', 'a long enough password');
    const headers = Object.fromEntries(
      ['access-token', 'client', 'uid'].map((name) => [name, String(session.headers[name])]),
    );
    const run = io({ passwordFromEnv: 'a brand new password' });
    expect(await runAdminCommand(['password', '--email', 'cli@example.com'], t.database.db, run.io)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers })).statusCode).toBe(401);
    expect((await signIn('cli@example.com', 'a long enough password')).statusCode).toBe(401);
    expect((await signIn('cli@example.com', 'a brand new password')).statusCode).toBe(200);
  });

  it('lists users and explains usage', async () => {
    const run = io();
    expect(await runAdminCommand(['list'], t.database.db, run.io)).toBe(0);
    expect(run.lines.map((line) => line.split('\t')[1])).toEqual([
      'first@example.com',
      'Cli@Example.com',
      'tty@example.com',
      'long@example.com',
    ]);
    for (const argv of [[], ['delete'], ['create'], ['create', '--email'], ['list', '--bogus']]) {
      const usage = io();
      expect(await runAdminCommand(argv, t.database.db, usage.io), argv.join(' ')).toBe(2);
      expect(usage.lines.join('\n')).toContain('npm run admin -- create --email');
    }
  });
});
