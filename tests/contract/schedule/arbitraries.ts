import fc from 'fast-check';
import { expect } from 'vitest';
import { weekdays, type OpenHours } from '../../../contract/openHours.ts';
import { playlistSlotAt, type RotationItem } from '../../../contract/schedule/playlistRotation.ts';
import type { ResolveInput, ResolverEntry, TimelineSegment } from '../../../contract/schedule/timeline.ts';
import { bruteForce } from './bruteForce.ts';

/** Generators of the resolver's property tests, and the minute-by-minute comparison with the reference. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** Both of Sydney's (and Melbourne's) 2026 changes: clocks go back on Sunday 5 April at 03:00, forward on Sunday 4 October at 02:00. */
export const CHANGES = [Date.UTC(2026, 3, 4, 16), Date.UTC(2026, 9, 3, 16)];

export const PLAYLISTS: Record<string, RotationItem[]> = {
  'playlist-a': [
    { assetId: 'pa-1', durationSeconds: 600 },
    { assetId: 'pa-2', durationSeconds: 1500 },
  ],
  'playlist-b': [{ assetId: 'pb-1', durationSeconds: 3600 }],
};

// Times near the changes and at odd minutes: where an off-by-one would hide.
export const time = fc.oneof(
  fc.constantFrom('00:00', '01:30', '02:00', '02:30', '03:00', '04:00', '23:00'),
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 3 })).map(([h, q]) => `${String(h).padStart(2, '0')}:${String(q * 15).padStart(2, '0')}`),
);
const date = fc.integer({ min: -2, max: 2 }).chain((shift) => fc.constantFrom(...CHANGES).map((at) => new Date(at + shift * 86_400_000).toISOString().slice(0, 10)));
export const content = fc.oneof(
  fc.constantFrom('asset-1', 'asset-2', 'asset-3').map((assetId) => ({ assetId, playlistId: null })),
  fc.constantFrom('playlist-a', 'playlist-b').map((playlistId) => ({ assetId: null, playlistId })),
);

export const entry = (id: number) =>
  fc
    .record({
      content,
      targetLevel: fc.constantFrom('display', 'venue', 'client'),
      days: fc.subarray([...weekdays], { minLength: 1 }),
      window: fc.oneof(
        fc.record({ from: time, to: time, dayPart: fc.constant(null) }),
        fc.record({ from: fc.constant(null), to: fc.constant(null), dayPart: fc.constantFrom('open', 'closed') }),
      ),
      firstDate: fc.option(date),
      lastDate: fc.option(date),
      priority: fc.integer({ min: 0, max: 2 }),
      createdMs: fc.integer({ min: 0, max: 1000 }),
    })
    .map(
      ({ content, window, ...rest }): ResolverEntry => ({ id: `entry-${id}`, ...content, ...window, ...rest }) as ResolverEntry,
    );

export const openHours = fc
  .array(fc.option(fc.tuple(time, fc.option(time))), { minLength: 7, maxLength: 7 })
  .map((days) => {
    const hours = {} as OpenHours;
    weekdays.forEach((day, index) => {
      const pair = days[index] ?? null;
      hours[`${day}Open`] = pair ? pair[0] : null;
      hours[`${day}Close`] = pair ? pair[1] : null;
    });
    return hours;
  });

export const scenario = fc
  .record({
    change: fc.constantFrom(...CHANGES),
    startHoursFromChange: fc.integer({ min: -40, max: 10 }),
    lengthHours: fc.integer({ min: 1, max: 60 }),
    entryCount: fc.integer({ min: 0, max: 6 }),
    openHours,
    takeovers: fc.array(fc.record({ startHours: fc.integer({ min: -30, max: 30 }), lengthMinutes: fc.integer({ min: 15, max: 600 }), untilClosing: fc.boolean(), content }), { maxLength: 2 }),
    displayAssetId: fc.constantFrom('display-layout', null),
  })
  .chain((base) => fc.tuple(...Array.from({ length: base.entryCount }, (_, index) => entry(index))).map((entries) => ({ ...base, entries })));
export type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** The resolver's input for a scenario, on `timeZone`, with optional compliance. */
export function inputOf(s: Scenario, timeZone: string, compliance?: ResolveInput['compliance']): ResolveInput {
  const fromMs = s.change + s.startHoursFromChange * HOUR;
  return {
    displayId: 'display-1',
    displayAssetId: s.displayAssetId,
    timeZone,
    openHours: s.openHours,
    entries: s.entries,
    takeovers: s.takeovers.map((takeover, index) => ({
      id: `takeover-${index}`,
      ...takeover.content,
      untilClosing: takeover.untilClosing,
      startMs: s.change + takeover.startHours * HOUR,
      endMs: s.change + takeover.startHours * HOUR + takeover.lengthMinutes * MINUTE,
      createdMs: index,
    })),
    fromMs,
    toMs: fromMs + s.lengthHours * HOUR,
    compliance,
  };
}

/** The segments answer, at every minute, what the reference model answers; and they are contiguous. */
export function expectSameAsReference(input: ResolveInput, segments: readonly TimelineSegment[]) {
  const expected = bruteForce(input, PLAYLISTS, input.fromMs - 4 * 24 * HOUR);
  let index = 0;
  for (let at = input.fromMs; at < input.toMs; at += MINUTE) {
    while (segments[index] && segments[index]!.end <= at) index += 1;
    const segment = segments[index];
    if (!segment || segment.start > at) expect.fail(`no segment at ${new Date(at).toISOString()}`);
    const items = segment.playlistId === null ? null : (PLAYLISTS[segment.playlistId] ?? []);
    const actual = {
      source: segment.source,
      id: segment.id,
      assetId: segment.assetId,
      playlistId: segment.playlistId,
      item: items ? (playlistSlotAt(items, segment.start, at)?.assetId ?? null) : null,
    };
    const wanted = expected.get(at)!;
    const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => wanted[key] === actual[key]);
    if (!same) expect(actual, new Date(at).toISOString()).toEqual(wanted);
  }
  // Contiguous: each segment ends where the next starts, the last at the interval's end.
  for (let i = 1; i < segments.length; i += 1) expect(segments[i]!.start).toBe(segments[i - 1]!.end);
  expect(segments[segments.length - 1]!.end).toBe(input.toMs);
}
