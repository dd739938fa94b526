import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startPortal } from '../support/portalProcess.ts';
import { copyMigratedPgliteDatabase } from './harness.ts';

/**
 * server/bundle-code-cache.ts as JavaScript, written once for this file's processes (it imports
 * only Node's own modules): loaded through tsx instead, each of the eight took about 0.3 s of CPU.
 */
const loaderDir = mkdtempSync(join(tmpdir(), 'portal-code-cache-loader-'));
const loader = join(loaderDir, 'bundle-code-cache.mjs');
writeFileSync(loader, transformSync(readFileSync(new URL('../../server/bundle-code-cache.ts', import.meta.url), 'utf8'), { loader: 'ts', format: 'esm' }).code);
afterAll(() => rmSync(loaderDir, { recursive: true, force: true }));

/** Runs a bundle through runBundleWithCodeCache in a process of its own (the cache is written at exit). */
function runBundle(bundle: string, cacheDir: string, nodeFlags: string[] = []): { codeCacheUsed: boolean; stdout: string } {
  const script =
    `import { runBundleWithCodeCache } from ${JSON.stringify(pathToFileURL(loader).href)};` +
    'const result = runBundleWithCodeCache(process.argv[1], process.argv[2]);' +
    'console.log(JSON.stringify(result));';
  const child = spawnSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', script, bundle, cacheDir], {
    encoding: 'utf8',
  });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const lines = child.stdout.trim().split('\n');
  return { ...(JSON.parse(lines.at(-1)!) as { codeCacheUsed: boolean }), stdout: lines.slice(0, -1).join('\n') };
}

describe('the built server runs with V8 code cache', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('runs a CommonJS bundle as Node would, writes its cache at exit, uses it next time unless others may write it, and not for another bundle or other V8 flags', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-code-cache-test-'));
    dirs.push(dir);
    const bundle = join(dir, 'bundle.cjs');
    const cacheDir = join(dir, 'cache');
    const bundleSource = (word: string) =>
      `const { basename } = require('node:path');\n` +
      `module.exports.name = basename(__filename);\n` +
      `console.log('${word}', basename(__dirname), module.exports.name, exports === module.exports);\n`;
    writeFileSync(bundle, bundleSource('first'));

    const first = runBundle(bundle, cacheDir);
    expect(first).toEqual({ codeCacheUsed: false, stdout: `first ${basename(dir)} bundle.cjs true` });
    expect(readdirSync(cacheDir)).toHaveLength(1);

    expect(runBundle(bundle, cacheDir).codeCacheUsed).toBe(true);

    // Code cache is code: a file others may write is not read (and is replaced at exit).
    const [cacheFile] = readdirSync(cacheDir);
    chmodSync(join(cacheDir, cacheFile!), 0o666);
    expect(runBundle(bundle, cacheDir).codeCacheUsed).toBe(false);
    expect(runBundle(bundle, cacheDir).codeCacheUsed).toBe(true);

    // Another V8 flag: V8 would reject the cache, so that process keeps a file of its own, and the
    // two do not replace each other's at every exit.
    const otherFlags = ['--max-semi-space-size=8'];
    expect(runBundle(bundle, cacheDir, otherFlags).codeCacheUsed).toBe(false);
    expect(runBundle(bundle, cacheDir, otherFlags).codeCacheUsed).toBe(true);
    expect(runBundle(bundle, cacheDir).codeCacheUsed).toBe(true);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.bin'))).toHaveLength(2);

    writeFileSync(bundle, bundleSource('second'));
    const changed = runBundle(bundle, cacheDir);
    expect(changed.codeCacheUsed).toBe(false);
    expect(changed.stdout).toMatch(/^second /);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.bin'))).toHaveLength(3);
  }, 120_000);

  it('is used by a restart of the built server on PGlite, whose database sets a V8 flag while it starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-code-cache-restart-'));
    dirs.push(dir);
    const dataDir = join(dir, 'data');
    copyMigratedPgliteDatabase(dataDir);
    // The cache goes to the OS temp folder (DEFAULT_CODE_CACHE_DIR): this test's own.
    const env = { DATA_DIR: dataDir, TMPDIR: dir, DRAIN_SECONDS: '0', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Correct-Horse-9' };
    const cacheDir = join(dir, 'venue-portal-code-cache');
    // Named with their bytes' digest: Vitest's deep equality walks a 2.5 MB buffer byte by byte.
    const cacheFiles = () => readdirSync(cacheDir).map((name) => `${name} ${createHash('sha256').update(readFileSync(join(cacheDir, name))).digest('hex')}`);

    await (await startPortal({ entry: 'server bundle', stdio: 'collect', env })).stop();
    const written = cacheFiles();
    expect(written).toEqual([expect.stringMatching(/\.bin [0-9a-f]{64}$/)]);

    // A start that rejects the cache writes a new one at exit: the same bytes mean it was used. It
    // was rejected by every restart while the WebAssembly flag was set only as the database opened.
    await (await startPortal({ entry: 'server bundle', stdio: 'collect', env })).stop();
    expect(cacheFiles()).toEqual(written);
  }, 120_000);
});
