import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';
import { pollUntil } from './pollUntil.ts';
import { SERVER_BUNDLE } from './serverBundle.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How the portal is started:
 * - 'npm start': server/start.mjs, which builds everything first when the build is missing or
 *   older than the sources (the journeys, the size check, the benches);
 * - 'server bundle': the built server alone, as start.mjs runs it once the build is fresh, for
 *   tests that need no app build (tests/server; their global set-up calls ensureServerBundle()).
 */
export type PortalEntry = 'npm start' | 'server bundle';

export interface StartPortalOptions {
  entry: PortalEntry;
  /** A free one when not given. */
  port?: number;
  /** Its DATA_DIR (else env's, else the server's default). */
  dataDir?: string;
  /** The checkout it runs from; this one when not given (a bench compares another commit's build). */
  cwd?: string;
  /**
   * Added to the process's environment, over the defaults: 127.0.0.1, production, LOG_LEVEL warn,
   * and PGlite (DATABASE_URL empty: the test run's own DATABASE_URL is not inherited unless given).
   */
  env: Record<string, string>;
  /** 'inherit' prints what it prints; 'collect' keeps it for output() (printed if the start fails). */
  stdio?: 'inherit' | 'collect';
  /** Its own process group, stopped as a whole: a build start.mjs runs stops with it. */
  group?: boolean;
  /**
   * How long /api/health may take to answer 200. Generous by default: start.mjs may build first,
   * and PGlite's first start (initdb) takes seconds on a busy machine.
   */
  timeoutMs?: number;
}

export interface PortalProcess {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** What it printed so far ('collect' only). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs` (10 s); resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL unless it has exited already (a test's clean-up). */
  kill(): void;
}

/** Starts the portal process and resolves once its /api/health answers 200. */
export async function startPortal(options: StartPortalOptions): Promise<PortalProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const collect = options.stdio === 'collect';
  const child = spawn(process.execPath, [options.entry === 'npm start' ? 'server/start.mjs' : SERVER_BUNDLE], {
    cwd: options.cwd ?? root,
    detached: options.group ?? false,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(options.dataDir === undefined ? {} : { DATA_DIR: options.dataDir }),
      ...options.env,
      PORT: String(port),
    },
    stdio: collect ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed += chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const signal = (name: NodeJS.Signals) => {
    if (hasExited() || child.pid === undefined) return;
    try {
      if (options.group) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Gone meanwhile.
    }
  };
  const stop = async (graceMs = 10_000) => {
    if (hasExited()) return;
    signal('SIGTERM');
    const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
    if ((await Promise.race([exited, timer])) === 'late') {
      signal('SIGKILL');
      await exited;
    }
  };
  try {
    await pollUntil(() => fetch(`${baseUrl}/api/health`).then((response) => response.ok), {
      what: `the portal's ${baseUrl}/api/health answering 200`,
      timeoutMs: options.timeoutMs ?? 180_000,
      intervalMs: 100,
      failIf: () => (hasExited() ? `the portal exited (${child.exitCode ?? child.signalCode}) before it answered` : null),
    });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}${collect ? `\n${printed}` : ''}`);
  }
  return { port, baseUrl, child, output: () => printed, exited, stop, kill: () => signal('SIGKILL') };
}
