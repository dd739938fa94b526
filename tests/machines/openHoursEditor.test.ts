import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OpenHours } from '../../contract/openHours.ts';
import {
  OPEN_HOURS_FAILED_TOAST,
  OPEN_HOURS_SAVED_TOAST,
  openHoursEditorMachine,
} from '../../machines/openHoursEditor.machine.ts';
import { selectOpenHoursDays, selectOpenHoursStatus } from '../../machines/openHoursEditor.selectors.ts';

const closedWeek: OpenHours = {
  mondayOpen: null,
  mondayClose: null,
  tuesdayOpen: null,
  tuesdayClose: null,
  wednesdayOpen: null,
  wednesdayClose: null,
  thursdayOpen: null,
  thursdayClose: null,
  fridayOpen: null,
  fridayClose: null,
  saturdayOpen: null,
  saturdayClose: null,
  sundayOpen: null,
  sundayClose: null,
};

const initial: OpenHours = { ...closedWeek, mondayOpen: '09:00', mondayClose: '17:00', fridayOpen: '18:00' };

function startEditor(save: (hours: OpenHours) => Promise<void> = async () => undefined) {
  const showToast = vi.fn();
  const refetch = vi.fn();
  const saveFake = vi.fn(save);
  const machine = openHoursEditorMachine.provide({
    actors: { saveOpenHours: fromPromise(({ input }) => saveFake(input)) },
    actions: { showToast: (_, params) => showToast(params), refetch },
  });
  const actor = createActor(machine, { input: { hours: initial } }).start();
  return { actor, showToast, refetch, saveFake };
}

describe('openHoursEditor machine', () => {
  it('starts editable and clean with the given hours', () => {
    const { actor } = startEditor();
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(selectOpenHoursStatus(actor.getSnapshot())).toEqual({ dirty: false, saving: false, saveFailed: false });
    const days = selectOpenHoursDays(actor.getSnapshot());
    expect(days.map((d) => d.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(days[0]).toEqual({ day: 'monday', open: true, openTime: '09:00', late: false, closeTime: '17:00' });
    expect(days[1]).toEqual({ day: 'tuesday', open: false, openTime: null, late: false, closeTime: null });
    expect(days[4]).toEqual({ day: 'friday', open: true, openTime: '18:00', late: true, closeTime: null });
  });

  it('ticking Open defaults the open time to 00:00 and leaves the day late', () => {
    const { actor } = startEditor();
    actor.send({ type: 'openHours.openToggled', day: 'tuesday', checked: true });
    expect(actor.getSnapshot().context.hours).toMatchObject({ tuesdayOpen: '00:00', tuesdayClose: null });
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });

  it('unticking Open clears both times', () => {
    const { actor } = startEditor();
    actor.send({ type: 'openHours.openToggled', day: 'monday', checked: false });
    expect(actor.getSnapshot().context.hours).toMatchObject({ mondayOpen: null, mondayClose: null });
    expect(selectOpenHoursDays(actor.getSnapshot())[0]).toMatchObject({ open: false, late: false });
  });

  it('the Close checkbox sets 00:00 when ticked and means late when off, only on an open day', () => {
    const { actor } = startEditor();
    actor.send({ type: 'openHours.closeToggled', day: 'friday', checked: true });
    expect(actor.getSnapshot().context.hours.fridayClose).toBe('00:00');
    actor.send({ type: 'openHours.closeToggled', day: 'monday', checked: false });
    expect(actor.getSnapshot().context.hours.mondayClose).toBeNull();
    expect(selectOpenHoursDays(actor.getSnapshot())[0]?.late).toBe(true);
    actor.send({ type: 'openHours.closeToggled', day: 'sunday', checked: true });
    expect(actor.getSnapshot().context.hours.sundayClose).toBeNull();
  });

  it('sets valid times and ignores invalid ones or a close time on a closed day', () => {
    const { actor } = startEditor();
    actor.send({ type: 'openHours.openTimeChanged', day: 'monday', time: '08:30' });
    actor.send({ type: 'openHours.closeTimeChanged', day: 'monday', time: '23:59' });
    expect(actor.getSnapshot().context.hours).toMatchObject({ mondayOpen: '08:30', mondayClose: '23:59' });
    actor.send({ type: 'openHours.openTimeChanged', day: 'monday', time: '24:00' });
    actor.send({ type: 'openHours.closeTimeChanged', day: 'monday', time: '7:5' });
    expect(actor.getSnapshot().context.hours).toMatchObject({ mondayOpen: '08:30', mondayClose: '23:59' });
    actor.send({ type: 'openHours.closeTimeChanged', day: 'sunday', time: '02:00' });
    expect(actor.getSnapshot().context.hours.sundayClose).toBeNull();
    actor.send({ type: 'openHours.openTimeChanged', day: 'sunday', time: '10:00' });
    expect(actor.getSnapshot().context.hours.sundayOpen).toBe('10:00');
  });

  it('discard returns to the loaded hours and clears dirty', () => {
    const { actor } = startEditor();
    actor.send({ type: 'openHours.openToggled', day: 'monday', checked: false });
    actor.send({ type: 'openHours.discard' });
    expect(actor.getSnapshot().context.hours).toEqual(initial);
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('saves the hours, toasts success, refetches and becomes clean', async () => {
    const { actor, saveFake, showToast, refetch } = startEditor();
    actor.send({ type: 'openHours.openToggled', day: 'sunday', checked: true });
    actor.send({ type: 'openHours.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectOpenHoursStatus(actor.getSnapshot()).saving).toBe(true);
    // Edits wait while the call runs.
    actor.send({ type: 'openHours.openToggled', day: 'monday', checked: false });
    expect(actor.getSnapshot().context.hours.mondayOpen).toBe('09:00');
    await waitFor(actor, (s) => s.matches({ form: 'saved' }));
    expect(saveFake).toHaveBeenCalledWith({ ...initial, sundayOpen: '00:00' });
    expect(showToast).toHaveBeenCalledWith(OPEN_HOURS_SAVED_TOAST);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(selectOpenHoursStatus(actor.getSnapshot())).toEqual({ dirty: false, saving: false, saveFailed: false });
    actor.send({ type: 'openHours.openToggled', day: 'monday', checked: false });
    actor.send({ type: 'openHours.discard' });
    expect(actor.getSnapshot().context.hours.sundayOpen).toBe('00:00');
  });

  it('keeps the edits, shows the error toast and stays editable when saving fails', async () => {
    const { actor, showToast, refetch } = startEditor(async () => {
      throw new Error('500');
    });
    actor.send({ type: 'openHours.openToggled', day: 'sunday', checked: true });
    actor.send({ type: 'openHours.save' });
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    expect(showToast).toHaveBeenCalledWith(OPEN_HOURS_FAILED_TOAST);
    expect(OPEN_HOURS_FAILED_TOAST.title).toBe('Error updating venue open hours');
    expect(refetch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(selectOpenHoursStatus(actor.getSnapshot())).toEqual({ dirty: true, saving: false, saveFailed: true });
    expect(actor.getSnapshot().context.hours.sundayOpen).toBe('00:00');
  });
});
