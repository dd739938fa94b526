import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '../../contract/constants.ts';
import { toastMachine } from '../../machines/toast.machine.ts';
import { selectIsShowingToast, selectToasts } from '../../machines/toast.selectors.ts';

function start() {
  return createActor(toastMachine).start();
}

describe('toast machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with no toast', () => {
    const actor = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectToasts(actor.getSnapshot())).toEqual([]);
  });

  it('shows an added toast with the default variant', () => {
    const actor = start();
    actor.send({ type: 'toast.add', toast: { title: 'Client created' } });
    expect(selectIsShowingToast(actor.getSnapshot())).toBe(true);
    expect(selectToasts(actor.getSnapshot())).toEqual([{ id: '1', title: 'Client created', variant: 'default', open: true }]);
  });

  it('keeps the description and the variant', () => {
    const actor = start();
    actor.send({
      type: 'toast.add',
      toast: { title: 'Forgot password failed!', description: 'Failed to send forgot password, please try again.', variant: 'destructive' },
    });
    expect(selectToasts(actor.getSnapshot())[0]).toMatchObject({
      description: 'Failed to send forgot password, please try again.',
      variant: 'destructive',
    });
  });

  it('keeps at most one toast: the newest replaces the one shown', () => {
    const actor = start();
    actor.send({ type: 'toast.add', toast: { title: 'First' } });
    actor.send({ type: 'toast.add', toast: { title: 'Second', variant: 'success' } });
    expect(selectToasts(actor.getSnapshot()).map((toast) => toast.title)).toEqual(['Second']);
  });

  it('closes a toast after 5000 ms', () => {
    const actor = start();
    actor.send({ type: 'toast.add', toast: { title: 'Saved' } });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(selectToasts(actor.getSnapshot())[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(selectToasts(actor.getSnapshot())[0]?.open).toBe(false);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('restarts the timer for a newer toast', () => {
    const actor = start();
    actor.send({ type: 'toast.add', toast: { title: 'First' } });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'toast.add', toast: { title: 'Second' } });
    vi.advanceTimersByTime(4000);
    expect(selectToasts(actor.getSnapshot())[0]).toMatchObject({ title: 'Second', open: true });
    vi.advanceTimersByTime(1000);
    expect(selectToasts(actor.getSnapshot())[0]?.open).toBe(false);
  });

  it('pauses while hovered and restarts the full duration on resume', () => {
    const actor = start();
    actor.send({ type: 'toast.add', toast: { title: 'Saved' } });
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'toast.pause' });
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(selectToasts(actor.getSnapshot())[0]?.open).toBe(true);
    actor.send({ type: 'toast.resume' });
    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(selectToasts(actor.getSnapshot())[0]?.open).toBe(false);
  });

  it('dismisses the shown toast by id, or all without an id', () => {
    const actor = start();
    actor.send({ type: 'toast.add', toast: { title: 'One' } });
    actor.send({ type: 'toast.dismiss', id: '1' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectToasts(actor.getSnapshot())[0]?.open).toBe(false);

    actor.send({ type: 'toast.add', toast: { title: 'Two' } });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectToasts(actor.getSnapshot())).toEqual([{ id: '2', title: 'Two', variant: 'default', open: false }]);
  });

  it('ignores a dismiss for a toast that is no longer shown', () => {
    const actor = start();
    actor.send({ type: 'toast.add', toast: { title: 'One' } });
    actor.send({ type: 'toast.add', toast: { title: 'Two' } });
    actor.send({ type: 'toast.dismiss', id: '1' });
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(selectToasts(actor.getSnapshot())[0]).toMatchObject({ id: '2', open: true });
  });

  it('removes closed toasts after the removal delay, or at once on request', () => {
    const actor = start();
    actor.send({ type: 'toast.add', toast: { title: 'One' } });
    actor.send({ type: 'toast.dismiss', id: '1' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(selectToasts(actor.getSnapshot())).toEqual([]);

    actor.send({ type: 'toast.add', toast: { title: 'Two' } });
    actor.send({ type: 'toast.remove', id: '2' });
    expect(selectToasts(actor.getSnapshot())).toEqual([]);
  });
});
