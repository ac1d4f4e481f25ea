import { chmodSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database's files hold the users' e-mails and password hashes (the write-ahead log too): only the
 * account the server runs as may read or write them. Every file the process creates from now on is private
 * (umask 077: folders 0700, files 0600), and a data directory others may write is refused, since whoever can
 * write it can change the database under the server.
 */
export function keepDataDirPrivate(folders: readonly string[]): void {
  process.umask(0o077);
  for (const folder of folders) refuseSharedFolder(folder);
}

/** Stops start-up when `folder` (if it exists yet) can be written by its group or by anyone, naming the fix. */
function refuseSharedFolder(folder: string): void {
  let mode: number;
  try {
    mode = statSync(folder).mode;
  } catch {
    return; // not there yet: created below with the private umask
  }
  if ((mode & 0o022) === 0) return;
  throw new Error(
    `The data directory ${folder} can be written by other users (mode ${(mode & 0o777).toString(8)}). ` +
      `Make it the server's own and start again: chmod 700 '${folder.replace(/'/g, `'\\''`)}'`,
  );
}

/**
 * Takes group and other access away from everything below `folder` (not `folder` itself: its mode is the
 * operator's): files written before the umask, and those copied from the build's template with its modes.
 */
export function makePrivate(folder: string): void {
  const owner = process.getuid?.();
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    const stat = lstatSync(path);
    // Only the server's own: chmod of another account's file would fail, and is not ours to change.
    const open = (stat.mode & 0o077) !== 0 && (owner === undefined || stat.uid === owner);
    if (stat.isDirectory()) {
      if (open) chmodSync(path, 0o700);
      makePrivate(path);
    } else if (stat.isFile() && open) {
      chmodSync(path, 0o600);
    }
  }
}
