import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on 127.0.0.1, from the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitUntilHealthy(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The portal exited with code ${server.exitCode} before it answered.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not answer ${baseUrl}/api/health within ${timeoutMs} ms.`);
}

export interface PortalProcess {
  baseUrl: string;
  process: ChildProcess;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited. Leaves DATA_DIR alone. */
  stop(): Promise<void>;
}

/**
 * Runs what `npm start` runs (production, PGlite on `dataDir`) on `port`, with the given extra
 * environment, and waits until it answers. Generous by default: start.mjs rebuilds first when a
 * source is newer than the build, and PGlite's first start (initdb) takes seconds on a busy machine.
 */
export async function startPortal(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<PortalProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ['server/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exited;
    }
  };
  try {
    await waitUntilHealthy(baseUrl, server, options.timeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, process: server, stop };
}
