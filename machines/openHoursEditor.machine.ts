/**
 * Venue open hours editor (docs/product.md#states, Open hours editor, #validation-messages, Time picker, #messages, Venue page toasts, #constants).
 *
 * States
 * - form.idle      editing (tag editable); every edit sets the dirty flag
 * - form.saved     the last save succeeded (tag editable)
 * - form.failed    the last save failed (tag editable); the edits are kept
 * - saving         the open hours are sent (tag busy); edits wait
 *
 * Events
 * - openHours.openToggled {day, checked}      Open checkbox: on ticks the open time to 00:00,
 *                                             off closes the day and clears both times
 * - openHours.closeToggled {day, checked}     Close checkbox of an open day: on sets 00:00, off means late
 * - openHours.openTimeChanged {day, time}     a valid HH:mm for an open day
 * - openHours.closeTimeChanged {day, time}    a valid HH:mm for an open day
 * - openHours.save                            send the fourteen fields
 * - openHours.discard                         back to the last loaded or saved hours
 */
import { assertEvent, assign, setup } from 'xstate';
import {
  closeTimeKey,
  openTimeKey,
  timeOfDaySchema,
  type OpenHours,
  type TimeOfDay,
  type Weekday,
} from '../contract/openHours.ts';
import { notProvided } from './notProvided.ts';
import type { ToastInput } from './toast.machine.ts';

/** docs/product.md#constants: the time a ticked checkbox starts at. */
export const DEFAULT_OPEN_HOURS_TIME: TimeOfDay = '00:00';

export const OPEN_HOURS_SAVED_TOAST: ToastInput = { title: 'Successfully updated venue open hours', variant: 'success' };
export const OPEN_HOURS_FAILED_TOAST: ToastInput = { title: 'Error updating venue open hours', variant: 'destructive' };

export interface OpenHoursEditorContext {
  /** The hours as last loaded or saved: discard returns here. */
  saved: OpenHours;
  hours: OpenHours;
  dirty: boolean;
}

export interface OpenHoursEditorInput {
  hours: OpenHours;
}

export type OpenHoursEditorEvent =
  | { type: 'openHours.openToggled'; day: Weekday; checked: boolean }
  | { type: 'openHours.closeToggled'; day: Weekday; checked: boolean }
  | { type: 'openHours.openTimeChanged'; day: Weekday; time: string }
  | { type: 'openHours.closeTimeChanged'; day: Weekday; time: string }
  | { type: 'openHours.save' }
  | { type: 'openHours.discard' };

function eventDay(event: OpenHoursEditorEvent): Weekday | null {
  return 'day' in event ? event.day : null;
}

export const openHoursEditorMachine = setup({
  types: {
    context: {} as OpenHoursEditorContext,
    events: {} as OpenHoursEditorEvent,
    input: {} as OpenHoursEditorInput,
  },
  actors: {
    saveOpenHours: notProvided<void, OpenHours>('saveOpenHours'),
  },
  actions: {
    /** Provided by the app: add a toast to the queue. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the app: refetch the venue's open hours. */
    refetch: () => {},
    toggleOpen: assign(({ context, event }) => {
      assertEvent(event, 'openHours.openToggled');
      const open = event.checked ? DEFAULT_OPEN_HOURS_TIME : null;
      return {
        hours: { ...context.hours, [openTimeKey(event.day)]: open, [closeTimeKey(event.day)]: null },
        dirty: true,
      };
    }),
    toggleClose: assign(({ context, event }) => {
      assertEvent(event, 'openHours.closeToggled');
      const close = event.checked ? DEFAULT_OPEN_HOURS_TIME : null;
      return { hours: { ...context.hours, [closeTimeKey(event.day)]: close }, dirty: true };
    }),
    setOpenTime: assign(({ context, event }) => {
      assertEvent(event, 'openHours.openTimeChanged');
      return { hours: { ...context.hours, [openTimeKey(event.day)]: event.time }, dirty: true };
    }),
    setCloseTime: assign(({ context, event }) => {
      assertEvent(event, 'openHours.closeTimeChanged');
      return { hours: { ...context.hours, [closeTimeKey(event.day)]: event.time }, dirty: true };
    }),
    discard: assign(({ context }) => ({ hours: context.saved, dirty: false })),
  },
  guards: {
    isDayOpen: ({ context, event }) => {
      const day = eventDay(event);
      return day !== null && context.hours[openTimeKey(day)] !== null;
    },
    isValidTimeForOpenDay: ({ context, event }) => {
      const day = eventDay(event);
      if (day === null || context.hours[openTimeKey(day)] === null) return false;
      return 'time' in event && timeOfDaySchema.safeParse(event.time).success;
    },
    isValidTime: ({ event }) => 'time' in event && timeOfDaySchema.safeParse(event.time).success,
  },
}).createMachine({
  id: 'openHoursEditor',
  context: ({ input }) => ({ saved: input.hours, hours: input.hours, dirty: false }),
  initial: 'form',
  states: {
    form: {
      tags: ['editable'],
      initial: 'idle',
      on: {
        'openHours.openToggled': { actions: 'toggleOpen' },
        'openHours.closeToggled': { guard: 'isDayOpen', actions: 'toggleClose' },
        // Setting an open time on a closed day opens it, as the time picker only shows once ticked.
        'openHours.openTimeChanged': { guard: 'isValidTime', actions: 'setOpenTime' },
        'openHours.closeTimeChanged': { guard: 'isValidTimeForOpenDay', actions: 'setCloseTime' },
        'openHours.discard': { actions: 'discard' },
        'openHours.save': { target: 'saving' },
      },
      states: {
        idle: {},
        saved: {},
        failed: {},
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveOpenHours',
        input: ({ context }) => context.hours,
        onDone: {
          target: 'form.saved',
          actions: [
            assign({ saved: ({ context }) => context.hours, dirty: false }),
            { type: 'showToast', params: OPEN_HOURS_SAVED_TOAST },
            'refetch',
          ],
        },
        onError: { target: 'form.failed', actions: { type: 'showToast', params: OPEN_HOURS_FAILED_TOAST } },
      },
    },
  },
});
