/**
 * `npm run admin` while the server runs on the embedded database (docs/decisions/0019-users-roles-cli.md). PGlite
 * allows one process, so the server listens on a Unix socket in its data directory (admin/admin.sock), reachable by
 * its own operating-system user only, and carries the command out on its own database. One request per connection:
 * a JSON line {argv, password?} in, a JSON line {code, lines} out.
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type { Db } from '../../db/client.js';
import { runAdminCommand } from './admin-command.js';

/** In the data directory: admin/admin.sock (the folder is 0700, the socket 0600). */
export const ADMIN_SOCKET_FILE = join('admin', 'admin.sock');
const MAX_REQUEST = 16 * 1024;

export interface AdminSocketRequest {
  argv: string[];
  password?: string | undefined;
}
export interface AdminSocketReply {
  code: number;
  lines: string[];
}

export const adminSocketPath = (dataDir: string): string => join(dataDir, ADMIN_SOCKET_FILE);

function parseRequest(text: string): AdminSocketRequest | undefined {
  try {
    const value = JSON.parse(text) as Partial<AdminSocketRequest>;
    const argv = value.argv;
    if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string')) return undefined;
    if (value.password !== undefined && typeof value.password !== 'string') return undefined;
    return { argv, password: value.password };
  } catch {
    return undefined;
  }
}

/** Listens on `path` (mode 0600) until the returned close is called. */
export async function serveAdminSocket(path: string, db: Db): Promise<() => Promise<void>> {
  // A folder only this OS user may enter holds the socket, so nobody else reaches it even before the chmod.
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  chmodSync(dirname(path), 0o700);
  rmSync(path, { force: true }); // left by a server that stopped abruptly; the data directory lock is ours
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST) return socket.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      const request = parseRequest(buffer.slice(0, end));
      const lines: string[] = [];
      const answer = (reply: AdminSocketReply) => socket.end(`${JSON.stringify(reply)}\n`);
      if (!request) return answer({ code: 2, lines: ['The admin request could not be read.'] });
      runAdminCommand(request.argv, db, {
        passwordFromEnv: request.password,
        askSecret: undefined,
        print: (line) => lines.push(line),
      }).then(
        (code) => answer({ code, lines }),
        (error: unknown) => answer({ code: 1, lines: [...lines, error instanceof Error ? error.message : 'failed'] }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Sends a command to a running server; undefined when no server listens there (the CLI then opens the database). */
export function sendAdminCommand(path: string, request: AdminSocketRequest): Promise<AdminSocketReply | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let buffer = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (buffer += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer) as AdminSocketReply);
      } catch {
        reject(new Error('The running server gave no answer to the admin command.'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) resolve(undefined);
      else reject(error);
    });
  });
}
