import type { SnapshotFrom } from 'xstate';
import type { LayoutTree } from '../contract/layout/tree.ts';
import type { PlayerView } from './player.selectors.ts';
import type { timelineMachine } from './timeline.machine.ts';
import type { PlayItem } from './weekPlayback.ts';

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
 * player is not linked, the player's own view stands.
 */
export function withWeek(view: PlayerView, timeline: TimelineView): PlayerView {
  const linked = view.phase === 'noLayout' || view.phase === 'playing' || view.phase === 'offlinePlaying';
  if (!linked || !timeline.playing) return view;
  const offline = view.offline || timeline.offline;
  if (timeline.layout === null) return { ...view, phase: 'noLayout', layout: null, offline };
  return { ...view, phase: offline ? 'offlinePlaying' : 'playing', layout: timeline.layout, offline };
}
