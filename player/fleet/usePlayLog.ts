import { useCallback, useEffect, useRef } from 'react';
import type { ShownContentReport } from '../../machines/timeline.selectors.ts';
import { markStaleFallback, openPlayOf, recoverPlay, stepPlay, type OnScreen, type OpenPlay } from './playLog.ts';
import { sendPlays } from './playClient.ts';
import { playClockNow } from './playClock.ts';
import { indexedDbPlayQueue, queuePlay } from './playQueue.ts';
import { uploadQueuedPlays } from './playUpload.ts';

/** How often the play under way notes that it is still on screen (what a crash would lose at most). */
const KEEP_ALIVE_MS = 10_000;

const openKey = (displayLabel: string) => `player.plays.open.${displayLabel}`;

function readOpen(displayLabel: string): OpenPlay | null {
  try {
    return openPlayOf(JSON.parse(localStorage.getItem(openKey(displayLabel)) ?? 'null'));
  } catch {
    return null;
  }
}

function writeOpen(displayLabel: string, open: OpenPlay | null): void {
  try {
    if (open === null) localStorage.removeItem(openKey(displayLabel));
    else localStorage.setItem(openKey(displayLabel), JSON.stringify(open));
  } catch {
    // Storage full or denied: the play under way is lost if the page closes, nothing else.
  }
}

const keep = (play: ReturnType<typeof recoverPlay>) => {
  // IndexedDB missing or full: the play is lost, the screen plays on.
  if (play) void queuePlay(play).catch(() => undefined);
};

export interface PlayLogState {
  token: string | null;
  displayId: string | null;
  shown: ShownContentReport;
  /** Which showing of an item is on screen (timeline.selectors `showingOnScreen`): a new one is a new play. */
  showing: string;
  /** A live value on screen draws its fallback text because it is stale (WeekPlayer tells). */
  staleShown: boolean;
}

/**
 * Proof of play for this window's display: records a play per item shown (a re-render
 * or a heartbeat with the same item on screen changes nothing), keeps it in IndexedDB, and returns
 * `upload`, called after a heartbeat the server answered when the plays are due
 * (contract/fleet/playUploads.ts; so only when online). Nothing here can stop or slow what plays:
 * every storage or network failure is swallowed and tried again at the next heartbeat.
 */
export function usePlayLog(state: PlayLogState, displayLabel: string): () => void {
  const open = useRef<OpenPlay | null>(null);
  const latest = useRef(state);
  latest.current = state;

  // A play left open by the previous page (a reload, a crash) is counted up to when it was last seen.
  useEffect(() => {
    const previous = readOpen(displayLabel);
    if (previous) keep(recoverPlay(previous));
    writeOpen(displayLabel, null);
    return () => {
      // Unmounted (the window shows another display, or the page closes): the play ends here.
      if (open.current) keep(stepPlay(open.current, null, playClockNow(), () => '').finished);
      open.current = null;
      writeOpen(displayLabel, null);
    };
  }, [displayLabel]);

  const { displayId } = state;
  const { showing } = state;
  const { assetId, playlistId } = state.shown;
  useEffect(() => {
    const onScreen: OnScreen | null = displayId !== null && assetId !== null ? { displayId, assetId, playlistId, showing } : null;
    const step = stepPlay(open.current, onScreen, playClockNow(), () => crypto.randomUUID());
    open.current = step.open;
    keep(step.finished);
    writeOpen(displayLabel, step.open);
  }, [displayLabel, displayId, assetId, playlistId, showing]);

  // After the step above (same deps, so a new play is marked too while the value stays stale).
  const { staleShown } = state;
  useEffect(() => {
    const marked = markStaleFallback(open.current, staleShown);
    if (marked === open.current) return;
    open.current = marked;
    writeOpen(displayLabel, marked);
  }, [displayLabel, displayId, assetId, playlistId, showing, staleShown]);

  // The play under way notes now and then, and as the page goes away, that it is still on screen.
  useEffect(() => {
    const touch = () => {
      if (open.current === null) return;
      open.current = { ...open.current, lastMs: Math.max(open.current.lastMs, playClockNow().monoMs) };
      writeOpen(displayLabel, open.current);
    };
    const timer = window.setInterval(touch, KEEP_ALIVE_MS);
    window.addEventListener('pagehide', touch);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', touch);
    };
  }, [displayLabel]);

  const uploading = useRef(false);
  return useCallback(() => {
    const { token, displayId: id } = latest.current;
    if (token === null || id === null || uploading.current) return;
    uploading.current = true;
    void uploadQueuedPlays(indexedDbPlayQueue, id, (plays) => sendPlays(token, plays))
      .catch(() => undefined)
      .finally(() => {
        uploading.current = false;
      });
  }, []);
}
