/**
 * Durable jobs in the database (the `jobs` table): work that must outlive the request that caused
 * it and a crash of the process that holds it: a mail to send, an object to delete, a webhook.
 *
 *   const queue = createJobQueue<Payload>({ name: 'mail', db, now, log, handle });
 *   await queue.enqueue(tx, payload);   // in the same transaction as what causes it
 *   queue.nudge();                      // after commit: handle it soon, not at the next poll
 *   pollQueue(app, queue, { intervalMs });  // polls from ready until the app closes (jobs/run-every.ts)
 *   await queue.runDue();               // one round by hand (tests, on a fake clock)
 *   await queue.idle();                 // until this process's round under way is over (tests)
 *   await failedJobs(db, 'mail');       // what gave up, newest first (for admins)
 *
 * Rules:
 * - A round claims due rows atomically (`FOR UPDATE SKIP LOCKED`, then the row's run-after moves
 *   to the end of a lease): several API processes on one PostgreSQL handle each job once. PGlite
 *   has one connection and one process; the same statement serves it.
 * - A job whose handler throws is tried again after a back-off (doubling from `firstRetryMs` up to
 *   `maxRetryMs`, no jitter: retries are rare and the clock is the tests'), or after the queue's own
 *   `retrySchedule` (webhooks). When no try is left or the next would fall after the deadline
 *   (`maxAgeMs` after enqueue), the job is marked 'failed' and kept.
 * - A process that dies while handling a job leaves it claimed until the lease ends; another
 *   process (or the restarted one) then tries again: at least once, rarely twice.
 * - Done jobs are deleted. Payloads are JSON; they may hold secrets (reset links): never log them.
 * - Every time comes from `now()`, never from the database's clock.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/database.ts';
import { jobs } from '../db/schema.ts';

export interface ClaimedJob<Payload> {
  id: string;
  payload: Payload;
  /** 1 on the first try. */
  attempt: number;
  createdUtc: Date;
  /** No try is started after this. */
  deadlineUtc: Date;
}

export interface JobQueueOptions<Payload> {
  /** The kind of job; the value of the `queue` column. */
  name: string;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Does the work; throws to have it tried again later. `signal` aborts when the app closes. */
  handle(job: ClaimedJob<Payload>, signal: AbortSignal): Promise<void>;
  /** How long after enqueue tries stop and the job is marked failed. Default 24 h. */
  maxAgeMs?: number;
  /** Default 30 s; doubles at each failure. */
  firstRetryMs?: number;
  /** Default 1 h. */
  maxRetryMs?: number;
  /**
   * A schedule of its own instead of the doubling back-off: the wait after try `attempt` failed,
   * or null when no try is left (the job is then marked failed). The deadline still applies.
   */
  retrySchedule?: (attempt: number) => number | null;
  /** A claimed job is not claimed again for this long (the longest a handler may take). Default 5 min. */
  leaseMs?: number;
  /** Jobs claimed per round. Default 20. */
  batchSize?: number;
}

export interface JobRound {
  done: number;
  retried: number;
  failed: number;
}

export interface JobQueue<Payload> {
  readonly name: string;
  enqueue(db: DbOrTx, payload: Payload): Promise<string>;
  /** Claims the due jobs and handles them, one round (until none are due is the poller's job). */
  runDue(): Promise<JobRound>;
  /** A round soon, in this process (once the caller's transaction has committed). */
  nudge(): void;
  /** Resolves once no round is under way in this process (tests, before reading what was done). */
  idle(): Promise<void>;
  /** No more rounds; waits for the one under way (its handler is told to abort). */
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;
const NUDGE_RETRY_MS = 200;

export const jobDefaults = {
  maxAgeMs: 24 * HOUR_MS,
  firstRetryMs: 30_000,
  maxRetryMs: HOUR_MS,
  leaseMs: 5 * 60_000,
  batchSize: 20,
};

/** The wait before try `attempt + 1` after `attempt` failed. */
export function retryDelayMs(attempt: number, firstRetryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, attempt - 1));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export function createJobQueue<Payload>(options: JobQueueOptions<Payload>): JobQueue<Payload> {
  const settings = { ...jobDefaults, ...withoutUndefined(options) };
  const { name, db, now, log } = options;
  const abort = new AbortController();
  let running: Promise<unknown> | null = null;
  let looping = false;
  let again = false;
  let stopped = false;

  async function claim(): Promise<Array<ClaimedJob<Payload>>> {
    const at = now();
    const leaseEnd = new Date(at.getTime() + settings.leaseMs);
    // Both drivers answer a raw statement with `{ rows }` (as services/sql-rows.ts reads it: jobs/ stands below services/).
    const result: unknown = await db.execute(
      sql`update ${jobs} set attempts = attempts + 1, run_after_utc = ${leaseEnd.toISOString()}
          where id in (
            select id from ${jobs}
            where queue = ${name} and state = 'pending' and run_after_utc <= ${at.toISOString()}
            order by run_after_utc limit ${settings.batchSize}
            for update skip locked)
          returning id, payload, attempts, created_utc, deadline_utc`,
    );
    const rows = (result as { rows: Array<{ id: string; payload: Payload; attempts: number; created_utc: string | Date; deadline_utc: string | Date }> }).rows;
    return rows.map((row) => ({
      id: row.id,
      payload: row.payload,
      attempt: row.attempts,
      createdUtc: new Date(row.created_utc),
      deadlineUtc: new Date(row.deadline_utc),
    }));
  }

  async function settle(job: ClaimedJob<Payload>, error: unknown): Promise<'retried' | 'failed'> {
    const at = now();
    const deadline = job.deadlineUtc.getTime();
    const delay = options.retrySchedule
      ? options.retrySchedule(job.attempt)
      : retryDelayMs(job.attempt, settings.firstRetryMs, settings.maxRetryMs);
    const next = delay === null ? Number.POSITIVE_INFINITY : at.getTime() + delay;
    // Only our own claim: were the lease over and the job claimed again, the newer claim decides.
    const ours = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempt));
    if (next > deadline) {
      await db.update(jobs).set({ state: 'failed', failedUtc: at, lastError: errorText(error) }).where(ours);
      log.error({ err: error, job: job.id, queue: name, attempts: job.attempt }, `Job ${name} failed for good`);
      return 'failed';
    }
    await db.update(jobs).set({ runAfterUtc: new Date(next), lastError: errorText(error) }).where(ours);
    log.warn({ err: error, job: job.id, queue: name, attempts: job.attempt }, `Job ${name} failed; will try again`);
    return 'retried';
  }

  /** Claimed jobs a stopping process will not handle: due again at once, the try not counted. */
  async function release(unhandled: Array<ClaimedJob<Payload>>): Promise<void> {
    for (const job of unhandled) {
      await db
        .update(jobs)
        .set({ runAfterUtc: now(), attempts: sql`${jobs.attempts} - 1` })
        .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempt)));
    }
  }

  async function round(): Promise<JobRound> {
    const result: JobRound = { done: 0, retried: 0, failed: 0 };
    if (abort.signal.aborted) return result;
    const claimed = await claim();
    for (const [index, job] of claimed.entries()) {
      if (abort.signal.aborted) {
        await release(claimed.slice(index));
        break;
      }
      try {
        await options.handle(job, abort.signal);
        await db.delete(jobs).where(eq(jobs.id, job.id));
        result.done += 1;
      } catch (error) {
        // Cut short by the shutdown: not the job's fault, and due again at once (here or elsewhere).
        if (abort.signal.aborted) await release([job]);
        else result[await settle(job, error)] += 1;
      }
    }
    return result;
  }

  const queue: JobQueue<Payload> = {
    name,
    async enqueue(target, payload) {
      const at = now();
      const [row] = await target
        .insert(jobs)
        .values({ queue: name, payload, runAfterUtc: at, deadlineUtc: new Date(at.getTime() + settings.maxAgeMs), createdUtc: at })
        .returning({ id: jobs.id });
      if (!row) throw new Error('The job was not written.');
      return row.id;
    },
    async runDue() {
      // One round at a time per process: a nudge during a round asks for one more after it.
      while (running) await running.catch(() => undefined);
      const current = round();
      running = current;
      try {
        return await current;
      } finally {
        running = null;
      }
    },
    nudge() {
      if (stopped) return;
      again = true;
      if (looping) return;
      looping = true;
      const loop = async () => {
        // After the caller's statements of this turn (its transaction may be about to commit).
        await new Promise((resolve) => setImmediate(resolve));
        let first = true;
        while (again && !stopped) {
          again = false;
          try {
            const result = await queue.runDue();
            const handled = result.done + result.retried + result.failed;
            // A full batch: more may be due.
            if (handled >= settings.batchSize) again = true;
            // Nothing yet: on PostgreSQL the caller's transaction may not have committed. Once more
            // shortly, rather than leave the job to the next poll.
            if (handled === 0 && first) {
              await new Promise((resolve) => setTimeout(resolve, NUDGE_RETRY_MS));
              again = true;
            }
            first = false;
          } catch (error) {
            log.warn({ err: error, queue: name }, `Job round ${name} failed; will try again`);
          }
        }
        looping = false;
      };
      void loop();
    },
    async idle() {
      while (running || looping) await (running ?? new Promise((resolve) => setImmediate(resolve)).catch(() => undefined));
    },
    async stop() {
      stopped = true;
      abort.abort();
      await running?.catch(() => undefined);
    },
  };
  return queue;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

export interface FailedJob {
  id: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  createdUtc: Date;
  failedUtc: Date | null;
}

/** Jobs of a queue that gave up, newest first. */
export async function failedJobs(db: Db, queue: string, limit = 100): Promise<FailedJob[]> {
  return db
    .select({
      id: jobs.id,
      payload: jobs.payload,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      createdUtc: jobs.createdUtc,
      failedUtc: jobs.failedUtc,
    })
    .from(jobs)
    .where(and(eq(jobs.queue, queue), eq(jobs.state, 'failed')))
    .orderBy(desc(jobs.failedUtc))
    .limit(limit);
}
