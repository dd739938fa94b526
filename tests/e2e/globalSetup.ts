import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildStaleness } from '../../server/build-freshness.mjs';
import { makeMigratedDatabase, type MigratedDatabase } from './migratedDatabase.ts';
import { freePort } from '../support/freePort.ts';
import { startPortal } from '../support/portalProcess.ts';
import { writeTestStorybook } from './testStorybook.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
    /** A migrated database for the journeys that run a portal of their own (migratedDatabase.ts). */
    migratedDatabaseDir: string;
  }
}

/**
 * Builds the app once, then runs what `npm start` runs on a fresh DATA_DIR and a free port, with a
 * known first admin (a first start: it makes its database), and meanwhile a migrated database the
 * journeys with a portal of their own start from. The server is stopped by its PID when the run ends.
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
  const storybookDir = writeTestStorybook(join(dataDir, 'storybook-static'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let portal;
  let migrated: MigratedDatabase;
  const making = makeMigratedDatabase();
  // Awaited below; a failure while the portal starts is not an unhandled rejection meanwhile.
  making.catch(() => undefined);
  try {
    portal = await startPortal({
      entry: 'npm start',
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
        // The Storybook journey opens this small one from Settings (testStorybook.ts).
        STORYBOOK_DIR: storybookDir,
      },
    });
    migrated = await making;
  } catch (error) {
    await portal?.stop();
    // Made or not, it is not needed: waited for so that nothing is left running.
    await making.then((database) => database.dispose(), () => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('migratedDatabaseDir', migrated.dir);

  return async () => {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
    migrated.dispose();
  };
}
