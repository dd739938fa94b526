import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/**
 * Background work (the periodic jobs, the job queues' polled rounds) gives way to requests on
 * PGlite. PGlite has one connection and runs each statement on the server's own thread: while a
 * job's statement runs nothing else is served, not even a static file, and a job's next statement
 * follows its last one before the event loop has read the requests that came meanwhile. Measured
 * at 10,000 displays: the first page after a start waited 1.4–3.5 s behind the start-up rounds.
 *
 * So each statement of work run through `inBackground` first lets the event loop turn, then waits
 * while the server is busy: a request's statement under way, a request in flight for less than
 * REQUEST_HOLD_MS (a long poll stops counting then), or one started or answered in the last
 * QUIET_MS (a page loads in bursts: its next request follows the last one's answer). At most
 * GIVE_WAY_MAX_MS per statement: background work still progresses under constant load. A request
 * then waits for one background statement at most, not for a round. PostgreSQL has a pool:
 * nothing waits there (only server/db/pglite.ts makes a Foreground).
 */
export const GIVE_WAY_MAX_MS = 2000;
const REQUEST_HOLD_MS = 2000;
const QUIET_MS = 250;
const POLL_MS = 10;

const background = new AsyncLocalStorage<true>();

/** Runs `work` as background work: on PGlite its statements give way to requests. */
export function inBackground<T>(work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: a Drizzle query runs when awaited, and must be awaited in the context.
  return background.run(true, async () => await work());
}

/** What the server is doing for requests, for background statements to wait behind. */
export class Foreground {
  private statements = 0;
  private readonly requests = new Map<object, number>();
  private lastActivity = Number.NEGATIVE_INFINITY;

  requestStarted(request: object): void {
    this.lastActivity = Date.now();
    this.requests.set(request, this.lastActivity);
  }

  requestEnded(request: object): void {
    this.lastActivity = Date.now();
    this.requests.delete(request);
  }

  /** Whether background work should wait now. */
  busy(): boolean {
    const now = Date.now();
    if (this.statements > 0 || now - this.lastActivity < QUIET_MS) return true;
    let holding = false;
    for (const [request, started] of this.requests) {
      // Forgotten (a long poll, or an end never heard of): no longer holds, nor is kept.
      if (now - started >= REQUEST_HOLD_MS) this.requests.delete(request);
      else holding = true;
    }
    return holding;
  }

  /** Runs one statement (or a whole transaction): a request's at once, background work's after giving way. */
  async run<T>(statement: () => Promise<T>): Promise<T> {
    if (background.getStore() === true) {
      await this.giveWay();
      return statement();
    }
    this.statements += 1;
    try {
      return await statement();
    } finally {
      this.statements -= 1;
    }
  }

  private async giveWay(): Promise<void> {
    const deadline = Date.now() + GIVE_WAY_MAX_MS;
    // A turn of the event loop first: requests that came during the last statement are read.
    await nextTurn();
    while (this.busy() && Date.now() < deadline) await sleep(POLL_MS, undefined, { ref: false });
  }
}

interface StatementRunner {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/**
 * Routes a PGlite client's statements through a new Foreground. Statements inside a transaction go
 * through the transaction's own object, not these: the transaction as a whole gave way (waiting
 * inside it would hold the one connection).
 */
export function giveWayOn(client: StatementRunner): Foreground {
  const foreground = new Foreground();
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => foreground.run(() => original(...args));
  }
  return foreground;
}
