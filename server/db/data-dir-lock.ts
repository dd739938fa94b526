import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is single-connection, and two processes on one data directory corrupt it. A lock file
 * holding the owner's PID and which process that was (its start time) stops a second process; a
 * lock whose PID is gone, or now belongs to another process, is stale and taken over.
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

/** What the lock file says: the PID, and (when the system tells) which process had that PID. */
interface LockOwner {
  pid: number;
  /** Null for a lock written without it (an older portal, or a system without /proc). */
  identity: string | null;
}

/**
 * Which process a PID is, beyond the number: its start time (clock ticks after boot, field 22 of
 * /proc/<pid>/stat) and the boot's id. A PID reused by another process (a container restarted,
 * the machine rebooted) has another start time. Null where /proc is not available (macOS).
 */
export function processIdentity(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = fields[19];
    if (startTicks === undefined) return null;
    let boot = '';
    try {
      boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      // No boot id: the start time alone still tells processes apart.
    }
    return `started ${startTicks} boot ${boot}`;
  } catch {
    return null;
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const [first = '', second = ''] = readFileSync(path, 'utf8').split('\n');
    const pid = Number.parseInt(first.trim(), 10);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return { pid, identity: second.trim() === '' ? null : second.trim() };
  } catch {
    return null;
  }
}

function isHeldElsewhere(path: string, owner: LockOwner): boolean {
  // In a container every start may get the same PID (often 1): our own PID in a lock we did not
  // take means a previous run died without releasing it.
  if (owner.pid === process.pid) return heldByThisProcess.has(path);
  if (!isAlive(owner.pid)) return false;
  // The PID lives: it is the portal that wrote the lock only if it is the same process.
  if (owner.identity === null) return true;
  const current = processIdentity(owner.pid);
  return current === null || current === owner.identity;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n${processIdentity(process.pid) ?? ''}\n`, { flag: 'wx' });
      heldByThisProcess.add(path);
      return {
        release() {
          if (!heldByThisProcess.delete(path)) return;
          if (readOwner(path)?.pid === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner !== null && isHeldElsewhere(path, owner)) throw new DataDirLockedError(owner.pid, dataDir);
    // Stale (or unreadable) lock: remove it and race for a fresh one with 'wx' again.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock file ${path}; another process keeps replacing it.`);
}
