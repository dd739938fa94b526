/**
 * Schedule entry editor (docs/scheduling.md): add or edit one entry of a display, venue or client
 * in two steps, checked with the contract's schema before anything is sent.
 *
 * States
 * - what           step 1: name and content, a layout or a playlist (tag editable)
 * - when           step 2: days, a time window or a day part, first and last date, priority (tag editable)
 *   - when.idle      editing
 *   - when.failed    the save failed for another reason than the fields (a network error, a 500);
 *                    the draft is kept and Save can be tried again
 *   - when.refused   409 "Not allowed on these screens" (docs/compliance.md#how-the-portal-applies-them):
 *                    the violating screens are listed, the draft is kept, and the person may narrow
 *                    where the entry plays (entry.targetChanged) and Save again
 * - saving         the entry is sent (POST for a new one, PUT for an edit) (tag busy); edits wait
 * - saved          final: the server stored it (the app closes the dialog and refreshes the list)
 * - cancelled      final: closed without saving
 *
 * Events
 * - entry.changed {patch}   part of the draft changed; the changed fields' errors are cleared
 * - entry.next              to step 2 when step 1's fields are valid, else their errors are shown
 * - entry.back              to step 1, keeping everything typed
 * - entry.save              send when every field is valid, else show the errors (on step 1 when
 *                           one of its fields is wrong); a 400 from the server puts its field
 *                           errors on the fields, on the step that holds the first of them
 * - entry.targetChanged {target}  where the entry plays, narrowed after a refusal (a display or a
 *                           venue below the page's own target)
 * - entry.cancel            close without saving (not while saving)
 */
import { assertEvent, assign, setup } from 'xstate';
import { weekdays, type Weekday } from '../contract/openHours.ts';
import { fieldErrorsFromFailure } from '../contract/problems.ts';
import { scheduleMessages, scheduleRequestSchema, type ScheduleEntry, type ScheduleRequest, type ScheduleTarget } from '../contract/schedules.ts';
import { notProvided } from './notProvided.ts';
import type { Violation } from '../contract/complianceRules.ts';
import { violationsOf } from './complianceRefusal.ts';
import type { ToastInput } from './toast.machine.ts';

export const SCHEDULE_SAVED_TOAST: ToastInput = { title: 'Schedule entry saved', variant: 'success' };
export const SCHEDULE_SAVE_FAILED = 'Error saving schedule entry';

/** How the entry's hours are chosen: a daily window, or a day part of the venue's open hours. */
export type EntryTiming = 'window' | 'open' | 'closed';

/** The form as typed: strings where the person types, so nothing typed is lost to parsing. */
export interface ScheduleEntryDraft {
  name: string;
  contentKind: 'asset' | 'playlist';
  /** The chosen layout's or playlist's id; '' when none is chosen yet. */
  contentId: string;
  days: Weekday[];
  timing: EntryTiming;
  /** "HH:mm" or '' (only with the window timing). */
  from: string;
  to: string;
  /** "YYYY-MM-DD" or '' for none. */
  firstDate: string;
  lastDate: string;
  /** As typed; '' means the default, 0. */
  priority: string;
}

export type EntryStep = 'what' | 'when';

/** Which step shows each request field (the server's field names, docs/decisions.md#errors). */
const STEP_OF_FIELD: Record<string, EntryStep> = { name: 'what', content: 'what', target: 'what' };
export const stepOfField = (field: string): EntryStep => STEP_OF_FIELD[field] ?? 'when';

export interface ScheduleEntryEditorContext {
  /** Where the entry plays: the page's target, or one narrowed after a refusal. */
  target: ScheduleTarget;
  /** The page's own target, where the dialog was opened. */
  initialTarget: ScheduleTarget;
  /** The screens the last save was refused on; empty before any refusal. */
  violations: Violation[];
  /** The entry being edited, or null for a new one. */
  entryId: string | null;
  draft: ScheduleEntryDraft;
  /** One message per request field (name, content, days, from, to, dayPart, firstDate, lastDate, priority). */
  errors: Record<string, string>;
}

export interface ScheduleEntryEditorInput {
  target: ScheduleTarget;
  /** Edit this entry; without it a new one is drafted. */
  entry?: ScheduleEntry | undefined;
}

export interface SaveEntryInput {
  entryId: string | null;
  request: ScheduleRequest;
}

export type ScheduleEntryEditorEvent =
  | { type: 'entry.changed'; patch: Partial<ScheduleEntryDraft> }
  | { type: 'entry.next' }
  | { type: 'entry.back' }
  | { type: 'entry.save' }
  | { type: 'entry.targetChanged'; target: ScheduleTarget }
  | { type: 'entry.cancel' };

export const BLANK_DRAFT: ScheduleEntryDraft = {
  name: '',
  contentKind: 'asset',
  contentId: '',
  days: [...weekdays],
  timing: 'window',
  // The time pickers always show a time: start from an evening, as most entries are.
  from: '17:00',
  to: '19:00',
  firstDate: '',
  lastDate: '',
  priority: '0',
};

export function draftOf(entry: ScheduleEntry | undefined): ScheduleEntryDraft {
  if (!entry) return BLANK_DRAFT;
  return {
    name: entry.name,
    contentKind: 'assetId' in entry.content ? 'asset' : 'playlist',
    contentId: 'assetId' in entry.content ? entry.content.assetId : entry.content.playlistId,
    days: weekdays.filter((day) => entry.days.includes(day)),
    timing: entry.dayPart ?? 'window',
    from: entry.from ?? BLANK_DRAFT.from,
    to: entry.to ?? BLANK_DRAFT.to,
    firstDate: entry.firstDate ?? '',
    lastDate: entry.lastDate ?? '',
    priority: String(entry.priority),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The draft as the API takes it; what cannot be parsed is passed on for the schema to name. */
export function requestOf(draft: ScheduleEntryDraft, target: ScheduleTarget): ScheduleRequest {
  const window = draft.timing === 'window';
  const priority = draft.priority.trim() === '' ? 0 : Number(draft.priority.trim());
  return {
    name: draft.name,
    target,
    // No choice yet is an empty object: the schema answers "Choose one layout or playlist".
    content: (draft.contentId === '' ? {} : draft.contentKind === 'asset' ? { assetId: draft.contentId } : { playlistId: draft.contentId }) as ScheduleRequest['content'],
    days: weekdays.filter((day) => draft.days.includes(day)),
    from: window ? orNull(draft.from) : null,
    to: window ? orNull(draft.to) : null,
    // A window with neither time is sent as such, so the schema says both are needed.
    dayPart: draft.timing === 'window' ? null : draft.timing,
    firstDate: orNull(draft.firstDate),
    lastDate: orNull(draft.lastDate),
    priority,
  };
}

/** The schema's first message per field, keyed as the server keys them. */
export function validateDraft(draft: ScheduleEntryDraft, target: ScheduleTarget): Record<string, string> {
  const result = scheduleRequestSchema.safeParse(requestOf(draft, target));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    // A window with neither time is reported on `from`; a window without a `to` on `to`.
    errors[field] ??= issue.message;
  }
  // The form offers a window or a day part, never both: with the window chosen, what is missing is a time.
  if (draft.timing === 'window') {
    delete errors.dayPart;
    if (draft.from.trim() === '') errors.from = scheduleMessages.fromRequired;
    if (draft.to.trim() === '') errors.to = scheduleMessages.toRequired;
  }
  // The schema checks the dates' order only once every other field parses: say it at once.
  const first = orNull(draft.firstDate);
  const last = orNull(draft.lastDate);
  if (first !== null && last !== null && last < first) errors.lastDate ??= scheduleMessages.lastBeforeFirst;
  return errors;
}

/** The server's field errors on the form's fields: `content.assetId` is the content field's. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsFromFailure(error))) errors[field.split('.')[0] ?? field] ??= message;
  return errors;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const errorsOnStep = (errors: Record<string, string>, step: EntryStep) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field) === step));

/** Fields a patch touches, by their request names, so their old messages go. */
function fieldsOfPatch(patch: Partial<ScheduleEntryDraft>): string[] {
  return Object.keys(patch).flatMap((key) => {
    if (key === 'contentKind' || key === 'contentId') return ['content'];
    if (key === 'timing') return ['from', 'to', 'dayPart'];
    return [key];
  });
}

export const scheduleEntryEditorMachine = setup({
  types: {
    context: {} as ScheduleEntryEditorContext,
    events: {} as ScheduleEntryEditorEvent,
    input: {} as ScheduleEntryEditorInput,
  },
  actors: {
    saveEntry: notProvided<ScheduleEntry, SaveEntryInput>('saveEntry'),
  },
  actions: {
    /** Provided by the app: add a toast to the queue. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the app: refetch the entries (and the timeline) the saved entry changes. */
    refetch: () => {},
    applyPatch: assign(({ context, event }) => {
      assertEvent(event, 'entry.changed');
      const cleared = new Set(fieldsOfPatch(event.patch));
      const errors = Object.fromEntries(Object.entries(context.errors).filter(([field]) => !cleared.has(field)));
      // Changing the kind of content forgets the other kind's choice.
      const contentId = event.patch.contentKind !== undefined && event.patch.contentKind !== context.draft.contentKind ? '' : context.draft.contentId;
      return { draft: { ...context.draft, contentId, ...event.patch }, errors };
    }),
    showWhatErrors: assign(({ context }) => ({ errors: errorsOnStep(validateDraft(context.draft, context.target), 'what') })),
    showAllErrors: assign(({ context }) => ({ errors: validateDraft(context.draft, context.target) })),
    clearErrors: assign({ errors: {} }),
    showServerErrors: assign(({ event }) => ({ errors: serverFieldErrors(errorOf(event)), violations: [] })),
    showViolations: assign(({ event }) => ({ errors: {}, violations: violationsOf(errorOf(event)) ?? [] })),
    forgetViolations: assign({ violations: [] }),
    changeTarget: assign(({ event }) => {
      assertEvent(event, 'entry.targetChanged');
      return { target: event.target };
    }),
  },
  guards: {
    isWhatValid: ({ context }) => Object.keys(errorsOnStep(validateDraft(context.draft, context.target), 'what')).length === 0,
    isDraftValid: ({ context }) => Object.keys(validateDraft(context.draft, context.target)).length === 0,
    isWhatWrong: ({ context }) => Object.keys(errorsOnStep(validateDraft(context.draft, context.target), 'what')).length > 0,
    isRefused: ({ event }) => violationsOf(errorOf(event)) !== null,
    hasServerFieldErrors: ({ event }) => Object.keys(serverFieldErrors(errorOf(event))).length > 0,
    areServerErrorsOnWhat: ({ event }) => Object.keys(serverFieldErrors(errorOf(event))).some((field) => stepOfField(field) === 'what'),
  },
}).createMachine({
  id: 'scheduleEntryEditor',
  context: ({ input }) => ({
    target: input.target,
    initialTarget: input.target,
    violations: [],
    entryId: input.entry?.id ?? null,
    draft: draftOf(input.entry),
    errors: {},
  }),
  initial: 'what',
  states: {
    what: {
      tags: ['editable'],
      on: {
        'entry.changed': { actions: 'applyPatch' },
        'entry.cancel': { target: 'cancelled' },
        'entry.next': [{ guard: 'isWhatValid', target: 'when', actions: 'clearErrors' }, { actions: 'showWhatErrors' }],
      },
    },
    when: {
      tags: ['editable'],
      initial: 'idle',
      on: {
        'entry.changed': { actions: 'applyPatch' },
        'entry.targetChanged': { actions: 'changeTarget' },
        'entry.back': { target: 'what' },
        'entry.cancel': { target: 'cancelled' },
        'entry.save': [
          { guard: 'isDraftValid', target: 'saving' },
          { guard: 'isWhatWrong', target: 'what', actions: 'showAllErrors' },
          { target: '.idle', actions: 'showAllErrors' },
        ],
      },
      states: {
        idle: {},
        failed: {},
        refused: {},
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveEntry',
        input: ({ context }) => ({ entryId: context.entryId, request: requestOf(context.draft, context.target) }),
        onDone: { target: 'saved', actions: [{ type: 'showToast', params: SCHEDULE_SAVED_TOAST }, 'refetch'] },
        onError: [
          { guard: 'isRefused', target: 'when.refused', actions: 'showViolations' },
          { guard: 'areServerErrorsOnWhat', target: 'what', actions: 'showServerErrors' },
          { guard: 'hasServerFieldErrors', target: 'when.idle', actions: 'showServerErrors' },
          // The dialog's alert says it (SCHEDULE_SAVE_FAILED): one message per failure, no toast beside it.
          { target: 'when.failed', actions: 'forgetViolations' },
        ],
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
