import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { NOT_ALLOWED_TITLE } from '../../contract/compliance.ts';
import { weekdays } from '../../contract/openHours.ts';
import { scheduleMessages, type ScheduleEntry } from '../../contract/schedules.ts';
import {
  BLANK_DRAFT,
  requestOf,
  SCHEDULE_SAVED_TOAST,
  scheduleEntryEditorMachine,
  validateDraft,
  type SaveEntryInput,
  type ScheduleEntryDraft,
} from '../../machines/scheduleEntryEditor.machine.ts';
import { selectScheduleEntryEditor } from '../../machines/scheduleEntryEditor.selectors.ts';

const VENUE = '7b0b8f0e-5d3c-4d7f-9a0e-3c1f1f1f1f1f';
const LAYOUT = '1d8c6f10-2a7b-4c5e-8f9a-0b1c2d3e4f50';
const target = { venueId: VENUE };

const savedEntry: ScheduleEntry = {
  id: '0c3e5b7a-9d1f-4e2a-8b6c-4d5e6f708192',
  name: 'Happy hour',
  target,
  content: { assetId: LAYOUT },
  days: ['friday', 'monday'],
  from: null,
  to: null,
  dayPart: 'open',
  firstDate: '2026-12-01',
  lastDate: null,
  priority: 5,
  createdUtc: '2026-11-20T10:00:00.000Z',
  updatedUtc: '2026-11-20T10:00:00.000Z',
  contentName: null,
  warning: null,
  skipped: null,
};

function startEditor(save: (input: SaveEntryInput) => Promise<ScheduleEntry> = async () => savedEntry, entry?: ScheduleEntry) {
  const showToast = vi.fn();
  const refetch = vi.fn();
  const saveFake = vi.fn(save);
  const machine = scheduleEntryEditorMachine.provide({
    actors: { saveEntry: fromPromise<ScheduleEntry, SaveEntryInput>(({ input }) => saveFake(input)) },
    actions: { showToast: (_, params) => showToast(params), refetch },
  });
  const actor = createActor(machine, { input: { target, entry } }).start();
  return { actor, showToast, refetch, saveFake };
}

const view = (actor: ReturnType<typeof startEditor>['actor']) => selectScheduleEntryEditor(actor.getSnapshot());

function fillWhat(actor: ReturnType<typeof startEditor>['actor']) {
  actor.send({ type: 'entry.changed', patch: { name: 'Evening sport', contentId: LAYOUT } });
  actor.send({ type: 'entry.next' });
}

describe('scheduleEntryEditor machine', () => {
  it('starts a new entry on step 1, editable, every day, an evening window, priority 0', () => {
    const { actor } = startEditor();
    expect(actor.getSnapshot().matches('what')).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(view(actor)).toMatchObject({ step: 'what', isNew: true, saving: false, saveFailed: false, closed: false, errors: {} });
    expect(view(actor).draft).toEqual(BLANK_DRAFT);
  });

  it('refuses Next without a name and content, saying so on those fields', () => {
    const { actor } = startEditor();
    actor.send({ type: 'entry.next' });
    expect(actor.getSnapshot().matches('what')).toBe(true);
    expect(view(actor).errors).toEqual({ name: scheduleMessages.scheduleNameRequired, content: scheduleMessages.contentRequired });
  });

  it('clears a field’s message when it changes, and moves on once step 1 is valid', () => {
    const { actor } = startEditor();
    actor.send({ type: 'entry.next' });
    actor.send({ type: 'entry.changed', patch: { name: 'Evening sport' } });
    expect(view(actor).errors).toEqual({ content: scheduleMessages.contentRequired });
    actor.send({ type: 'entry.changed', patch: { contentId: LAYOUT } });
    actor.send({ type: 'entry.next' });
    expect(view(actor)).toMatchObject({ step: 'when', errors: {} });
  });

  it('forgets the chosen content when the kind changes from layout to playlist', () => {
    const { actor } = startEditor();
    actor.send({ type: 'entry.changed', patch: { contentId: LAYOUT } });
    actor.send({ type: 'entry.changed', patch: { contentKind: 'playlist' } });
    expect(view(actor).draft).toMatchObject({ contentKind: 'playlist', contentId: '' });
  });

  it('keeps step 2’s input when going back and forth', () => {
    const { actor } = startEditor();
    fillWhat(actor);
    actor.send({ type: 'entry.changed', patch: { days: ['saturday'], from: '20:00' } });
    actor.send({ type: 'entry.back' });
    expect(view(actor).step).toBe('what');
    actor.send({ type: 'entry.next' });
    expect(view(actor).draft).toMatchObject({ name: 'Evening sport', days: ['saturday'], from: '20:00' });
  });

  it('refuses Save with no days, a last date before the first, or a bad priority, naming each field', () => {
    const { actor, saveFake } = startEditor();
    fillWhat(actor);
    actor.send({ type: 'entry.changed', patch: { days: [], firstDate: '2026-12-10', lastDate: '2026-12-01', priority: '2.5' } });
    actor.send({ type: 'entry.save' });
    expect(actor.getSnapshot().matches({ when: 'idle' })).toBe(true);
    expect(view(actor).errors).toEqual({
      days: scheduleMessages.daysRequired,
      lastDate: scheduleMessages.lastBeforeFirst,
      priority: scheduleMessages.priorityInvalid,
    });
    expect(saveFake).not.toHaveBeenCalled();
  });

  it('saves a day part without times, then toasts, refetches and is done', async () => {
    const { actor, saveFake, showToast, refetch } = startEditor();
    fillWhat(actor);
    actor.send({ type: 'entry.changed', patch: { timing: 'open', priority: '' } });
    actor.send({ type: 'entry.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(view(actor)).toMatchObject({ step: 'when', saving: true });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(view(actor).closed).toBe(true);
    expect(saveFake).toHaveBeenCalledWith({
      entryId: null,
      request: {
        name: 'Evening sport',
        target,
        content: { assetId: LAYOUT },
        days: [...weekdays],
        from: null,
        to: null,
        dayPart: 'open',
        firstDate: null,
        lastDate: null,
        priority: 0,
      },
    });
    expect(showToast).toHaveBeenCalledWith(SCHEDULE_SAVED_TOAST);
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('edits an entry with its id, starting from its values', async () => {
    const { actor, saveFake } = startEditor(async () => savedEntry, savedEntry);
    expect(view(actor)).toMatchObject({ isNew: false });
    expect(view(actor).draft).toMatchObject({ name: 'Happy hour', contentId: LAYOUT, days: ['monday', 'friday'], timing: 'open', priority: '5', firstDate: '2026-12-01' });
    actor.send({ type: 'entry.next' });
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saveFake.mock.calls[0]?.[0]).toMatchObject({ entryId: savedEntry.id, request: { dayPart: 'open', days: ['monday', 'friday'], priority: 5 } });
  });

  // As the app's API client throws a problem answer: an error carrying the body.
  it('puts the server’s field errors on their step: an unknown layout goes back to step 1', async () => {
    const problem = { title: 'One or more validation errors occurred.', status: 400, errors: { 'content.assetId': [scheduleMessages.assetUnknown] } };
    const { actor, showToast } = startEditor(async () => {
      throw Object.assign(new Error(problem.title), { problem });
    });
    fillWhat(actor);
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().matches('what')).toBe(true);
    expect(view(actor).errors).toEqual({ content: scheduleMessages.assetUnknown });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('keeps a server error on a step 2 field on step 2', async () => {
    const problem = { title: 'One or more validation errors occurred.', status: 400, errors: { dayPart: [scheduleMessages.windowOrDayPart] } };
    const { actor } = startEditor(async () => {
      throw Object.assign(new Error(problem.title), { problem });
    });
    fillWhat(actor);
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().matches({ when: 'idle' })).toBe(true);
    expect(view(actor).errors).toEqual({ dayPart: scheduleMessages.windowOrDayPart });
  });

  it('fails without losing the draft when the server is down, and Save can be tried again', async () => {
    let fail = true;
    const { actor, showToast } = startEditor(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return savedEntry;
    });
    fillWhat(actor);
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ when: 'failed' }));
    expect(view(actor)).toMatchObject({ saveFailed: true, draft: { name: 'Evening sport' } });
    // The dialog's own alert says it; a toast beside it would say it twice.
    expect(showToast).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().matches('saved')).toBe(true);
  });

  it('lists the screens a 409 refused, keeps the draft, and saves again where the person narrowed it', async () => {
    const DISPLAY = '5f0c2b1e-0d6a-4c5e-8f9a-0b1c2d3e4f50';
    const violation = { displayId: '6a0c2b1e-0d6a-4c5e-8f9a-0b1c2d3e4f51', displayLabel: 'Terrace', venueId: VENUE, venueName: 'York', zone: 'external', category: 'gaming-promotion', jurisdiction: 'AU-NSW' };
    const problem = { type: 'docs/compliance.md', title: NOT_ALLOWED_TITLE, status: 409, violations: [violation] };
    const { actor, saveFake, showToast } = startEditor(async (input) => {
      if ('venueId' in input.request.target) throw Object.assign(new Error(problem.title), { problem });
      return { ...savedEntry, target: input.request.target };
    });
    fillWhat(actor);
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().matches({ when: 'refused' })).toBe(true);
    expect(view(actor)).toMatchObject({ violations: [violation], target, initialTarget: target, saveFailed: false, draft: { name: 'Evening sport' } });
    expect(showToast).not.toHaveBeenCalled();
    actor.send({ type: 'entry.targetChanged', target: { displayId: DISPLAY } });
    expect(view(actor).target).toEqual({ displayId: DISPLAY });
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saveFake).toHaveBeenLastCalledWith(expect.objectContaining({ request: expect.objectContaining({ name: 'Evening sport', target: { displayId: DISPLAY } }) }));
  });

  it('treats a 409 without violations as another failure', async () => {
    const { actor } = startEditor(async () => {
      throw Object.assign(new Error('Conflict'), { problem: { title: 'Conflict', status: 409 } });
    });
    fillWhat(actor);
    actor.send({ type: 'entry.save' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().matches({ when: 'failed' })).toBe(true);
    expect(view(actor).violations).toEqual([]);
  });

  it('cancels from either step, but not while saving', () => {
    const first = startEditor(() => new Promise(() => {}));
    first.actor.send({ type: 'entry.cancel' });
    expect(first.actor.getSnapshot().matches('cancelled')).toBe(true);
    const second = startEditor(() => new Promise(() => {}));
    fillWhat(second.actor);
    second.actor.send({ type: 'entry.save' });
    second.actor.send({ type: 'entry.cancel' });
    expect(second.actor.getSnapshot().matches('saving')).toBe(true);
  });

  it('validates exactly as the server’s schema does: a draft is valid when its request parses', async () => {
    const { scheduleRequestSchema } = await import('../../contract/schedules.ts');
    const time = fc.constantFrom('', '00:00', '09:30', '17:00', '23:59', '24:00', '9:00');
    const date = fc.constantFrom('', '2026-12-01', '2026-12-24', '2026-02-30', 'tomorrow');
    const draft: fc.Arbitrary<ScheduleEntryDraft> = fc.record({
      name: fc.constantFrom('', ' ', 'Happy hour'),
      contentKind: fc.constantFrom('asset' as const, 'playlist' as const),
      contentId: fc.constantFrom('', LAYOUT),
      days: fc.subarray([...weekdays]),
      timing: fc.constantFrom('window' as const, 'open' as const, 'closed' as const),
      from: time,
      to: time,
      firstDate: date,
      lastDate: date,
      priority: fc.constantFrom('', '0', '-1000', '1001', '3.5', 'high', '7'),
    });
    fc.assert(
      fc.property(draft, (candidate) => {
        const errors = validateDraft(candidate, target);
        const parsed = scheduleRequestSchema.safeParse(requestOf(candidate, target));
        expect(Object.keys(errors).length === 0).toBe(parsed.success);
      }),
    );
  });
});
