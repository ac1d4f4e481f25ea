import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import {
  commandNeedsPassword,
  readPassword,
  runAdminCommand,
  type AdminCommandIo,
} from '../features/users/admin-command.js';
import { adminSocketPath, sendAdminCommand } from '../features/users/admin-socket.js';
import { UserInputError } from '../features/users/users.service.js';

/**
 * Reads lines from the terminal without echoing them. Input typed ahead (both answers pasted at once) is kept
 * for the next question.
 */
function secretReader(): (question: string) => Promise<string> {
  const stdin = process.stdin;
  let pending = '';
  return (question) => {
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    return new Promise((resolve, reject) => {
      const finish = () => {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off('data', onData);
        process.stdout.write('\n');
      };
      const take = (): boolean => {
        let value = '';
        for (let i = 0; i < pending.length; i++) {
          const char = pending[i]!;
          if (char === '\r' || char === '\n') {
            pending = pending.slice(i + (char === '\r' && pending[i + 1] === '\n' ? 2 : 1));
            finish();
            resolve(value);
            return true;
          }
          if (char === '\u0003' || char === '\u0004') {
            finish();
            reject(new Error('Cancelled.'));
            return true;
          }
          if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
          else value += char;
        }
        return false;
      };
      const onData = (chunk: string) => {
        pending += chunk;
        take();
      };
      if (!take()) {
        stdin.on('data', onData);
        stdin.resume();
      }
    });
  };
}

/**
 * With the embedded database and a server running on it, the server carries the command out (PGlite allows one
 * process): the password is asked for here, once, and sent along. Otherwise the command opens the database itself.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const argv = process.argv.slice(2);
  const print = (line: string) => console.log(line);
  const io: AdminCommandIo = {
    passwordFromEnv: process.env.ADMIN_PASSWORD,
    askSecret: process.stdin.isTTY ? secretReader() : undefined,
    print,
  };
  if (!config.databaseUrl) {
    let password: string | undefined;
    try {
      password = commandNeedsPassword(argv) ? await readPassword(io) : undefined;
    } catch (error) {
      if (!(error instanceof UserInputError)) throw error;
      print(error.message); // the command's own refusal: two different answers, or no way to ask
      return 1;
    }
    const reply = await sendAdminCommand(adminSocketPath(config.dataDir), { argv, password });
    if (reply) {
      reply.lines.forEach(print);
      return reply.code;
    }
    if (password !== undefined) io.passwordFromEnv = password;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    return await runAdminCommand(argv, database.db, io);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
