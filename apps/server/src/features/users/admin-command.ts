import { parseArgs } from 'node:util';
import type { Db } from '../../db/client.js';
import { listUsers } from './users.repository.js';
import { changePassword, createUser, UserInputError } from './users.service.js';

export const ADMIN_USAGE = `Usage:
  npm run admin -- create --email you@example.com [--name "Your Name"]
  npm run admin -- password --email you@example.com
  npm run admin -- list

The password is read from ADMIN_PASSWORD, or asked for on the terminal (not shown as you type).
Passwords need 12 to 256 characters and must not be a common password.
The database is the one the server uses (DATA_DIR or DATABASE_URL). With the embedded database, a running server
carries the command out itself (through its admin socket in DATA_DIR); otherwise the command opens the database.`;

export interface AdminCommandIo {
  /** ADMIN_PASSWORD, if set. */
  passwordFromEnv: string | undefined;
  /** Asks for a secret without echo; undefined when there is no terminal to ask on. */
  askSecret: ((question: string) => Promise<string>) | undefined;
  print(line: string): void;
}

export async function readPassword(io: AdminCommandIo): Promise<string> {
  if (io.passwordFromEnv !== undefined && io.passwordFromEnv !== '') return io.passwordFromEnv;
  if (!io.askSecret) throw new UserInputError('No terminal to ask for the password on: set ADMIN_PASSWORD.');
  const password = await io.askSecret('Password (at least 12 characters): ');
  const again = await io.askSecret('Same password again: ');
  if (password !== again) throw new UserInputError('The two passwords differ; nothing was changed.');
  return password;
}

function parseCommand(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
}

/** True when the command will need a password (asked for on this terminal before it goes to a running server). */
export function commandNeedsPassword(argv: string[]): boolean {
  try {
    const { positionals, values } = parseCommand(argv);
    return (positionals[0] === 'create' || positionals[0] === 'password') && positionals.length === 1 && !!values.email;
  } catch {
    return false;
  }
}

/** `npm run admin -- …`: returns the process exit code (0 done, 1 refused, 2 usage). */
export async function runAdminCommand(argv: string[], db: Db, io: AdminCommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    io.print(`${(error as Error).message}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const [command, ...extra] = parsed.positionals;
  const { email, name } = parsed.values;
  try {
    if (command === 'create' && email && extra.length === 0) {
      const user = await createUser(db, { email, name: name ?? null, password: await readPassword(io) });
      io.print(`Created admin user ${user.email} (id ${user.id}).`);
      return 0;
    }
    if (command === 'password' && email && extra.length === 0) {
      const user = await changePassword(db, email, await readPassword(io));
      io.print(`Password changed for ${user.email}; its sessions were signed out.`);
      return 0;
    }
    if (command === 'list' && extra.length === 0) {
      const users = await listUsers(db);
      if (users.length === 0) io.print('No admin users yet.');
      for (const user of users)
        io.print(`${user.id}\t${user.email}\t${user.name ?? ''}\t${user.created_at.toISOString()}`);
      return 0;
    }
  } catch (error) {
    if (error instanceof UserInputError) {
      io.print(error.message);
      return 1;
    }
    throw error;
  }
  io.print(ADMIN_USAGE);
  return 2;
}
