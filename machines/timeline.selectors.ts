import type { SnapshotFrom } from 'xstate';
import type { LayoutTree } from '../contract/layout/tree.ts';
import { isLinkedPhase, type PlayerView } from './player.selectors.ts';
import type { timelineMachine } from './timeline.machine.ts';
import { OWN_LAYOUT_SHOWING, showingKey, type PlayItem } from './weekPlayback.ts';

type TimelineSnapshot = SnapshotFrom<typeof timelineMachine>;

/** What the week puts on screen now (a story per state of the timeline machine). */
export interface TimelineView {
  /** Something of the week is on screen (false until a week is known and its first item ready). */
  playing: boolean;
  item: PlayItem | null;
  /** The layout drawn, or null: the idle screen. */
  layout: LayoutTree | null;
  /** The next item's start, on the corrected clock, while one is planned. */
  nextStart: number | null;
  /** The last call for the week did not reach the server. */
  offline: boolean;
}

export function selectTimeline(snapshot: TimelineSnapshot): TimelineView {
  const { shown, plan } = snapshot.context;
  return {
    playing: shown !== null,
    item: shown?.item ?? null,
    layout: shown?.layout ?? null,
    nextStart: plan?.next.start ?? null,
    offline: snapshot.matches({ connection: 'offline' }),
  };
}

/**
 * The screen of a linked player once its week plays: the week's item replaces the display's own
 * layout (which the week holds too, for the times nothing is scheduled). Before that, or when the
 * player is not linked, the player's own view stands, except that a display without a layout of
 * its own still says "Starting…" until its week has told whether anything is scheduled on it.
 */
export function withWeek(view: PlayerView, timeline: TimelineView): PlayerView {
  if (!isLinkedPhase(view.phase)) return view;
  const offline = view.offline || timeline.offline;
  if (!timeline.playing) return view.phase === 'noLayout' ? { ...view, phase: 'connecting', offline } : view;
  if (timeline.layout === null) return { ...view, phase: 'noLayout', layout: null, offline };
  return { ...view, phase: offline ? 'offlinePlaying' : 'playing', layout: timeline.layout, offline };
}

/**
 * What a display says it shows with its heartbeat (contract/fleet.ts `shown` without its
 * time): the layout drawn (null: the idle screen), the playlist it is an item of, and the version
 * of what the player plays (the ETag of its layout, or of its week once the week plays).
 */
export interface ShownContentReport {
  assetId: string | null;
  playlistId: string | null;
  version: string | null;
}

/** What the week has on screen, as the heartbeat reports it; null until the week plays. */
export function selectShownReport(snapshot: TimelineSnapshot): ShownContentReport | null {
  const { shown, etag } = snapshot.context;
  if (shown === null) return null;
  return { assetId: shown.layout?.assetId ?? null, playlistId: shown.item.playlistId, version: etag };
}

/**
 * What the screen shows, by the same rule as `withWeek`: the week's item once the week plays,
 * else the display's own layout as the player machine holds it (`own`, never part of a playlist).
 */
export function shownOnScreen(own: { assetId: string | null; etag: string | null } | null, week: ShownContentReport | null): ShownContentReport {
  return week ?? { assetId: own?.assetId ?? null, playlistId: null, version: own?.etag ?? null };
}

/**
 * Which showing of an item the week has on screen (weekPlayback.showingKey), for proof of play:
 * it changes at every item shown, also when the next item is the same layout; null until the week plays.
 */
export function selectShowing(snapshot: TimelineSnapshot): string | null {
  const { shown } = snapshot.context;
  return shown === null ? null : showingKey(shown.item);
}

/** The showing on screen, by the same rule as `shownOnScreen`: the week's once it plays, else the own layout's. */
export const showingOnScreen = (week: string | null) => week ?? OWN_LAYOUT_SHOWING;

export const sameShownReport = (a: ShownContentReport | null, b: ShownContentReport | null) =>
  a === b || (a !== null && b !== null && a.assetId === b.assetId && a.playlistId === b.playlistId && a.version === b.version);

/**
 * Since when the report's content has been on screen: kept while the content is the same (the
 * same layout, playlist item and version), the report's time when it changed.
 */
export function shownSince(previous: { shown: ShownContentReport; sinceUtc: string } | null, shown: ShownContentReport, nowUtc: string) {
  return previous !== null && sameShownReport(previous.shown, shown) ? previous : { shown, sinceUtc: nowUtc };
}
