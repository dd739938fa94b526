import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new PGlite database is made in a child process. initdb runs a second PostgreSQL
 * and its own WASM module beside the first: the process peaks near 700 MB, and what the first
 * start used stays resident (about 370 MB idle, against 240 MB for the same server restarted),
 * since freed WASM and malloc memory is not given back to the system. The child runs initdb and
 * the migrations and exits, so the server then opens the database as on any restart.
 *
 * The child works in a sibling folder renamed into place only when it succeeded, so a first start
 * cut short leaves no half-made database behind: the next start simply makes it again.
 */
export async function createPgliteDatabaseIfNew(dbDir: string): Promise<void> {
  if (existsSync(join(dbDir, 'PG_VERSION'))) return;
  // A folder with other content is not ours to replace: PGlite deals with it as before.
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) return;
  const staging = `${dbDir}.new`;
  rmSync(staging, { recursive: true, force: true });
  await runChild(staging);
  rmSync(dbDir, { recursive: true, force: true });
  renameSync(staging, dbDir);
}

function runChild(staging: string): Promise<void> {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(new URL(`./pglite-first-start-child.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  // From source (tests, `npm run dev:server`) Node needs tsx to run TypeScript.
  const args = [...(fromSource ? ['--import', 'tsx'] : []), script, staging];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    // Should this process exit first (a signal during the first start), the child goes too.
    const killChild = () => child.kill('SIGKILL');
    process.once('exit', killChild);
    child.once('error', (error) => {
      process.off('exit', killChild);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      process.off('exit', killChild);
      if (code === 0) resolve();
      else reject(new Error(`Creating the database failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`));
    });
  });
}
