import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { expect, it, vi } from 'vitest';
import { GIVE_WAY_MAX_MS, inBackground } from '../../../server/db/give-way.ts';
import { runEvery } from '../../../server/jobs/run-every.ts';
import { describeEachEngine } from '../harness.ts';

const INTERVAL_MS = 20;
/**
 * How long a round's statement is watched not running while a request is under way. Without the
 * give-way it would run one turn of the event loop after the round started (a few ms); with it,
 * it waits until the request ends. The only window here: a thing not happening has no event.
 */
const HELD_WINDOW_MS = 100;

/**
 * Background work gives way to requests on PGlite (server/db/give-way.ts): the jobs' rounds, the
 * first one soon after a start included, wait while a request is under way, and still run.
 * PostgreSQL has a pool: nothing waits there.
 */
describeEachEngine('background work gives way to requests', (ctx) => {
  it('the periodic rounds (the first one too) wait while a request is under way, then run', async () => {
    const foreground = ctx.database.foreground;
    const app = Fastify();
    const statementsRun: number[] = [];
    let roundsStarted = 0;
    runEvery(app, INTERVAL_MS, {
      run: async () => {
        roundsStarted += 1;
        await ctx.db.execute(sql`select 1`);
        statementsRun.push(Date.now());
      },
      failure: 'Test round failed; will try again',
    });
    const request = {};
    foreground?.requestStarted(request);
    await app.ready();
    await expect.poll(() => roundsStarted, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
    if (ctx.engine === 'pglite') {
      // The first round has started, but its statement waits behind the request.
      await new Promise((resolve) => setTimeout(resolve, HELD_WINDOW_MS));
      expect(statementsRun).toEqual([]);
      foreground?.requestEnded(request);
      const ended = Date.now();
      await expect.poll(() => statementsRun.length, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
      // After a short quiet spell, not at the next request's end nor the give-way's limit.
      expect(statementsRun[0]! - ended).toBeLessThan(GIVE_WAY_MAX_MS / 2);
    } else {
      expect(foreground).toBeUndefined();
      await expect.poll(() => statementsRun.length, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
    }
    await app.close();
  });

  it("a request's own statements do not wait, and the app reports its requests", async () => {
    const foreground = ctx.database.foreground;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    if (ctx.engine === 'pglite') {
      // The quiet spell is counted on Date.now(): that alone is faked from here, so the test moves
      // the clock across it instead of sleeping. (Its first reading is the real time, a moment
      // after the answer.)
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        // Just answered: a page's next request usually follows, so background work still waits.
        expect(foreground?.busy()).toBe(true);
        vi.advanceTimersByTime(150);
        expect(foreground?.busy()).toBe(true);
        vi.advanceTimersByTime(150);
        expect(foreground?.busy()).toBe(false);
      } finally {
        vi.useRealTimers();
      }
    }
    const request = {};
    foreground?.requestStarted(request);
    const started = Date.now();
    await ctx.db.execute(sql`select 1`);
    // A statement that waited would wait the give-way's limit (2 s); the bound sits well below it
    // and well above a loaded machine's select (CI runs three lanes on two cores).
    expect(Date.now() - started).toBeLessThan(GIVE_WAY_MAX_MS / 2);
    foreground?.requestEnded(request);
  });

  it('background work waits at most GIVE_WAY_MAX_MS per statement: it progresses under constant load', async () => {
    const foreground = ctx.database.foreground;
    const request = {};
    foreground?.requestStarted(request);
    const started = Date.now();
    await inBackground(() => ctx.db.execute(sql`select 1`));
    const waited = Date.now() - started;
    foreground?.requestEnded(request);
    if (ctx.engine === 'pglite') {
      expect(waited).toBeGreaterThanOrEqual(GIVE_WAY_MAX_MS - 50);
      expect(waited).toBeLessThan(GIVE_WAY_MAX_MS + 1000);
    } else {
      expect(waited).toBeLessThan(GIVE_WAY_MAX_MS / 2);
    }
  });
});
