import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/http/inline-scripts.ts';
import { serveWhileBuilding, WHILE_BUILDING_DIR } from '../../server/serve-while-building.mjs';
import { SERVER_BUNDLE } from '../support/serverBundle.ts';
import { copyMigratedPgliteDatabase, engines } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** A build step that runs until the test writes `go` into its folder (then exits with the given code). */
const WAIT_FOR_GO = `const { existsSync } = require('node:fs'); const [dir, code] = process.argv.slice(1);
const timer = setInterval(() => { if (existsSync(dir + '/go')) { clearInterval(timer); process.exit(Number(code)); } }, 50);`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function onPostgres(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** `npm start` on a missing or stale build: the API and a being-built page answer while it runs. */
describe.each(engines)('answering while the build runs [%s]', (engine) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp() {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-while-building-test-'));
    const buildDir = mkdtempSync(join(tmpdir(), 'portal-while-building-step-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(buildDir, { recursive: true, force: true }));
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // What `npm start` runs under: the built app is served (Vitest sets 'test').
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Correct-Horse-9',
      DATABASE_URL: '',
    };
    if (engine === 'postgres') {
      const name = `portal_test_${randomBytes(6).toString('hex')}`;
      await onPostgres(`create database "${name}"`);
      cleanups.push(() => onPostgres(`drop database if exists "${name}" with (force)`));
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    } else {
      copyMigratedPgliteDatabase(dataDir);
    }
    const start = (exitCode: number) =>
      serveWhileBuilding({
        root,
        steps: [{ name: 'app', args: ['-e', WAIT_FOR_GO, buildDir, String(exitCode)] }],
        // The server bundle, as `npm start` runs it (server/start.mjs builds it first): loading the
        // sources through tsx instead took about 3 s of CPU a start, four starts a run.
        serverArgs: [SERVER_BUNDLE],
        env,
      });
    return { dataDir, base: `http://127.0.0.1:${port}`, go: () => writeFileSync(join(buildDir, 'go'), ''), start };
  }

  it('answers the API, and the app and the player with the page that reloads itself, until the build is done; then frees the port and DATA_DIR', async () => {
    const { dataDir, base, go, start } = await setUp();
    const serving = start(0);
    let settled = false;
    const settle = () => {
      settled = true;
    };
    serving.then(settle, settle);
    await expect.poll(() => answers(`${base}/api/health`), { timeout: 60_000, interval: 100 }).toBe(true);

    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // The API is the real one: a list needs a session.
    const clients = await fetch(`${base}/api/clients`);
    expect(clients.status).toBe(401);
    const page = await fetch(`${base}/clients/123`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="portal-building"');
    // Its inline script (the reload) runs under the CSP: its hash is allowed.
    const [hash] = inlineScriptHashes(readFileSync(join(WHILE_BUILDING_DIR, 'index.html'), 'utf8'));
    expect(hash).toBeDefined();
    expect(page.headers.get('content-security-policy')).toContain(hash);
    const player = await fetch(`${base}/player?display=abc`);
    expect(player.status).toBe(200);
    expect(await player.text()).toContain('name="portal-building"');
    expect(settled).toBe(false);

    go();
    await serving;
    expect(await answers(`${base}/api/health`)).toBe(false);
    if (engine === 'pglite') expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 120_000);

  it('rejects when the build fails, having stopped the server', async () => {
    const { dataDir, base, go, start } = await setUp();
    const serving = start(1);
    serving.catch(() => undefined);
    await expect.poll(() => answers(`${base}/api/health`), { timeout: 60_000, interval: 100 }).toBe(true);
    go();
    await expect(serving).rejects.toThrow('building the app failed (exit code 1)');
    expect(await answers(`${base}/api/health`)).toBe(false);
    if (engine === 'pglite') expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 120_000);
});
