import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildStaleness } from '../../server/build-freshness.mjs';
import { freePort, startPortal } from './portalProcess.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * Builds the app once, then runs what `npm start` runs on a fresh DATA_DIR and a free port, with a
 * known first admin. The server is stopped by its PID when the run ends.
 */
export default async function setup(project: TestProject) {
  // A build still fresh (made by `npm run size` just before, in `npm test`) is not made again.
  if (process.env.E2E_SKIP_BUILD !== '1' && buildStaleness(root) !== null) {
    // Vitest sets NODE_ENV=test, under which Parcel bundles React's development build: build what
    // `npm start` serves (npm run size measures whatever build it finds fresh, this one included).
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let portal;
  try {
    portal = await startPortal({
      port,
      dataDir,
      env: {
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        PORTAL_BASE_URL: baseUrl,
        // Every journey logs in from 127.0.0.1: the per-IP limit is not what these tests are about.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        // The webhooks journey's receiver listens on 127.0.0.1, a loopback address refused otherwise.
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);

  return async () => {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
