import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../server/db/data-dir-lock.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { identities } from '../../../server/db/schema.ts';
import { copyMigratedPgliteDatabase } from '../harness.ts';

/** The PID the lock file names (its first line). */
const lockOwner = (dataDir: string) => readFileSync(join(dataDir, 'db.lock'), 'utf8').split('\n')[0];

/** PGlite-only: PostgreSQL has no data directory of ours to guard. */
describe('DATA_DIR lock of the embedded database', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-test-'));
    dirs.push(dir);
    return join(dir, 'nested', 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  // On a copy of the run's migrated database, as a restart finds it: the lock is what this is about,
  // and making a database from nothing (initdb and every migration, a first start's work, which the
  // journeys' first start covers) cost this test 10 s of CPU. 60 s: it opens PGlite three times.
  it('opens PGlite in DATA_DIR/db, refuses a second open with a clear message, and frees it on close', { timeout: 60_000 }, async () => {
    const dataDir = freshDir();
    copyMigratedPgliteDatabase(dataDir);
    const first = await openPglite(dataDir);
    try {
      expect(lockOwner(dataDir)).toBe(String(process.pid));
      await first.migrate();
      await expect(openPglite(dataDir)).rejects.toThrow(
        `Another portal process (PID ${process.pid}) is using DATA_DIR ${dataDir}; stop it or choose another DATA_DIR.`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    // The data survived and a new process may open the directory now.
    const second = await openPglite(dataDir);
    try {
      await second.migrate();
      expect(await second.db.select({ n: count() }).from(identities)).toEqual([{ n: 0 }]);
    } finally {
      await second.close();
    }
  });

  it('refuses while another live process holds the lock', async () => {
    const dataDir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const pid = holder.pid as number;
      lockDataDir(dataDir).release();
      writeFileSync(join(dataDir, 'db.lock'), `${pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(`Another portal process (PID ${pid}) is using DATA_DIR ${dataDir}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dataDir = freshDir();
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    lockDataDir(dataDir).release();
    writeFileSync(join(dataDir, 'db.lock'), `${gone.pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(lockOwner(dataDir)).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  });

  it('takes over a lock whose PID now belongs to an unrelated live process (a PID reused after a restart)', async () => {
    const dataDir = freshDir();
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      // The lock a portal process leaves behind when it is killed, naming a PID that is now another process's.
      const left = lockDataDir(dataDir);
      const content = readFileSync(join(dataDir, 'db.lock'), 'utf8');
      left.release();
      writeFileSync(join(dataDir, 'db.lock'), content.replace(String(process.pid), String(unrelated.pid)));
      const lock = lockDataDir(dataDir);
      expect(lockOwner(dataDir)).toBe(String(process.pid));
      lock.release();
    } finally {
      unrelated.kill();
    }
  });

  it('still refuses while the portal process that wrote the lock lives', async () => {
    const dataDir = freshDir();
    const script = `import('${join(process.cwd(), 'server/db/data-dir-lock.ts').replace(/\\/g, '/')}').then((m) => { m.lockDataDir(process.argv[1]); console.log('locked'); setTimeout(() => {}, 60000); });`;
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
        holder.once('exit', () => reject(new Error('the holder exited')));
      });
      expect(() => lockDataDir(dataDir)).toThrow(`Another portal process (PID ${holder.pid}) is using DATA_DIR ${dataDir}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock with our own PID that this process does not hold (a container restart)', () => {
    const dataDir = freshDir();
    lockDataDir(dataDir).release();
    writeFileSync(join(dataDir, 'db.lock'), `${process.pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
  });
});
