import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { jobs } from '../../../server/db/schema.ts';
import { createJobQueue, failedJobs, retryDelayMs, type ClaimedJob, type JobQueueOptions } from '../../../server/jobs/queue.ts';
import { pollQueue } from '../../../server/jobs/run-every.ts';
import { describeEachEngine, type EngineContext } from '../harness.ts';

const silentLog = Fastify({ logger: false }).log;

let queueCounter = 0;

/** A queue of its own name per test (the file's tests share one database), on the context's clock. */
function queueFor(ctx: EngineContext, handle: JobQueueOptions<{ n: number }>['handle'], options: Partial<JobQueueOptions<{ n: number }>> = {}) {
  queueCounter += 1;
  return createJobQueue<{ n: number }>({ name: `test-${queueCounter}-${Date.now()}`, db: ctx.db, now: ctx.now, log: silentLog, handle, ...options });
}

describeEachEngine('durable jobs: claimed once, retried with back-off, failed after the deadline', (ctx) => {
  it('is written with the transaction that causes it, and not when that transaction rolls back', async () => {
    const handled: number[] = [];
    const queue = queueFor(ctx, async (job) => {
      handled.push(job.payload.n);
    });
    await ctx.db.transaction(async (tx) => {
      await queue.enqueue(tx, { n: 1 });
    });
    await ctx.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, { n: 2 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await queue.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(handled).toEqual([1]);
    // Done jobs are gone: nothing is handled twice.
    expect(await queue.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await ctx.db.select().from(jobs).where(eq(jobs.queue, queue.name))).toEqual([]);
  });

  it('hands each job to one of several processes handling the queue at once', async () => {
    const handledBy = new Map<number, string[]>();
    const handler = (worker: string) => async (job: ClaimedJob<{ n: number }>) => {
      // A pause inside the handler, so the workers' rounds overlap.
      await new Promise((resolve) => setImmediate(resolve));
      handledBy.set(job.payload.n, [...(handledBy.get(job.payload.n) ?? []), worker]);
    };
    const first = queueFor(ctx, handler('a'), { batchSize: 5 });
    const workers = ['b', 'c'].map((worker) => createJobQueue<{ n: number }>({ name: first.name, db: ctx.db, now: ctx.now, log: silentLog, handle: handler(worker), batchSize: 5 }));
    for (let n = 0; n < 30; n += 1) await first.enqueue(ctx.db, { n });
    const all = [first, ...workers];
    for (let round = 0; round < 4; round += 1) await Promise.all(all.map((queue) => queue.runDue()));
    expect([...handledBy.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect([...handledBy.values()].every((workersOfJob) => workersOfJob.length === 1)).toBe(true);
  });

  it('tries a failing job again only after its back-off, then marks it failed after the deadline', async () => {
    // Frozen: "not due a second before" must not depend on how fast the machine gets there.
    ctx.freezeClock();
    let failures = 0;
    const hour = 60 * 60 * 1000;
    const queue = queueFor(
      ctx,
      async () => {
        failures += 1;
        throw new Error(`SMTP down (${failures})`);
      },
      { firstRetryMs: 60_000, maxRetryMs: hour, maxAgeMs: 24 * hour },
    );
    await queue.enqueue(ctx.db, { n: 7 });
    expect(await queue.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    // Not due before the first back-off (1 min) is over.
    ctx.travel(59_000);
    expect(await queue.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    ctx.travel(1_000);
    expect(await queue.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    // Then 2 min, 4 min, ... up to an hour between tries, until a try would fall past 24 h.
    let tries = 2;
    for (let attempt = 2; attempt < 40; attempt += 1) {
      ctx.travel(retryDelayMs(attempt, 60_000, hour));
      const result = await queue.runDue();
      tries += 1;
      if (result.failed === 1) break;
      expect(result).toEqual({ done: 0, retried: 1, failed: 0 });
    }
    expect(failures).toBe(tries);
    // 1+2+4+...+32 min, then hourly: about 30 tries over a day.
    expect(failures).toBeGreaterThan(20);
    expect(failures).toBeLessThan(35);
    const failed = (await failedJobs(ctx.db, queue.name))[0];
    expect(failed).toMatchObject({ payload: { n: 7 }, attempts: failures, lastError: `SMTP down (${failures})` });
    ctx.travel(48 * hour);
    expect(await queue.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('follows a queue’s own retry schedule, and marks the job failed when the schedule has no try left', async () => {
    const queue = queueFor(
      ctx,
      async () => {
        throw new Error('down');
      },
      { retrySchedule: (attempt) => [60_000, 600_000][attempt - 1] ?? null },
    );
    await queue.enqueue(ctx.db, { n: 1 });
    expect(await queue.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    // The test's clock moves with the real one too: half-way is surely early, the whole wait surely due.
    ctx.travel(30_000);
    expect(await queue.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    ctx.travel(30_000);
    expect(await queue.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    ctx.travel(300_000);
    expect(await queue.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    ctx.travel(300_000);
    expect(await queue.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await failedJobs(ctx.db, queue.name)).toMatchObject([{ attempts: 3, lastError: 'down' }]);
  });

  it('gives a job claimed by a process that died to another once the lease is over', async () => {
    const handled: string[] = [];
    const dying = queueFor(ctx, () => new Promise<void>(() => undefined), { leaseMs: 60_000 });
    const survivor = createJobQueue<{ n: number }>({
      name: dying.name,
      db: ctx.db,
      now: ctx.now,
      log: silentLog,
      leaseMs: 60_000,
      handle: async (job) => {
        handled.push(`n${job.payload.n} attempt ${job.attempt}`);
      },
    });
    await dying.enqueue(ctx.db, { n: 3 });
    // The dying process claims the job and never finishes it.
    void dying.runDue();
    // Seconds on a loaded machine, not the poll's default 1 s.
    await expect.poll(async () => (await ctx.db.select().from(jobs).where(eq(jobs.queue, dying.name)))[0]?.attempts, { timeout: 10_000 }).toBe(1);
    expect(await survivor.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    ctx.travel(60_000);
    expect(await survivor.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(handled).toEqual(['n3 attempt 2']);
  });

  it('polls from when the app is ready and stops when it closes', async () => {
    const app = Fastify({ logger: false });
    const handled: number[] = [];
    let seen: () => void = () => undefined;
    const queue = queueFor(ctx, async (job) => {
      handled.push(job.payload.n);
      seen();
    });
    pollQueue(app, queue, { intervalMs: 10 });
    await queue.enqueue(ctx.db, { n: 1 });
    await new Promise<void>((resolve) => {
      seen = resolve;
      void app.ready();
    });
    await app.close();
    await queue.enqueue(ctx.db, { n: 2 });
    queue.nudge();
    expect(handled).toEqual([1]);
    expect((await ctx.db.select().from(jobs).where(eq(jobs.queue, queue.name))).map((row) => row.payload)).toEqual([{ n: 2 }]);
  });
});
