// While `npm start` builds the app and the player, the API already answers: a server of its own
// (the built server bundle, in a child process) serves the API, and for the app's and the player's
// pages a page saying the portal is being built, which reloads itself once it is
// (server/while-building/index.html). When the build is done that server stops, and start.mjs
// runs the server on the finished build as on any start (docs/operations.md#start). Plain JS,
// like start.mjs.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runSteps } from './build-steps.mjs';

/** The page served for every page of the app and the player while they are built. */
export const WHILE_BUILDING_DIR = fileURLToPath(new URL('./while-building/', import.meta.url));
/** The build yields the CPU to the server starting beside it (and to requests): lowest priority. */
const BUILD_PRIORITY = 19;

/**
 * Runs `steps` in `root` while a server started with `serverArgs` (node's arguments) answers.
 * Resolves once the steps succeeded and that server has stopped (its port and DATA_DIR free for
 * the next); rejects when a step fails or that server exits by itself (after ending the rest).
 * SIGINT or SIGTERM meanwhile end the build and that server, then this process (exit 0, as the
 * server itself does on them).
 */
export async function serveWhileBuilding({ root, steps, serverArgs, env = process.env }) {
  const server = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: env.NODE_ENV ?? 'production',
      APP_DIR: WHILE_BUILDING_DIR,
      PLAYER_DIR: WHILE_BUILDING_DIR,
      // Stopped by us only when the real server is about to take its place: no balancer to drain for.
      DRAIN_SECONDS: '0',
    },
    stdio: 'inherit',
  });
  const serverExited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  const buildChildren = new Set();
  const endBuild = () => {
    for (const child of buildChildren) child.kill('SIGTERM');
  };
  const stopServer = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    return serverExited;
  };

  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    endBuild();
    stopServer().then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const built = runSteps(root, steps, (child) => {
      buildChildren.add(child);
      child.once('exit', () => buildChildren.delete(child));
      try {
        setPriority(child.pid, BUILD_PRIORITY);
      } catch {
        // Not allowed here: the build then only competes with the server for the CPU.
      }
    });
    // Whichever loses the race below is still awaited or ended; its rejection is not unhandled.
    built.catch(() => undefined);
    await Promise.race([
      built,
      serverExited.then(({ code, signal }) => {
        throw new Error(`the server answering during the build exited (${signal ?? `exit code ${code}`})`);
      }),
    ]);
  } catch (error) {
    endBuild();
    throw error;
  } finally {
    // On a signal the handler above ends this process once that server has stopped.
    if (stopping) await new Promise(() => undefined);
    await stopServer();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
