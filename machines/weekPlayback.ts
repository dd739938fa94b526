import type { DeviceDay } from '../contract/deviceDay.ts';
import type { LayoutTree } from '../contract/layout/tree.ts';
import { playlistSlotAt } from '../contract/schedule/playlistRotation.ts';
import { resolveTimeline } from '../contract/schedule/resolveTimeline.ts';
import type { SegmentSource, TimelineSegment } from '../contract/schedule/timeline.ts';

/**
 * What a player shows at an instant of its week (DESIGN §11 "The player plays the day"), worked out
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
  // The rotation is anchored to the segment's start (DESIGN §11): every screen shows the same item.
  const slot = playlistSlotAt(week.playlists[segment.playlistId] ?? [], segment.start, atMs);
  if (slot === null) return { ...base, start: segment.start, end: segment.end, assetId: null, playlistIndex: null };
  return { ...base, start: Math.max(slot.start, segment.start), end: Math.min(slot.end, segment.end), assetId: slot.assetId, playlistIndex: slot.index };
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
