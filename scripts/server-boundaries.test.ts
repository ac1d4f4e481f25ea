import { describe, expect, it } from 'vitest';
import { serverBoundaries } from '../apps/server/eslint.boundaries.js';
import { plantedImportLinter } from './restricted-imports.js';

/*
 * The server's walls on their own (no type information, so a file need not exist), as web-boundaries.test.ts checks
 * the web's: each planted import must be refused with the rule's message, and an allowed one must pass.
 */
const restrictedImportMessages = plantedImportLinter(serverBoundaries, 'apps/server/src');

describe('server walls (lint)', () => {
  it.each([
    ['features/mail/planted.ts', '../resellers/public-url.js', 'only through its index.ts'],
    ['features/mail/planted.ts', '../../features/mount-search/saved-result.js', 'only through its index.ts'],
    ['features/mail/planted.test.ts', '../mount-search/mount-search.repository.js', 'only through its index.ts'],
    ['features/report/planted.ts', '../../app.js', 'Only the composition'],
    ['features/users/planted.ts', '../../cli/admin.js', 'Only the composition'],
    ['db/planted.ts', '../features/users/users.service.js', 'Shared modules'],
    ['plugins/planted.ts', '../features/auth/index.js', 'Shared modules'],
    ['context.ts', './features/mail/mail.service.js', 'Shared modules'],
    ['limits/planted.ts', '../test/helpers.js', 'test harness'],
    ['routes/planted.ts', '../main.js', 'Only the composition'],
    ['db/planted.test.ts', '../features/mount-search/mount-search.repository.js', 'through its index.ts'],
  ])('%s may not import %s', async (file, source, message) => {
    const messages = await restrictedImportMessages(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ['features/mail/planted.ts', '../resellers/index.js'],
    ['features/mail/planted.ts', './mail.repository.js'],
    ['features/mail/planted.ts', '../../db/client.js'],
    ['features/mail/planted.ts', '../../plugins/roles.js'],
    ['features/mail/planted.ts', '../../limits/limits.repository.js'],
    ['features/mail/planted.ts', '@nprm/contracts'],
    ['features/users/planted.test.ts', '../../bootstrap.js'],
    ['features/users/planted.test.ts', '../../test/helpers.js'],
    ['plugins/planted.ts', '../db/schema.js'],
    ['config.ts', './smtp-url.js'],
    ['db/planted.test.ts', '../features/mount-search/index.js'],
    ['app.ts', './features/mail/mail.service.js'],
    ['cli/planted.ts', '../features/users/admin-command.js'],
  ])('%s may import %s', async (file, source) => {
    expect(await restrictedImportMessages(file, source)).toEqual([]);
  });
});
