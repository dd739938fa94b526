import Fastify from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { runEvery } from '../../../server/jobs/run-every.ts';

const INTERVAL_MS = 20;
/** Moves the fake clock on, running the rounds' timers due meanwhile and what their promises do next. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** The periodic round of the timed jobs (venue alerts; the play rollup): no database needed. */
describe('runEvery', () => {
  it('runs soon after ready, never two rounds at once, tries again after a failure, and close waits for a round under way', async () => {
    // The rounds' interval and first tick are the only timers here: a fake clock runs them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const app = Fastify();
    const warnings: unknown[] = [];
    app.log.warn = ((...args: unknown[]) => void warnings.push(args)) as typeof app.log.warn;
    let started = 0;
    let finished = 0;
    let release: () => void = () => undefined;
    const done: number[] = [];
    runEvery(app, INTERVAL_MS, {
      run: async () => {
        started += 1;
        if (started === 1) throw new Error('first round fails');
        // The second round hangs until released: the ticks meanwhile start nothing.
        if (started === 2) await new Promise<void>((resolve) => (release = resolve));
        finished += 1;
        return started;
      },
      done: (round) => void done.push(round),
      failure: 'Test round failed; will try again',
    });
    expect(started).toBe(0);
    await app.ready();
    await elapse(15 * INTERVAL_MS);
    expect(warnings).toHaveLength(1);
    expect(started).toBe(2);
    const closed = app.close();
    await elapse(3 * INTERVAL_MS);
    expect(finished).toBe(0);
    release();
    await closed;
    expect(done).toEqual([2]);
    await elapse(3 * INTERVAL_MS);
    expect(started).toBe(2);
  });
});
