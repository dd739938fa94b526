import { freePort } from '../support/freePort.ts';
import { startPortal, type PortalProcess } from '../support/portalProcess.ts';

/**
 * The portal as `npm start` runs it (server/start.mjs, which builds first when the build is
 * stale) on a bench database (server/scripts/bench-support.ts prepareBenchDatabase), with `admin`
 * as its first admin, once it answers. In its own process group: stop() also ends a build it
 * started. `timeoutMs` allows for that build on a busy machine. `cwd`: another checkout to run
 * (this one when not given).
 */
export async function startBenchPortal(
  databaseEnv: Record<string, string>,
  admin: { email: string; password: string },
  timeoutMs: number,
  cwd?: string,
): Promise<PortalProcess> {
  const port = await freePort();
  return startPortal({
    entry: 'npm start',
    port,
    group: true,
    timeoutMs,
    ...(cwd === undefined ? {} : { cwd }),
    env: { ...databaseEnv, PORTAL_BASE_URL: `http://127.0.0.1:${port}`, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
}
