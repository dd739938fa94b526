import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { LiveValuesProvider, WAITING_READING, type LiveValueLookup } from '../../../renderer/liveValues.tsx';

/** The feed loads apart from the editor (its chunk has a budget), once a layout may show a data value. */
const LiveValuesFeed = lazy(() => import('./LiveValuesFeed.tsx').then((module) => ({ default: module.LiveValuesFeed })));

const waiting: LiveValueLookup = () => WAITING_READING;

/**
 * The editor's canvas and previews draw data value widgets with the portal's current values
 * (read again every few seconds) while `active`: the layout places a data value, or a layout that
 * may hold one. Until then, and until the feed answers, a widget draws its fallback text.
 */
export function EditorLiveValues({ active, children }: { active: boolean; children: ReactNode }) {
  const [lookup, setLookup] = useState<LiveValueLookup>(() => waiting);
  // Stable, so the feed hands on a lookup only when its data changes.
  const onLookup = useCallback((next: LiveValueLookup) => setLookup(() => next), []);
  return (
    <LiveValuesProvider lookup={lookup}>
      {children}
      {active ? (
        <Suspense fallback={null}>
          <LiveValuesFeed onLookup={onLookup} />
        </Suspense>
      ) : null}
    </LiveValuesProvider>
  );
}
