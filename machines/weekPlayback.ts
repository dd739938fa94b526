import type { DeviceDay } from '../contract/deviceDay.ts';
import type { LayoutTree } from '../contract/layout/tree.ts';
import { playlistSlotAt } from '../contract/schedule/playlistRotation.ts';
import { resolveTimeline } from '../contract/schedule/resolveTimeline.ts';
import type { SegmentSource, TimelineSegment } from '../contract/schedule/timeline.ts';

/**
 * What a player shows at an instant of its week (docs/player.md#playing-the-week), worked out
 * on the device with the one resolver, so it agrees with the portal's calendar to the second.
 * Pure: the timeline machine calls it with the corrected clock.
 */

/** One thing on screen from `start` to `end`: a layout of the week, or the idle screen (layout null). */
export interface PlayItem {
  start: number;
  end: number;
  source: SegmentSource;
  /** The takeover's, the entry's or the display's id. */
  sourceId: string;
  /** The layout drawn, or null: the calm idle screen (nothing scheduled, no own layout). */
  assetId: string | null;
  /** The playlist the item belongs to, or null: a layout on its own (or the idle screen). */
  playlistId: string | null;
  /** The item's place in its playlist's rotation, or null outside a playlist. */
  playlistIndex: number | null;
}

export interface Playback {
  current: PlayItem;
  /** What follows `current` (starting at its end). */
  next: PlayItem;
}

/**
 * How far ahead one resolve looks. A segment's end beyond it is only where the look-ahead stopped;
 * a later call resolves again from there, so nothing switches at it.
 */
const LOOK_AHEAD_MS = 3 * 86_400_000;
/** A kept resolve answers for instants at least this far from its end. */
const KEEP_MARGIN_MS = 86_400_000;

/**
 * The last resolve of each week: the machine asks every minute and at every boundary, and a week
 * changes only with a new answer (a new object), so it is resolved about once a day.
 */
const resolved = new WeakMap<DeviceDay, { fromMs: number; toMs: number; segments: TimelineSegment[] }>();

function segmentsAround(week: DeviceDay, atMs: number): TimelineSegment[] {
  const kept = resolved.get(week);
  if (kept && kept.fromMs <= atMs && atMs + KEEP_MARGIN_MS <= kept.toMs) return kept.segments;
  const toMs = atMs + LOOK_AHEAD_MS;
  const segments = resolveTimeline({
    displayId: week.displayId,
    displayAssetId: week.displayAssetId,
    timeZone: week.timeZone,
    openHours: week.openHours,
    entries: week.entries,
    takeovers: week.takeovers,
    compliance: week.compliance,
    fromMs: atMs,
    toMs,
  });
  resolved.set(week, { fromMs: atMs, toMs, segments });
  return segments;
}

/** The item playing at `atMs`: the resolver's segment, then the playlist slot within it. */
export function itemAt(week: DeviceDay, atMs: number): PlayItem {
  const segment = segmentsAround(week, atMs).find((candidate) => candidate.start <= atMs && atMs < candidate.end);
  if (!segment) {
    return { start: atMs, end: atMs + LOOK_AHEAD_MS, source: 'display', sourceId: week.displayId, assetId: week.displayAssetId, playlistId: null, playlistIndex: null };
  }
  const base = { source: segment.source, sourceId: segment.id, playlistId: segment.playlistId };
  if (segment.playlistId === null) {
    return { ...base, start: segment.start, end: segment.end, assetId: segment.assetId, playlistIndex: null };
  }
  // The rotation is anchored to the segment's start (docs/scheduling.md#rotation): every screen shows the same item.
  const slot = playlistSlotAt(week.playlists[segment.playlistId] ?? [], segment.start, atMs);
  if (slot === null) return { ...base, start: segment.start, end: segment.end, assetId: null, playlistIndex: null };
  return { ...base, start: Math.max(slot.start, segment.start), end: Math.min(slot.end, segment.end), assetId: slot.assetId, playlistIndex: slot.index };
}

/**
 * The showing of the display's own layout: before the week plays (the player machine's layout) and
 * in the week's stretches with nothing scheduled, it is one showing however often it is resolved.
 */
export const OWN_LAYOUT_SHOWING = 'display';

/**
 * Which showing of an item this is (proof of play: a play per item shown). Two items of
 * the same layout in a row are two showings (a playlist's next step, even of a one-item playlist;
 * one entry's run then another's, or the next day's run of the same entry), while the same item
 * planned again (every minute, at a new week answer) is the same showing. An entry's or a
 * takeover's item is known by its source, its place in the playlist and its start: the resolver
 * keeps a segment's true start whatever instant it resolves from, and a playlist's slots are
 * anchored to it. Not so the display's own stretches: the resolver cuts them at the instant asked,
 * so their start moves with every resolve, hence one key for them all.
 */
export function showingKey(item: PlayItem): string {
  if (item.source === 'display') return OWN_LAYOUT_SHOWING;
  return `${item.source} ${item.sourceId} ${item.playlistIndex ?? '-'} ${item.start}`;
}

/** What plays at `nowMs` and what comes after it. */
export function playbackAt(week: DeviceDay, nowMs: number): Playback {
  const current = itemAt(week, nowMs);
  return { current, next: itemAt(week, current.end) };
}

/** The tree of an item's layout (null for the idle screen or a layout the answer lacks). */
export function layoutOf(week: DeviceDay, item: PlayItem | null): LayoutTree | null {
  if (item === null || item.assetId === null) return null;
  return week.layouts[item.assetId] ?? null;
}

/** Identifies a layout's content: a new version of the same layout must be prepared again. */
export const layoutKey = (layout: LayoutTree | null) => (layout === null ? 'idle' : `${layout.assetId ?? ''}@${layout.updatedUtc}`);
