/**
 * One data widget's value on the player (docs/live-data.md): never draws a figure older than its
 * source's staleAfterSeconds, by the player's clock corrected to the server's (playerClock.ts).
 *
 * States
 * - waiting   no value yet since the player started: the fallback text
 * - fresh     a value within its limit, the player connected: the value
 * - offline   the player lost the server but the value is still within its limit: the value
 * - stale     the value outlived its limit (online or offline): the fallback text
 *
 * A timer moves fresh or offline to stale at the very millisecond the value expires, so a TV
 * that hears nothing more (unplugged network, server down) still stops showing the figure.
 *
 * Events
 * - value {value, updatedUtc, staleAfterSeconds}   the newest value of the field (from the long poll)
 * - clock {offsetMs}                               a better estimate of the server's clock
 * - connection.lost / connection.restored          the long poll failed / answered again
 */
import { assign, setup } from 'xstate';
import { isStale } from '../contract/liveValues.ts';

export interface LiveValueContext {
  value: unknown;
  updatedUtc: string | null;
  staleAfterSeconds: number;
  /** Add to the device's clock to get the server's. */
  offsetMs: number;
  /** The device's clock (injected: stories and tests pass their own). */
  now: () => number;
}

export interface LiveValueInput {
  offsetMs?: number;
  now?: () => number;
}

export type LiveValueEvent =
  | { type: 'value'; value: unknown; updatedUtc: string; staleAfterSeconds: number }
  | { type: 'clock'; offsetMs: number }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' };

const serverNow = (context: LiveValueContext) => context.now() + context.offsetMs;
const expired = ({ context }: { context: LiveValueContext }) => isStale(context.updatedUtc, context.staleAfterSeconds, serverNow(context));

/** Milliseconds until the value passes its limit (at least 0). */
function msUntilStale(context: LiveValueContext): number {
  if (context.updatedUtc === null) return 0;
  return Math.max(0, Date.parse(context.updatedUtc) + context.staleAfterSeconds * 1000 - serverNow(context) + 1);
}

export const liveValueMachine = setup({
  types: { context: {} as LiveValueContext, events: {} as LiveValueEvent, input: {} as LiveValueInput },
  actions: {
    keepValue: assign(({ event }) => (event.type === 'value' ? { value: event.value, updatedUtc: event.updatedUtc, staleAfterSeconds: event.staleAfterSeconds } : {})),
    keepClock: assign(({ event }) => (event.type === 'clock' ? { offsetMs: event.offsetMs } : {})),
  },
  guards: { expired },
  delays: { untilStale: ({ context }) => msUntilStale(context) },
}).createMachine({
  id: 'liveValue',
  context: ({ input }) => ({ value: null, updatedUtc: null, staleAfterSeconds: 0, offsetMs: input.offsetMs ?? 0, now: input.now ?? (() => Date.now()) }),
  initial: 'waiting',
  on: {
    // A corrected clock may bring the limit nearer or farther: judge again (re-entering restarts the timer).
    clock: { actions: 'keepClock', target: '.judging' },
  },
  states: {
    waiting: {
      on: { value: { actions: 'keepValue', target: 'judging' } },
    },
    judging: {
      always: [{ guard: ({ context }) => context.updatedUtc === null, target: 'waiting' }, { guard: 'expired', target: 'stale' }, { target: 'fresh' }],
    },
    fresh: {
      after: { untilStale: 'stale' },
      on: {
        value: { actions: 'keepValue', target: 'judging' },
        'connection.lost': [{ guard: 'expired', target: 'stale' }, { target: 'offline' }],
      },
    },
    offline: {
      after: { untilStale: 'stale' },
      on: {
        value: { actions: 'keepValue', target: 'judging' },
        'connection.restored': { target: 'judging' },
      },
    },
    stale: {
      on: { value: { actions: 'keepValue', target: 'judging' } },
    },
  },
});
