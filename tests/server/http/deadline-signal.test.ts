import { describe, expect, it } from 'vitest';
import { deadlineSignal } from '../../../server/http/deadline-signal.ts';
import { collectGarbage } from '../../support/collectGarbage.ts';

const aborted = (signal: AbortSignal) => new Promise<unknown>((resolve) => signal.addEventListener('abort', () => resolve(signal.reason), { once: true }));

describe('deadlineSignal', () => {
  it('aborts with a TimeoutError at its deadline, even when a garbage collection runs while it waits', async () => {
    const { signal } = deadlineSignal(new AbortController().signal, 150);
    const reason = aborted(signal);
    setTimeout(collectGarbage, 50);
    const outcome = await Promise.race([reason, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000))]);
    expect(outcome).toMatchObject({ name: 'TimeoutError' });
  });

  it('aborts with the parent’s reason when the parent aborts first, or had already', async () => {
    const parent = new AbortController();
    const { signal } = deadlineSignal(parent.signal, 60_000);
    const reason = aborted(signal);
    parent.abort(new Error('closing'));
    expect(await reason).toMatchObject({ message: 'closing' });

    const done = AbortSignal.abort(new Error('already'));
    expect(deadlineSignal(done, 60_000).signal.reason).toMatchObject({ message: 'already' });
  });

  it('lets go of the parent and of its timer once cleared', async () => {
    const parent = new AbortController();
    const deadline = deadlineSignal(parent.signal, 50);
    deadline.clear();
    await new Promise((resolve) => setTimeout(resolve, 150));
    parent.abort();
    expect(deadline.signal.aborted).toBe(false);
  });
});
