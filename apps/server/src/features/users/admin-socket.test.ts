import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { commandNeedsPassword } from './admin-command.js';
import { adminSocketPath, sendAdminCommand, serveAdminSocket } from './admin-socket.js';
import { findUserByEmail } from './users.repository.js';

/** docs/decisions/0019-users-roles-cli.md: `npm run admin` through the running server on the embedded database. */
describe('admin socket', () => {
  let t: TestApp;
  let dir: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'nprm-admin-'));
    mkdirSync(join(dir, 'admin'));
    writeFileSync(adminSocketPath(dir), 'stale'); // a socket file left by a crash is replaced
    close = await serveAdminSocket(adminSocketPath(dir), t.database.db);
  });
  afterAll(async () => {
    await close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('carries out the command on the server database, and only its own OS user may connect', async () => {
    expect(statSync(adminSocketPath(dir)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'admin')).mode & 0o777).toBe(0o700);
    const created = await sendAdminCommand(adminSocketPath(dir), {
      argv: ['create', '--email', 'sock@example.com'],
      password: 'a long enough password',
    });
    expect(created).toEqual({ code: 0, lines: [expect.stringMatching(/^Created admin user sock@example.com/)] });
    expect(await findUserByEmail(t.database.db, 'sock@example.com')).toMatchObject({ role: 'administrator' });
    const listed = await sendAdminCommand(adminSocketPath(dir), { argv: ['list'] });
    expect(listed?.lines.join('\n')).toContain('sock@example.com');
    const refused = await sendAdminCommand(adminSocketPath(dir), { argv: ['create', '--email', 'x@example.com'] });
    expect(refused).toEqual({ code: 1, lines: ['No terminal to ask for the password on: set ADMIN_PASSWORD.'] });
    expect((await sendAdminCommand(adminSocketPath(dir), { argv: ['bogus'] }))?.code).toBe(2);
  });

  it('answers undefined where no server listens, so the command opens the database itself', async () => {
    expect(await sendAdminCommand(join(dir, 'nothing.sock'), { argv: ['list'] })).toBeUndefined();
  });

  it('asks for the password first only for commands that need one', () => {
    expect(commandNeedsPassword(['create', '--email', 'a@example.com'])).toBe(true);
    expect(commandNeedsPassword(['password', '--email', 'a@example.com'])).toBe(true);
    expect(commandNeedsPassword(['list'])).toBe(false);
    expect(commandNeedsPassword(['create'])).toBe(false);
    expect(commandNeedsPassword(['create', '--bogus'])).toBe(false);
  });
});
