/**
 * The player's week (docs/player.md#playing-the-week): keeps the display's 7-day
 * answer fresh with a long poll, plays it on the clock corrected to the server's, prepares the
 * next item before its start and switches at the boundary. One actor per display window, started
 * by the player once the display is known (or from the stored week when the server is away).
 *
 * States (parallel)
 * - sync.fetching        GET the week with the ETag held (304: unchanged). With a week and a recent
 *                        clock sample it is a long poll (the server answers at a change, or after
 *                        LONG_POLL_SECONDS); otherwise an immediate answer, which samples the clock.
 *                        Its child checkingClock, every CLOCK_CHECK_MS: a long poll whose sample no
 *                        longer stands (the device's clock jumped) is ended and the call made again,
 *                        without waiting, so it samples the clock
 * - sync.pausing         a short gap so an answer that comes at once never becomes a busy loop
 * - sync.retrying        the server was not reached: try again (machines/startupRetry.ts: soon
 *                        until the server has answered once since the start, then after `retryMs`,
 *                        the heartbeat)
 * - playback.noWeek      nothing stored and nothing fetched yet: the player shows what it had
 * - playback.planning    transient: what plays now and next, by the corrected clock
 * - playback.switching   the item due now is being prepared (media cached, fonts loaded); what was
 *                        on screen stays until then, so no blank frame
 * - playback.current     the item is on screen; at PRELOAD_MS before the next start, preloading;
 *                        every REPLAN_MS at most, planning again (a clock corrected, a TV that slept)
 * - playback.preloading  the next item is being prepared ahead of its start
 * - playback.ready       the next item is prepared; at its start, planning (and it is shown at once)
 * - connection.online / offline   the last call reached the server or not; offline plays on
 *
 * Events
 * - week.changed                     raised by sync when a new week arrived: plan again
 * - clock.corrected                  raised by sync when an unchanged answer's clock sample moved the
 *                                    corrected clock by over CLOCK_STEP_MS: plan again
 * - connection.ok / connection.lost  raised by sync for connection
 */
import { assign, enqueueActions, raise, setup } from 'xstate';
import type { DeviceDay } from '../contract/deviceDay.ts';
import { LONG_POLL_SECONDS } from '../contract/longPoll.ts';
import type { LayoutTree } from '../contract/layout/tree.ts';
import { notProvided } from './notProvided.ts';
import { betterSample, sampleIsRecent, type ClockSample } from './playerClock.ts';
import { oneMoreFailure, retryDelayMs, type StartupFailures } from './startupRetry.ts';
import { layoutKey, layoutOf, playbackAt, type Playback, type PlayItem } from './weekPlayback.ts';

/** The next item's media and fonts are prepared this long before its start (docs/player.md#playing-the-week: ≥ 30 s). */
export const PRELOAD_MS = 45_000;
/** However far the next change, the plan is checked this often: a clock corrected or a TV that slept. */
export const REPLAN_MS = 60_000;
/** The server holds an unchanged answer this long (contract/longPoll.ts: the player's and the benchmark's). */
export { LONG_POLL_SECONDS };
/** Calls are at least this far apart, whatever the server answers. */
export const MIN_POLL_GAP_MS = 2_000;
/** A long poll checks this often that its clock sample still stands: a jump is corrected within it, not within LONG_POLL_SECONDS. */
export const CLOCK_CHECK_MS = 5_000;
/** A new clock sample that moves the corrected clock by more than this plans again at once. */
export const CLOCK_STEP_MS = 1_000;
/** Layouts remembered as prepared (their files cached, fonts loaded). */
const PREPARED_KEPT = 16;

/** A week as kept in the browser's storage, with the clock sample of its answer. */
export interface StoredWeek {
  week: DeviceDay;
  etag: string | null;
  clock: ClockSample | null;
}

export interface TimelineInput {
  /** The week kept from the last answer (played at once, even with the server away), or null. */
  stored: StoredWeek | null;
  /** How long after a failed call to try again (the heartbeat). */
  retryMs: number;
}

/** fetchWeek's answer: a new week, or unchanged; a clock sample when the call did not wait. */
export type WeekFetchResult =
  | { kind: 'unchanged'; clock: ClockSample | null }
  | { kind: 'changed'; week: DeviceDay; etag: string | null; clock: ClockSample | null };

/** What is on screen: the item and its layout (null: the idle screen). */
export interface ShownItem {
  item: PlayItem;
  layout: LayoutTree | null;
}

export interface TimelineContext {
  week: DeviceDay | null;
  etag: string | null;
  clock: ClockSample | null;
  retryMs: number;
  plan: Playback | null;
  shown: ShownItem | null;
  /** Keys (weekPlayback.layoutKey) of layouts whose files and fonts are ready. */
  prepared: string[];
  /** When the last call started (monotonic clock, `performance.now()`), for the gap between calls. */
  fetchStartedMs: number;
  /** How long the call under way lets the server wait: LONG_POLL_SECONDS (a long poll) or 0. */
  waitSeconds: number;
  /** Failed calls before the server's first answer since the start (machines/startupRetry.ts). */
  startupFailures: StartupFailures;
}

export type TimelineEvent = { type: 'week.changed' } | { type: 'clock.corrected' } | { type: 'connection.ok' } | { type: 'connection.lost' };

/** Whether the clock sample kept still stands now (machines/playerClock.ts `sampleIsRecent`). */
const clockStands = (context: Pick<TimelineContext, 'clock'>) => sampleIsRecent(context.clock, Date.now(), performance.now());

/** The server's time now, as well as this device knows it. */
export const correctedNow = (context: Pick<TimelineContext, 'clock'>) => Date.now() + (context.clock?.offsetMs ?? 0);

const msUntil = (context: TimelineContext, instant: number | undefined) =>
  instant === undefined ? REPLAN_MS : Math.min(REPLAN_MS, Math.max(0, instant - correctedNow(context)));

const withPrepared = (prepared: string[], key: string) => [...prepared.filter((item) => item !== key), key].slice(-PREPARED_KEPT);

const currentLayout = (context: TimelineContext) => (context.week === null ? null : layoutOf(context.week, context.plan?.current ?? null));
const nextLayout = (context: TimelineContext) => (context.week === null ? null : layoutOf(context.week, context.plan?.next ?? null));

export const timelineMachine = setup({
  types: {
    context: {} as TimelineContext,
    events: {} as TimelineEvent,
    input: {} as TimelineInput,
  },
  actors: {
    fetchWeek: notProvided<WeekFetchResult, { etag: string | null; waitSeconds: number }>('fetchWeek'),
    /** Caches the layout's files and loads its fonts; rejects when one cannot be had. */
    prepareLayout: notProvided<void, { layout: LayoutTree }>('prepareLayout'),
  },
  actions: {
    /** Provided by the player: keep the week (and its clock sample) for a start with the server away. */
    storeWeek: (_, _params: StoredWeek) => {},
    plan: assign({ plan: ({ context }) => (context.week === null ? null : playbackAt(context.week, correctedNow(context))) }),
    showCurrent: assign({
      shown: ({ context }) => (context.plan === null ? context.shown : { item: context.plan.current, layout: currentLayout(context) }),
    }),
    markCurrentPrepared: assign({ prepared: ({ context }) => withPrepared(context.prepared, layoutKey(currentLayout(context))) }),
    markNextPrepared: assign({ prepared: ({ context }) => withPrepared(context.prepared, layoutKey(nextLayout(context))) }),
    noteFetchStart: assign({
      fetchStartedMs: () => performance.now(),
      // A long poll's answer is stamped after its wait, so only a call that does not wait samples the clock.
      waitSeconds: ({ context }) => (context.week !== null && clockStands(context) ? LONG_POLL_SECONDS : 0),
    }),
    keepClock: assign({ clock: ({ context }, params: { sample: ClockSample | null }) => betterSample(context.clock, params.sample) }),
    noteFailure: assign({ startupFailures: ({ context }) => oneMoreFailure(context.startupFailures) }),
    noteAnswered: assign({ startupFailures: null }),
    /** keepClock, and a plan at once when the corrected clock moved (a TV's clock set, a wrong one kept with the week). */
    keepClockAndReplan: enqueueActions(({ context, enqueue }, params: { sample: ClockSample | null }) => {
      const kept = betterSample(context.clock, params.sample);
      enqueue.assign({ clock: kept });
      if (Math.abs((kept?.offsetMs ?? 0) - (context.clock?.offsetMs ?? 0)) > CLOCK_STEP_MS) enqueue.raise({ type: 'clock.corrected' });
    }),
  },
  guards: {
    hasWeek: ({ context }) => context.week !== null,
    /** The layout due now is the one on screen already (a new segment of the same layout). */
    isCurrentOnScreen: ({ context }) => context.shown !== null && layoutKey(context.shown.layout) === layoutKey(currentLayout(context)),
    isCurrentPrepared: ({ context }) => {
      const layout = currentLayout(context);
      return layout === null || context.prepared.includes(layoutKey(layout));
    },
    isNextPrepared: ({ context }) => {
      const layout = nextLayout(context);
      return layout === null || context.prepared.includes(layoutKey(layout));
    },
    isPreloadDue: ({ context }) => context.plan !== null && context.plan.next.start - PRELOAD_MS <= correctedNow(context),
    isChanged: (_, params: { result: WeekFetchResult }) => params.result.kind === 'changed',
    /** The call under way is a long poll begun on a clock sample that no longer stands (the device's clock jumped). */
    isLongPollOnStaleClock: ({ context }) => context.waitSeconds > 0 && !clockStands(context),
  },
  delays: {
    untilPreload: ({ context }) => msUntil(context, context.plan === null ? undefined : context.plan.next.start - PRELOAD_MS),
    untilSwitch: ({ context }) => msUntil(context, context.plan?.next.start),
    // On the monotonic clock: the device's clock set forward mid-call shortened the gap (set back, it
    // stretched it, but for the cap). The cap stays as a guard: performance.now() counts from the
    // page's load, so a start kept from another page (a restored snapshot) could lie ahead of it.
    pollGap: ({ context }) => Math.min(MIN_POLL_GAP_MS, Math.max(0, MIN_POLL_GAP_MS - (performance.now() - context.fetchStartedMs))),
    retry: ({ context }) => retryDelayMs(context.startupFailures, context.retryMs),
  },
}).createMachine({
  id: 'timeline',
  type: 'parallel',
  context: ({ input }) => ({
    week: input.stored?.week ?? null,
    etag: input.stored?.etag ?? null,
    clock: input.stored?.clock ?? null,
    retryMs: input.retryMs,
    plan: null,
    shown: null,
    prepared: [],
    fetchStartedMs: 0,
    waitSeconds: 0,
    startupFailures: 0,
  }),
  states: {
    sync: {
      initial: 'fetching',
      states: {
        fetching: {
          entry: 'noteFetchStart',
          invoke: {
            src: 'fetchWeek',
            input: ({ context }) => ({ etag: context.etag, waitSeconds: context.waitSeconds }),
            onDone: [
              {
                guard: { type: 'isChanged', params: ({ event }) => ({ result: event.output }) },
                target: 'pausing',
                actions: [
                  { type: 'keepClock', params: ({ event }) => ({ sample: event.output.clock }) },
                  assign(({ event }) => (event.output.kind === 'changed' ? { week: event.output.week, etag: event.output.etag } : {})),
                  {
                    type: 'storeWeek',
                    params: ({ context }) => ({ week: context.week!, etag: context.etag, clock: context.clock }),
                  },
                  raise({ type: 'connection.ok' }),
                  raise({ type: 'week.changed' }),
                ],
              },
              {
                target: 'pausing',
                actions: [{ type: 'keepClockAndReplan', params: ({ event }) => ({ sample: event.output.clock }) }, raise({ type: 'connection.ok' })],
              },
            ],
            onError: { target: 'retrying', actions: ['noteFailure', raise({ type: 'connection.lost' })] },
          },
          // Else the long poll would run on to its end, up to LONG_POLL_SECONDS of the week played by
          // the jumped clock. Leaving this state stops the call (its fetch aborted).
          initial: 'checkingClock',
          states: {
            checkingClock: {
              after: {
                [CLOCK_CHECK_MS]: [
                  { guard: 'isLongPollOnStaleClock', target: '#timeline.sync.fetching', reenter: true },
                  { target: 'checkingClock', reenter: true },
                ],
              },
            },
          },
        },
        pausing: { after: { pollGap: 'fetching' } },
        retrying: { after: { retry: 'fetching' } },
      },
    },

    playback: {
      initial: 'starting',
      on: { 'week.changed': '.planning', 'clock.corrected': '.planning' },
      states: {
        starting: { always: [{ guard: 'hasWeek', target: 'planning' }, { target: 'noWeek' }] },
        noWeek: {},
        planning: {
          entry: 'plan',
          always: [
            { guard: 'isCurrentOnScreen', target: 'current', actions: 'showCurrent' },
            { guard: 'isCurrentPrepared', target: 'current', actions: 'showCurrent' },
            { target: 'switching' },
          ],
        },
        switching: {
          invoke: {
            src: 'prepareLayout',
            input: ({ context }) => ({ layout: currentLayout(context)! }),
            onDone: { target: 'current', actions: ['markCurrentPrepared', 'showCurrent'] },
            // A file that cannot be had (the server away, never cached): the schedule still wins;
            // the renderer draws what it has, and the file is asked again when next prepared.
            onError: { target: 'current', actions: 'showCurrent' },
          },
        },
        current: {
          // The timer is capped at REPLAN_MS: when it fires early, planning checks again.
          after: { untilPreload: [{ guard: 'isPreloadDue', target: 'preloading' }, { target: 'planning' }] },
        },
        preloading: {
          always: { guard: 'isNextPrepared', target: 'ready' },
          invoke: {
            src: 'prepareLayout',
            input: ({ context }) => ({ layout: nextLayout(context)! }),
            onDone: { target: 'ready', actions: 'markNextPrepared' },
            onError: 'ready',
          },
        },
        ready: {
          after: { untilSwitch: 'planning' },
        },
      },
    },

    connection: {
      initial: 'online',
      states: {
        online: { on: { 'connection.lost': 'offline', 'connection.ok': { actions: 'noteAnswered' } } },
        offline: { on: { 'connection.ok': { target: 'online', actions: 'noteAnswered' } } },
      },
    },
  },
});
