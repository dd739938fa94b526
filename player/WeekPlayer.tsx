import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { PlayerView } from '../machines/player.selectors.ts';
import { sameShownReport, selectShowing, selectShownReport, selectTimeline, withWeek, type ShownContentReport } from '../machines/timeline.selectors.ts';
import { LiveValuesProvider } from '../renderer/liveValues.tsx';
import { setPlayClockOffset } from './fleet/playClock.ts';
import { liveSourcesOf, staleFallbackShown } from './liveData/liveSourcesOf.ts';
import { useLiveValues } from './liveData/useLiveValues.ts';
import { storedWeek } from './playerStorage.ts';
import { providedTimelineMachine } from './timelineMachine.ts';

export interface WeekPlayerProps {
  token: string;
  displayLabel: string;
  displayId: string;
  /** How long after a failed call to try again: the heartbeat. */
  retryMs: number;
  /** The player machine's view, which the week's item replaces once it plays. */
  view: PlayerView;
  /** What the week has on screen, for the heartbeat's report (null until it plays, and once unmounted). */
  onShown: (shown: ShownContentReport | null) => void;
  /** Which showing of an item the week has on screen, for proof of play (null until it plays, and once unmounted). */
  onShowing: (showing: string | null) => void;
  /** Whether a live value on screen draws its fallback text because it is stale, for proof of play. */
  onStaleShown: (staleShown: boolean) => void;
  children: (view: PlayerView) => ReactNode;
}

/**
 * A linked display's week: the timeline machine runs while this is mounted (one per
 * display id), starting from the week kept in storage so a restart with the server away plays on.
 */
export function WeekPlayer({ token, displayLabel, displayId, retryMs, view, onShown, onShowing, onStaleShown, children }: WeekPlayerProps) {
  const [machine] = useState(() => providedTimelineMachine(token, displayLabel, displayId));
  const [input] = useState(() => {
    const stored = storedWeek(displayLabel);
    return { stored: stored?.displayId === displayId ? stored : null, retryMs };
  });
  const actor = useActorRef(machine, { input });
  const timeline = useSelector(actor, selectTimeline, sameTimelineView);
  const shown = useSelector(actor, selectShownReport, sameShownReport);
  useEffect(() => onShown(shown), [onShown, shown]);
  useEffect(() => () => onShown(null), [onShown]);
  // Told in the same commit as `shown`, so the play log sees the item and its layout together.
  const showing = useSelector(actor, selectShowing);
  useEffect(() => onShowing(showing), [onShowing, showing]);
  useEffect(() => () => onShowing(null), [onShowing]);
  // Plays are stamped on the same corrected clock the week plays by (proof of play).
  const clockOffsetMs = useSelector(actor, (snapshot) => snapshot.context.clock?.offsetMs ?? 0);
  useEffect(() => setPlayClockOffset(clockOffsetMs), [clockOffsetMs]);
  // Live values of every data source the week shows, on the same corrected clock.
  const sources = useSelector(actor, (snapshot) => liveSourcesOf(Object.values(snapshot.context.week?.layouts ?? {})));
  const lookup = useLiveValues(token, sources, clockOffsetMs);
  const staleShown = staleFallbackShown(timeline.layout, lookup);
  useEffect(() => onStaleShown(staleShown), [onStaleShown, staleShown]);
  useEffect(() => () => onStaleShown(false), [onStaleShown]);
  return <LiveValuesProvider lookup={lookup}>{children(withWeek(view, timeline))}</LiveValuesProvider>;
}

/** Re-render only for what the screen draws, not for every planning step. */
const sameTimelineView = (a: ReturnType<typeof selectTimeline>, b: ReturnType<typeof selectTimeline>) =>
  a.playing === b.playing && a.layout === b.layout && a.offline === b.offline;
