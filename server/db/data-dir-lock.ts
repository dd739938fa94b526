import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is single-connection, and two processes on one data directory corrupt it. A lock file
 * holding the owner's PID stops a second process; a lock whose PID is gone is stale and taken over.
 */
export interface DataDirLock {
  release(): void;
}

/** Lock files this process holds, so a lock carrying our own PID but not ours is seen as stale. */
const heldByThisProcess = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(pid: number, dataDir: string) {
    super(`Another portal process (PID ${pid}) is using DATA_DIR ${dataDir}; stop it or choose another DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isHeldElsewhere(path: string, pid: number): boolean {
  // In a container every start may get the same PID (often 1): our own PID in a lock we did not
  // take means a previous run died without releasing it.
  if (pid === process.pid) return heldByThisProcess.has(path);
  return isAlive(pid);
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      heldByThisProcess.add(path);
      return {
        release() {
          if (!heldByThisProcess.delete(path)) return;
          if (readOwner(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner !== null && isHeldElsewhere(path, owner)) throw new DataDirLockedError(owner, dataDir);
    // Stale (or unreadable) lock: remove it and race for a fresh one with 'wx' again.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock file ${path}; another process keeps replacing it.`);
}
