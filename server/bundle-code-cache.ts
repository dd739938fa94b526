import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

/** Where the V8 code of the server bundle is kept: disposable, like Node's own compile cache. */
export const DEFAULT_CODE_CACHE_DIR = join(tmpdir(), 'venue-portal-code-cache');

/** Entries this old are removed when a new one is written (one in use is rewritten soon after). */
const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Runs a CommonJS bundle as Node would require it, but with V8's code cache: Node 20
 * has no compile cache for modules, and a restart otherwise parses the server's 3.7 MB bundle and
 * compiles each function it calls again, a tenth of its CPU or more.
 *
 * The cache is written when the process exits after running without a usable one, so it holds
 * the code of every function that ran (start-up, requests), not only the bundle's top level. V8
 * checks the cache against the source, its own version and flags, and rejects one that does not
 * match; the file name also carries a hash of the source, Node's version and the flags. Any failure
 * to read or write only costs the speed-up.
 */
export function runBundleWithCodeCache(
  file: string,
  cacheDir = DEFAULT_CODE_CACHE_DIR,
  flagsSetSoFar: readonly string[] = [],
): { codeCacheUsed: boolean } {
  const source = readFileSync(file, 'utf8');
  // V8 rejects a cache made under other flags, so processes started with other flags (npm start's
  // --max-semi-space-size, a test's bare node, NODE_OPTIONS) each keep their own file instead of
  // replacing one another's at every exit. `flagsSetSoFar`: those set at run time before this.
  const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? '', ...flagsSetSoFar].join(' ');
  const key = createHash('sha256').update(`${process.version} ${process.arch} ${flags}\n`).update(source).digest('hex').slice(0, 40);
  const cacheFile = join(cacheDir, `${key}.bin`);
  const cachedData = readIfTrusted(cacheDir, cacheFile);
  // Node's CommonJS wrapper, on the bundle's first line so that stack traces keep its line numbers.
  const wrapped = `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData });
  const codeCacheUsed = cachedData !== undefined && script.cachedDataRejected !== true;
  if (!codeCacheUsed) process.once('exit', () => writeCache(cacheDir, cacheFile, () => script.createCachedData()));
  const run = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} };
  run(module.exports, createRequire(file), module, file, dirname(file));
  return { codeCacheUsed };
}

/**
 * The cache file, if present and safe to trust: code cache is code, so in a shared temp directory
 * only a folder and file of this user's that nobody else may write are read.
 */
function readIfTrusted(cacheDir: string, path: string): Buffer | undefined {
  try {
    if (!ownedAndPrivate(cacheDir) || !ownedAndPrivate(path)) return undefined;
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function ownedAndPrivate(path: string): boolean {
  const { uid, mode } = statSync(path);
  return (process.getuid === undefined || uid === process.getuid()) && (mode & 0o022) === 0;
}

function writeCache(cacheDir: string, cacheFile: string, data: () => Buffer): void {
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    removeStaleEntries(cacheDir);
    // Written aside and renamed, so a process starting meanwhile never reads half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(partial, data(), { mode: 0o600 });
    renameSync(partial, cacheFile);
  } catch {
    // No cache: the next start compiles as usual.
  }
}

function removeStaleEntries(cacheDir: string): void {
  const now = Date.now();
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    try {
      if (now - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
