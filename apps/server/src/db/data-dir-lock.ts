import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: a second process on the same directory silently loses writes. The lock is a
 * folder `<dataDir>.lock` of numbered generations; the highest one says who holds the directory (a pid, or
 * `released`). A process takes the lock by creating the next generation with `link` (atomic: it fails when the
 * name exists, and the file appears with its pid already written), and only when the highest one is released or
 * names a process that no longer runs. Two processes that find the same stale holder both try the same next
 * number, so exactly one gets it; nothing is ever removed from under a live holder (a holder's generation is only
 * replaced by its own release, and older generations are history). See docs/decisions/0017-scale-out-startup.md.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockDir = `${dataDir}.lock`;
  removeLegacyLockFile(lockDir, dataDir);
  mkdirSync(lockDir, { recursive: true });
  const mine = join(lockDir, `.claim-${process.pid}-${randomUUID()}`);
  writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const generations = listGenerations(lockDir);
      const latest = generations.at(-1);
      if (latest !== undefined) {
        const holder = readHolder(join(lockDir, String(latest)));
        if (holder === 'gone') continue; // replaced meanwhile: look again
        if (typeof holder === 'number' && holder !== process.pid && isRunning(holder)) throw inUse(dataDir, holder);
      }
      const next = (latest ?? 0) + 1;
      try {
        linkSync(mine, join(lockDir, String(next)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue; // another process took it first
        throw error;
      }
      for (const older of generations) rmSync(join(lockDir, String(older)), { force: true });
      return () => release(lockDir, next);
    }
    throw new Error(`Could not lock the data directory ${dataDir}.`);
  } finally {
    rmSync(mine, { force: true });
  }
}

/** The process holding the data directory's lock, or undefined when it is free (released or never taken). */
export function dataDirLockHolder(dataDir: string): number | undefined {
  const lockDir = `${dataDir}.lock`;
  const latest = listGenerations(lockDir).at(-1);
  if (latest === undefined) return undefined;
  const holder = readHolder(join(lockDir, String(latest)));
  return typeof holder === 'number' ? holder : undefined;
}

function release(lockDir: string, generation: number): void {
  // Replaced, never removed: an empty folder would let a process that saw an older generation start over at 1.
  const note = join(lockDir, `.release-${process.pid}-${randomUUID()}`);
  writeFileSync(note, 'released');
  renameSync(note, join(lockDir, String(generation)));
}

function listGenerations(lockDir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
}

/** The pid in a generation file, 'released', or 'gone' when it was removed after the listing. */
function readHolder(file: string): number | 'released' | 'gone' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : 'released';
}

/** Before generations, the lock was one file `<dataDir>.lock` holding a pid: honour a live one, drop a dead one. */
function removeLegacyLockFile(lockPath: string, dataDir: string): void {
  try {
    if (!statSync(lockPath).isFile()) return;
  } catch {
    return;
  }
  let holder: ReturnType<typeof readHolder>;
  try {
    holder = readHolder(lockPath);
  } catch {
    return; // made a folder by another process meanwhile
  }
  if (typeof holder === 'number' && holder !== process.pid && isRunning(holder)) throw inUse(dataDir, holder);
  const aside = `${lockPath}.legacy-${process.pid}-${randomUUID()}`;
  try {
    renameSync(lockPath, aside);
    rmSync(aside, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function inUse(dataDir: string, holder: number): Error {
  return new Error(`The data directory ${dataDir} is in use by process ${holder}. Stop it or set another DATA_DIR.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
