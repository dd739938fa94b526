import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { VALIDATION_ERROR_TITLE } from '../../contract/errors.ts';
import { mutationDialogMachine, type MutationDialogInput } from '../../machines/mutationDialog.machine.ts';
import { selectMutationDialog } from '../../machines/mutationDialog.selectors.ts';

const texts: MutationDialogInput = {
  progressText: 'Saving details...',
  successTitle: 'Details saved',
  errorTitle: 'Error saving details',
};

function apiError(problem: object) {
  return Object.assign(new Error('request failed'), { problem });
}

function startDialog(mutate: (values: unknown) => Promise<unknown> = async () => undefined, input = texts) {
  const showToast = vi.fn();
  const refetch = vi.fn();
  const mutateFake = vi.fn(mutate);
  const machine = mutationDialogMachine.provide({
    actors: { mutate: fromPromise(({ input }) => mutateFake(input.values)) },
    actions: { showToast: (_, params) => showToast(params), refetch },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, showToast, refetch, mutateFake };
}

describe('mutationDialog machine', () => {
  it('opens on editing and closes without calling anything', () => {
    const { actor, mutateFake, showToast } = startDialog();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(selectMutationDialog(actor.getSnapshot()).open).toBe(false);
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(mutateFake).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('shows progress, mutates, toasts success, refetches and closes', async () => {
    const { actor, showToast, refetch, mutateFake } = startDialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.submit', values: { name: 'Acme' } });
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectMutationDialog(actor.getSnapshot()).submitting).toBe(true);
    expect(showToast).toHaveBeenNthCalledWith(1, { title: 'Saving details...', variant: 'default' });
    // Closing is not possible while the call runs.
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(mutateFake).toHaveBeenCalledWith({ name: 'Acme' });
    expect(showToast).toHaveBeenNthCalledWith(2, { title: 'Details saved', variant: 'success' });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the destructive toast, maps field errors and stays open on failure', async () => {
    const { actor, showToast, refetch } = startDialog(
      async () => {
        throw apiError({ title: VALIDATION_ERROR_TITLE, status: 400, errors: { Name: ['Name must be at least 2 characters.'] } });
      },
      { ...texts, errorDescription: 'Please try again.' },
    );
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.submit', values: { name: 'A' } });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(showToast).toHaveBeenLastCalledWith({
      title: 'Error saving details',
      description: 'Please try again.',
      variant: 'destructive',
    });
    expect(refetch).not.toHaveBeenCalled();
    expect(selectMutationDialog(actor.getSnapshot())).toEqual({
      open: true,
      submitting: false,
      fieldErrors: { name: 'Name must be at least 2 characters.' },
      result: null,
    });
  });

  it('clears field errors on resubmit, on close and on a non-validation failure', async () => {
    let calls = 0;
    const { actor } = startDialog(async () => {
      calls += 1;
      if (calls === 1) throw apiError({ title: VALIDATION_ERROR_TITLE, status: 400, errors: { Email: ['Bad'] } });
      throw new Error('offline');
    });
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.submit', values: {} });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Bad' });
    actor.send({ type: 'dialog.submit', values: {} });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    calls = 0;
    actor.send({ type: 'dialog.submit', values: {} });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('puts a 409 on the conflictField when the dialog names one, and nowhere otherwise', async () => {
    const conflict = async () => {
      throw apiError({ title: 'This GMV is already in use by another venue.', status: 409 });
    };
    const named = startDialog(conflict, { ...texts, conflictField: 'gmv' }).actor;
    named.send({ type: 'dialog.open' });
    named.send({ type: 'dialog.submit', values: {} });
    await waitFor(named, (s) => s.matches({ open: 'editing' }));
    expect(selectMutationDialog(named.getSnapshot()).fieldErrors).toEqual({ gmv: 'This GMV is already in use by another venue.' });

    const unnamed = startDialog(conflict).actor;
    unnamed.send({ type: 'dialog.open' });
    unnamed.send({ type: 'dialog.submit', values: {} });
    await waitFor(unnamed, (s) => s.matches({ open: 'editing' }));
    expect(unnamed.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('keeps the answer on show when closeOnSuccess is false and clears it on close', async () => {
    const { actor, showToast, refetch } = startDialog(async () => ({ accessSecret: 's3cret' }), {
      progressText: 'Creating API key...',
      successTitle: 'API key created',
      successDescription: 'Copy the secret now.',
      errorTitle: 'Error creating external API key',
      closeOnSuccess: false,
    });
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.submit', values: { name: 'Key' } });
    await waitFor(actor, (s) => s.matches({ open: 'done' }));
    expect(showToast).toHaveBeenLastCalledWith({
      title: 'API key created',
      description: 'Copy the secret now.',
      variant: 'success',
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(selectMutationDialog(actor.getSnapshot()).result).toEqual({ accessSecret: 's3cret' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(selectMutationDialog(actor.getSnapshot()).result).toBeNull();
  });
});
