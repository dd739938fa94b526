import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DeviceDay } from '../../contract/deviceDay.ts';
import type { LayoutTree } from '../../contract/layout/tree.ts';
import { EMPTY_OPEN_HOURS } from '../../contract/openHours.ts';
import { weekdays } from '../../contract/openHours.ts';
import type { ResolverEntry } from '../../contract/schedule/timeline.ts';
import { sampleOf, type ClockSample } from '../../machines/playerClock.ts';
import {
  CLOCK_CHECK_MS,
  LONG_POLL_SECONDS,
  PRELOAD_MS,
  MIN_POLL_GAP_MS,
  REPLAN_MS,
  timelineMachine,
  type StoredWeek,
  type TimelineInput,
  type WeekFetchResult,
} from '../../machines/timeline.machine.ts';
import { selectShowing, selectShownReport, selectTimeline, showingOnScreen, shownOnScreen, shownSince } from '../../machines/timeline.selectors.ts';
import { OWN_LAYOUT_SHOWING } from '../../machines/weekPlayback.ts';

/**
 * The player's week on a fake clock: what plays when, the next item prepared before its start, the
 * switch at the boundary to the second, playlists rotating, a wrong device clock corrected, a new
 * week taken at once, and the week played on with the server gone.
 */

const DISPLAY_ID = '00000000-0000-4000-8000-0000000000d1';
const OWN = '00000000-0000-4000-8000-00000000000a';
const MORNING = '00000000-0000-4000-8000-00000000000b';
const EVENING = '00000000-0000-4000-8000-00000000000c';
const SLIDE_1 = '00000000-0000-4000-8000-00000000001a';
const SLIDE_2 = '00000000-0000-4000-8000-00000000001b';
const LOOP = '00000000-0000-4000-8000-0000000000f1';
const TAKEOVER = '00000000-0000-4000-8000-0000000000e1';
const RETRY_MS = 60_000;

/** Monday 23 November 2026, 08:00 in Sydney (AEDT, UTC+11) is Sunday 21:00 UTC. */
const MONDAY_8AM = Date.parse('2026-11-22T21:00:00.000Z');
const at = (hhmm: string) => MONDAY_8AM + (Number(hhmm.slice(0, 2)) - 8) * 3_600_000 + Number(hhmm.slice(3)) * 60_000;

const layout = (assetId: string, updatedUtc = '2026-11-20T00:00:00.000Z'): LayoutTree => ({
  assetId,
  name: assetId.slice(-2),
  width: 1920,
  height: 1080,
  updatedUtc,
  placements: [],
});

const entry = (id: string, content: { assetId?: string; playlistId?: string }, from: string, to: string): ResolverEntry => ({
  id,
  targetLevel: 'display',
  assetId: content.assetId ?? null,
  playlistId: content.playlistId ?? null,
  days: weekdays,
  from,
  to,
  dayPart: null,
  firstDate: null,
  lastDate: null,
  priority: 0,
  createdMs: 0,
});

/** Mornings 09:00–12:00, evenings 17:00–19:00, a 10 s + 20 s loop 19:00–20:00; the own layout else. */
function week(version = 'v1', overrides: Partial<DeviceDay> = {}): DeviceDay {
  return {
    displayId: DISPLAY_ID,
    displayAssetId: OWN,
    timeZone: 'Australia/Sydney',
    openHours: EMPTY_OPEN_HOURS,
    entries: [
      entry('00000000-0000-4000-8000-0000000000a1', { assetId: MORNING }, '09:00', '12:00'),
      entry('00000000-0000-4000-8000-0000000000a2', { assetId: EVENING }, '17:00', '19:00'),
      entry('00000000-0000-4000-8000-0000000000a3', { playlistId: LOOP }, '19:00', '20:00'),
    ],
    takeovers: [],
    playlists: { [LOOP]: [{ assetId: SLIDE_1, durationSeconds: 10 }, { assetId: SLIDE_2, durationSeconds: 20 }] },
    layouts: Object.fromEntries([OWN, MORNING, EVENING, SLIDE_1, SLIDE_2].map((id) => [id, layout(id)])),
    serverTimeUtc: new Date(MONDAY_8AM).toISOString(),
    validFromUtc: new Date(MONDAY_8AM).toISOString(),
    validToUtc: new Date(MONDAY_8AM + 7 * 86_400_000).toISOString(),
    version,
    ...overrides,
  };
}

/** The device's server: the week it holds, whether it is reachable, and its clock. */
class FakeServer {
  reachable = true;
  current: DeviceDay = week();
  /** The server's clock minus the device's: the device is this wrong. */
  clockAheadMs = 0;
  /** Half of every round trip, in fake milliseconds. */
  halfTripMs = 0;
  waiting: ((result: WeekFetchResult) => void) | null = null;
  dropWaiting: () => void = () => {};
  readonly calls: { etag: string | null; waitSeconds: number }[] = [];
  /** Each call's signal, in the order of `calls`: aborted once the machine stopped waiting for it. */
  readonly signals: AbortSignal[] = [];
  readonly prepared: string[] = [];
  prepare: (tree: LayoutTree) => Promise<void> = async () => undefined;

  publish(next: DeviceDay) {
    this.current = next;
    const release = this.waiting;
    this.waiting = null;
    release?.({ kind: 'changed', week: next, etag: next.version, clock: null });
  }

  provide() {
    return {
      fetchWeek: fromPromise<WeekFetchResult, { etag: string | null; waitSeconds: number }>(async ({ input, signal }) => {
        this.calls.push(input);
        this.signals.push(signal);
        if (!this.reachable) throw new TypeError('Failed to fetch');
        const sentMs = Date.now();
        const serverMs = sentMs + this.halfTripMs + this.clockAheadMs;
        if (this.halfTripMs > 0) await new Promise((resolve) => setTimeout(resolve, 2 * this.halfTripMs));
        const clock: ClockSample | null = input.waitSeconds === 0 ? sampleOf(sentMs, Date.now(), serverMs, performance.now()) : null;
        if (input.etag !== this.current.version) return { kind: 'changed', week: this.current, etag: this.current.version, clock };
        if (input.waitSeconds === 0) return { kind: 'unchanged', clock };
        // A long poll: held until a change (or until the connection drops).
        return new Promise<WeekFetchResult>((resolve, reject) => {
          this.waiting = resolve;
          this.dropWaiting = () => reject(new TypeError('Failed to fetch'));
        });
      }),
      prepareLayout: fromPromise<void, { layout: LayoutTree }>(async ({ input }) => {
        this.prepared.push(input.layout.assetId ?? '');
        await this.prepare(input.layout);
      }),
    };
  }
}

describe('the timeline machine plays the week on the corrected clock', () => {
  let server: FakeServer;
  let stored: StoredWeek[];
  beforeEach(() => {
    vi.useFakeTimers({ now: MONDAY_8AM });
    server = new FakeServer();
    stored = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = (input: Partial<TimelineInput> = {}) => {
    const actor = createActor(
      timelineMachine.provide({ actors: server.provide(), actions: { storeWeek: (_, params) => stored.push(params) } }),
      { input: { stored: null, retryMs: RETRY_MS, ...input } },
    );
    actor.start();
    return actor;
  };
  const shownOf = (actor: ReturnType<typeof start>) => selectTimeline(actor.getSnapshot()).layout?.assetId ?? null;
  /** Moves the fake clock to `instant` (device time), letting every timer and promise due run. */
  const runTo = async (instant: number) => vi.advanceTimersByTimeAsync(Math.max(0, instant - Date.now()));

  it('fetches the week, keeps it, shows what plays now and switches at each boundary to the second', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.week.version).toBe('v1');
    expect(shownOf(actor)).toBe(OWN);
    expect(actor.getSnapshot().matches({ playback: 'current' })).toBe(true);

    // One second before 09:00 the own layout still plays; the morning's is already prepared.
    await runTo(at('09:00') - 1_000);
    expect(shownOf(actor)).toBe(OWN);
    expect(actor.getSnapshot().matches({ playback: 'ready' })).toBe(true);
    expect(server.prepared).toContain(MORNING);
    await runTo(at('09:00'));
    expect(shownOf(actor)).toBe(MORNING);

    await runTo(at('12:00') - 1);
    expect(shownOf(actor)).toBe(MORNING);
    await runTo(at('12:00'));
    expect(shownOf(actor)).toBe(OWN);
    actor.stop();
  });

  it('prepares the next layout before its start and shows it only then, never a blank between', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    const preparedBefore = server.prepared.length;
    await runTo(at('09:00') - PRELOAD_MS - 1);
    expect(server.prepared.length).toBe(preparedBefore);
    expect(actor.getSnapshot().matches({ playback: 'current' })).toBe(true);
    // Slow media: the preload takes 20 s, still well before the start.
    server.prepare = () => new Promise((resolve) => setTimeout(resolve, 20_000));
    await runTo(at('09:00') - PRELOAD_MS + 1);
    expect(actor.getSnapshot().matches({ playback: 'preloading' })).toBe(true);
    expect(server.prepared.at(-1)).toBe(MORNING);
    expect(shownOf(actor)).toBe(OWN);
    await runTo(at('09:00') - 1_000);
    expect(actor.getSnapshot().matches({ playback: 'ready' })).toBe(true);
    await runTo(at('09:00'));
    expect(shownOf(actor)).toBe(MORNING);
    actor.stop();
  });

  it('rotates a playlist by its items’ durations from the start of its segment, then leaves it at its end', async () => {
    vi.setSystemTime(at('18:58'));
    const actor = start();
    await runTo(at('19:00'));
    expect(shownOf(actor)).toBe(SLIDE_1);
    await runTo(at('19:00') + 9_999);
    expect(shownOf(actor)).toBe(SLIDE_1);
    await runTo(at('19:00') + 10_000);
    expect(shownOf(actor)).toBe(SLIDE_2);
    await runTo(at('19:00') + 30_000);
    expect(shownOf(actor)).toBe(SLIDE_1);
    expect(selectTimeline(actor.getSnapshot()).item?.playlistIndex).toBe(0);
    // 60 minutes is 120 rotations of 30 s: at 20:00 the own layout, not a third slide.
    await runTo(at('20:00') - 1);
    expect(shownOf(actor)).toBe(SLIDE_2);
    await runTo(at('20:00'));
    expect(shownOf(actor)).toBe(OWN);
    actor.stop();
  });

  it('reports what is on screen with the heartbeat: the playlist and its item in the week’s version, not the display’s own layout', async () => {
    vi.setSystemTime(at('18:58'));
    const actor = start();
    // The player machine holds the display's own layout, which the week replaces once it plays.
    const own = { assetId: OWN, etag: '"own-layout"' };
    const reported = () => shownOnScreen(own, selectShownReport(actor.getSnapshot()));
    await vi.advanceTimersByTimeAsync(0);
    expect(reported()).toEqual({ assetId: EVENING, playlistId: null, version: 'v1' });
    await runTo(at('19:00'));
    expect(reported()).toEqual({ assetId: SLIDE_1, playlistId: LOOP, version: 'v1' });
    await runTo(at('19:00') + 10_000);
    expect(reported()).toEqual({ assetId: SLIDE_2, playlistId: LOOP, version: 'v1' });
    // A new week: the same item, in the new version.
    server.publish(week('v2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reported()).toEqual({ assetId: SLIDE_2, playlistId: LOOP, version: 'v2' });
    await runTo(at('20:00'));
    expect(reported()).toEqual({ assetId: OWN, playlistId: null, version: 'v2' });
    actor.stop();
  });

  it('reports the display’s own layout until the week plays, and keeps “since” while the same item shows', () => {
    const own = { assetId: OWN, etag: '"own-layout"' };
    expect(shownOnScreen(own, null)).toEqual({ assetId: OWN, playlistId: null, version: '"own-layout"' });
    expect(shownOnScreen(null, null)).toEqual({ assetId: null, playlistId: null, version: null });
    const slide1 = { assetId: SLIDE_1, playlistId: LOOP, version: 'v1' };
    const first = shownSince(null, slide1, '2026-11-23T08:00:00.000Z');
    expect(shownSince(first, { ...slide1 }, '2026-11-23T08:01:00.000Z').sinceUtc).toBe('2026-11-23T08:00:00.000Z');
    expect(shownSince(first, { ...slide1, assetId: SLIDE_2 }, '2026-11-23T08:01:00.000Z').sinceUtc).toBe('2026-11-23T08:01:00.000Z');
    // The same layout on its own is not the same as the playlist's item.
    expect(shownSince(first, { ...slide1, playlistId: null }, '2026-11-23T08:02:00.000Z').sinceUtc).toBe('2026-11-23T08:02:00.000Z');
  });

  it('tells each item shown apart, also the next of the same layout, and keeps it while the same item plays (proof of play)', async () => {
    const SOLO = '00000000-0000-4000-8000-0000000000f2';
    const TWIN = '00000000-0000-4000-8000-0000000000f3';
    // One slide looped 09:00–10:00; one layout for two back-to-back entries 17:00–18:00–19:00; a
    // playlist of the same slide twice 19:00–20:00.
    const sameLayoutWeek = (version: string) =>
      week(version, {
        entries: [
          entry('00000000-0000-4000-8000-0000000000b1', { playlistId: SOLO }, '09:00', '10:00'),
          entry('00000000-0000-4000-8000-0000000000b2', { assetId: EVENING }, '17:00', '18:00'),
          entry('00000000-0000-4000-8000-0000000000b3', { assetId: EVENING }, '18:00', '19:00'),
          entry('00000000-0000-4000-8000-0000000000b4', { playlistId: TWIN }, '19:00', '20:00'),
        ],
        playlists: { [SOLO]: [{ assetId: MORNING, durationSeconds: 15 }], [TWIN]: [{ assetId: SLIDE_1, durationSeconds: 10 }, { assetId: SLIDE_1, durationSeconds: 20 }] },
      });
    server.current = sameLayoutWeek('v1');
    vi.setSystemTime(at('08:58'));
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    const showing = () => selectShowing(actor.getSnapshot());
    // The own layout is one showing, as before the week played, whatever instant it is resolved from.
    expect(showing()).toBe(OWN_LAYOUT_SHOWING);
    expect(showingOnScreen(null)).toBe(OWN_LAYOUT_SHOWING);
    await runTo(at('08:59'));
    server.publish(sameLayoutWeek('v2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(showing()).toBe(OWN_LAYOUT_SHOWING);

    // A one-slide loop: every 15 s the same layout again, another showing.
    await runTo(at('09:00'));
    const solo: (string | null)[] = [];
    for (let step = 0; step < 3; step += 1) {
      expect(shownOf(actor)).toBe(MORNING);
      solo.push(showing());
      await runTo(at('09:00') + (step + 1) * 15_000 - 1);
      expect(showing()).toBe(solo.at(-1));
      await runTo(at('09:00') + (step + 1) * 15_000);
    }
    expect(new Set(solo).size).toBe(3);

    // One entry's layout, then another entry's with the same layout: two showings. The first stays
    // one showing through half an hour of planning and a new week.
    await runTo(at('17:00'));
    const first = showing();
    await runTo(at('17:30'));
    server.publish(sameLayoutWeek('v3'));
    await vi.advanceTimersByTimeAsync(0);
    expect(showing()).toBe(first);
    await runTo(at('18:00') - 1);
    expect(showing()).toBe(first);
    await runTo(at('18:00'));
    expect(shownOf(actor)).toBe(EVENING);
    expect(showing()).not.toBe(first);

    // A playlist's two items of the same layout: two showings.
    await runTo(at('19:00'));
    const twinFirst = showing();
    await runTo(at('19:00') + 10_000);
    expect(shownOf(actor)).toBe(SLIDE_1);
    expect(selectTimeline(actor.getSnapshot()).item?.playlistIndex).toBe(1);
    expect(showing()).not.toBe(twinFirst);
    actor.stop();
  });

  it('corrects a device clock that is 2 hours slow by the server’s time, to within half a round trip', async () => {
    server.clockAheadMs = 2 * 3_600_000;
    server.halfTripMs = 150;
    const actor = start();
    await vi.advanceTimersByTimeAsync(1_000);
    const offset = actor.getSnapshot().context.clock!.offsetMs;
    expect(Math.abs(offset - server.clockAheadMs)).toBeLessThanOrEqual(server.halfTripMs);
    // The device thinks it is 08:00; the venue's clock says 10:00: the morning plays.
    expect(shownOf(actor)).toBe(MORNING);
    // And it leaves the morning when the venue's clock reaches 12:00, 10:00 on the device's.
    await runTo(at('10:00') - 1_000);
    expect(shownOf(actor)).toBe(MORNING);
    await runTo(at('10:00'));
    expect(shownOf(actor)).toBe(OWN);
    actor.stop();
  });

  it('samples the clock again at once when the device’s clock is set back, rather than trust the sample taken “in its future”', async () => {
    vi.setSystemTime(at('09:25'));
    const actor = start();
    await runTo(at('09:30'));
    expect(shownOf(actor)).toBe(MORNING);
    // The TV's clock is set back an hour (by hand, or a wrong time zone); the venue's stays at 09:30.
    vi.setSystemTime(Date.now() - 3_600_000);
    server.clockAheadMs = 3_600_000;
    const callsBefore = server.calls.length;
    // The waiting long poll ends (here with a change); the next call, at once (the poll lasted longer
    // than the gap between calls), does not wait, so it measures the clock.
    server.publish(week('v2'));
    await vi.advanceTimersByTimeAsync(MIN_POLL_GAP_MS - 1);
    expect(server.calls.slice(callsBefore)).toEqual([{ etag: 'v2', waitSeconds: 0 }]);
    // Once planned again by the corrected clock, the morning is still on screen, not the TV's 08:30.
    await vi.advanceTimersByTimeAsync(REPLAN_MS);
    expect(shownOf(actor)).toBe(MORNING);
    expect(Math.abs(actor.getSnapshot().context.clock!.offsetMs - 3_600_000)).toBeLessThanOrEqual(1_000);
    actor.stop();
  });

  it('keeps calls 2 s apart on the monotonic clock when the device’s clock is set forward during a call', async () => {
    server.halfTripMs = 500;
    const actor = start();
    await vi.advanceTimersByTimeAsync(500);
    vi.setSystemTime(Date.now() + 3_600_000);
    // Answered 1 s after it was sent: the next call waits the 1 s left of the gap, not none.
    await vi.advanceTimersByTimeAsync(MIN_POLL_GAP_MS - 500 - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    actor.stop();
  });

  it('long-polls with the ETag once it has a week and a fresh clock, and takes a change at once', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0]).toEqual({ etag: null, waitSeconds: 0 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls[1]).toEqual({ etag: 'v1', waitSeconds: LONG_POLL_SECONDS });
    // Someone schedules a takeover in the portal now: the waiting poll answers, the screen follows.
    const now = Date.now();
    const takeover = { id: TAKEOVER, assetId: EVENING, playlistId: null, startMs: now, endMs: now + 15 * 60_000, createdMs: now };
    server.publish(week('v2', { takeovers: [takeover] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(shownOf(actor)).toBe(EVENING);
    expect(selectTimeline(actor.getSnapshot()).item?.source).toBe('takeover');
    expect(stored.at(-1)!.week.version).toBe('v2');
    // It ends by itself 15 minutes later.
    await runTo(now + 15 * 60_000);
    expect(shownOf(actor)).toBe(OWN);
    actor.stop();
  });

  it('plays a takeover “until closing” until its own venue closes (10:30 here), whatever its latest end', async () => {
    const openHours = Object.fromEntries(weekdays.flatMap((day) => [[`${day}Open`, '08:00'], [`${day}Close`, '10:30']])) as DeviceDay['openHours'];
    const takeover = { id: TAKEOVER, assetId: EVENING, playlistId: null, startMs: at('08:00'), endMs: at('08:00') + 86_400_000, createdMs: at('08:00'), untilClosing: true };
    server.current = week('v1', { openHours, takeovers: [takeover] });
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shownOf(actor)).toBe(EVENING);
    await runTo(at('10:30') - 1);
    expect(shownOf(actor)).toBe(EVENING);
    // Closing: back to the schedule (the morning's entry), a day before its latest end.
    await runTo(at('10:30'));
    expect(shownOf(actor)).toBe(MORNING);
    actor.stop();
  });

  it('keeps following the week with the server gone, retrying every heartbeat, and says it is offline', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5_000);
    server.reachable = false;
    server.dropWaiting();
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(selectTimeline(actor.getSnapshot()).offline).toBe(true);
    await runTo(at('09:00'));
    expect(shownOf(actor)).toBe(MORNING);
    const callsWhileAway = server.calls.length - 2;
    expect(callsWhileAway).toBeLessThanOrEqual(Math.ceil(3_600_000 / RETRY_MS) + 1);
    // The TV sleeps through five days (its timers with it), still away: when it wakes on Saturday
    // at 17:00, the week's evening within a minute.
    vi.setSystemTime(at('17:00') + 5 * 86_400_000);
    await vi.advanceTimersByTimeAsync(REPLAN_MS + 1_000);
    expect(shownOf(actor)).toBe(EVENING);
    server.reachable = true;
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(selectTimeline(actor.getSnapshot()).offline).toBe(false);
    actor.stop();
  });

  it('tries a failed first call for the week again within seconds, and every heartbeat once answered', async () => {
    server.reachable = false;
    const actor = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    expect(actor.getSnapshot().matches({ playback: 'noWeek' })).toBe(true);
    // Again 2 s later, then 4 s (machines/startupRetry.ts), not a heartbeat (a minute) later.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.calls).toHaveLength(2);
    server.reachable = true;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(shownOf(actor)).toBe(OWN);
    // Answered: the server gone (its long poll dropped) is asked again every heartbeat.
    await vi.advanceTimersByTimeAsync(MIN_POLL_GAP_MS);
    expect(server.calls.at(-1)?.waitSeconds).toBe(LONG_POLL_SECONDS);
    server.reachable = false;
    server.dropWaiting();
    await vi.advanceTimersByTimeAsync(0);
    const afterFailure = server.calls.length;
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(server.calls).toHaveLength(afterFailure);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(afterFailure + 1);
    actor.stop();
  });

  it('samples the clock again at the next call when the device’s clock is set forward minutes (a Pi set by the network after boot)', async () => {
    vi.setSystemTime(at('08:55'));
    const actor = start();
    await runTo(at('08:56'));
    expect(shownOf(actor)).toBe(OWN);
    // The device's clock jumps five minutes ahead; the monotonic clock and the venue's do not.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    server.clockAheadMs = -5 * 60_000;
    const callsBefore = server.calls.length;
    // Under ten minutes old by the device's clock, the sample would have stood: the long poll's end now measures again.
    server.publish(week('v2'));
    await vi.advanceTimersByTimeAsync(MIN_POLL_GAP_MS);
    expect(server.calls[callsBefore]).toEqual({ etag: 'v2', waitSeconds: 0 });
    expect(Math.abs(actor.getSnapshot().context.clock!.offsetMs + 5 * 60_000)).toBeLessThanOrEqual(1_000);
    // 09:01 on the device, 08:56 at the venue: not yet the morning.
    expect(shownOf(actor)).toBe(OWN);
    actor.stop();
  });

  it('ends the long poll under way when the device’s clock jumps, and samples the clock within CLOCK_CHECK_MS, not at the poll’s end', async () => {
    vi.setSystemTime(at('08:55'));
    const actor = start();
    await vi.advanceTimersByTimeAsync(MIN_POLL_GAP_MS);
    expect(server.calls.at(-1)).toEqual({ etag: 'v1', waitSeconds: LONG_POLL_SECONDS });
    const longPoll = server.calls.length - 1;
    // Polls that outlive checks of a clock that did not jump run on.
    await vi.advanceTimersByTimeAsync(3 * CLOCK_CHECK_MS);
    expect(server.calls).toHaveLength(longPoll + 1);
    // The device's clock jumps five minutes ahead (a Pi set by the network); the venue's does not.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    server.clockAheadMs = -5 * 60_000;
    await vi.advanceTimersByTimeAsync(CLOCK_CHECK_MS);
    expect(server.signals[longPoll]!.aborted).toBe(true);
    expect(server.calls[longPoll + 1]).toEqual({ etag: 'v1', waitSeconds: 0 });
    expect(Math.abs(actor.getSnapshot().context.clock!.offsetMs + 5 * 60_000)).toBeLessThanOrEqual(1_000);
    // 09:00 on the device, 08:55 at the venue: not the morning, and the next call long-polls again.
    expect(shownOf(actor)).toBe(OWN);
    await vi.advanceTimersByTimeAsync(MIN_POLL_GAP_MS);
    expect(server.calls.at(-1)).toEqual({ etag: 'v1', waitSeconds: LONG_POLL_SECONDS });
    actor.stop();
  });

  it('plans again as soon as a new clock sample moves the corrected clock, not at the next minute’s check', async () => {
    // Kept with the week: an offset an hour wrong (the TV's clock was set right since, say).
    const clock = { offsetMs: 3_600_000, roundTripMs: 40, takenMs: MONDAY_8AM - 11 * 60_000 };
    const actor = start({ stored: { week: week(), etag: 'v1', clock } });
    await vi.advanceTimersByTimeAsync(0);
    // The server answers "unchanged" with its clock, which is the device's: 08:00, the display's own layout.
    expect(actor.getSnapshot().context.clock!.offsetMs).toBe(0);
    expect(shownOf(actor)).toBe(OWN);
    actor.stop();
  });

  it('starts from the stored week with the server away: the right item at once, at the stored clock correction', async () => {
    server.reachable = false;
    const clock = { offsetMs: 3_600_000, roundTripMs: 40, takenMs: MONDAY_8AM - 60_000 };
    const actor = start({ stored: { week: week(), etag: 'v1', clock } });
    await vi.advanceTimersByTimeAsync(0);
    // 08:00 on the device, 09:00 corrected.
    expect(shownOf(actor)).toBe(MORNING);
    expect(selectTimeline(actor.getSnapshot()).offline).toBe(true);
    actor.stop();
  });

  it('shows a layout whose files fail to load when its time comes (the schedule wins) and tries them again next time', async () => {
    server.prepare = async (tree) => {
      if (tree.assetId === MORNING) throw new Error('Media answered 404.');
    };
    const actor = start();
    await runTo(at('09:00'));
    expect(shownOf(actor)).toBe(MORNING);
    const triesOfMorning = server.prepared.filter((id) => id === MORNING).length;
    vi.setSystemTime(at('08:58') + 86_400_000);
    await runTo(at('09:00') + 86_400_000);
    expect(server.prepared.filter((id) => id === MORNING).length).toBeGreaterThan(triesOfMorning);
    actor.stop();
  });

  it('a new version of the layout on screen is prepared before it replaces the old one', async () => {
    const actor = start();
    await vi.advanceTimersByTimeAsync(5_000);
    let release = () => {};
    server.prepare = () => new Promise((resolve) => (release = resolve));
    server.publish(week('v2', { layouts: { ...week().layouts, [OWN]: layout(OWN, '2026-11-23T00:00:00.000Z') } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ playback: 'switching' })).toBe(true);
    expect(selectTimeline(actor.getSnapshot()).layout?.updatedUtc).toBe('2026-11-20T00:00:00.000Z');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectTimeline(actor.getSnapshot()).layout?.updatedUtc).toBe('2026-11-23T00:00:00.000Z');
    actor.stop();
  });
});
