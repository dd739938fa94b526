import type { Play } from '../../contract/fleet/plays.ts';
import type { PlayInstant } from './playClock.ts';

/**
 * Proof of play on the player, the pure part: a play is one item shown, a layout (from
 * one playlist, or none) on one display. It starts when the item shows and ends when another does,
 * even of the same layout (a playlist's next step); then it is queued for upload with its id, start
 * and whole seconds shown.
 */

/** What a display has on screen, or null when no layout shows (idle screen, pairing code). */
export interface OnScreen {
  displayId: string;
  assetId: string;
  playlistId: string | null;
  /**
   * Which showing of an item it is (machines/weekPlayback.ts `showingKey`): the same while the item
   * stays on screen, another at the next item even of the same layout.
   */
  showing: string;
}

/**
 * The play under way. `startedMs` stamps its start (corrected clock); `startedMonoMs` and `lastMs`,
 * the latest moment it was known to be on screen, measure it on the monotonic clock of the page
 * that showed it (both on the corrected clock in a play kept by an older player).
 */
export interface OpenPlay extends OnScreen {
  id: string;
  startedMs: number;
  startedMonoMs: number;
  lastMs: number;
  /** A live value of the layout went stale while it was on screen, so its fallback text was drawn. */
  staleFallback?: boolean;
}

/** Shorter than this is a flicker between two layouts, not a play. */
export const MIN_PLAY_SECONDS = 1;
/** As the server accepts (contract/fleet/plays.ts MAX_PLAY_SECONDS). */
const MAX_PLAY_SECONDS = 7 * 24 * 60 * 60;

const sameShowing = (open: OpenPlay, onScreen: OnScreen) =>
  open.displayId === onScreen.displayId &&
  open.assetId === onScreen.assetId &&
  open.playlistId === onScreen.playlistId &&
  open.showing === onScreen.showing;

/** The play as uploaded, ended at `endMonoMs`; null when it lasted less than a second. */
export function finishPlay(open: OpenPlay, endMonoMs: number): Play | null {
  const seconds = Math.min(MAX_PLAY_SECONDS, Math.round((endMonoMs - open.startedMonoMs) / 1000));
  if (!(seconds >= MIN_PLAY_SECONDS)) return null;
  return {
    id: open.id,
    displayId: open.displayId,
    assetId: open.assetId,
    playlistId: open.playlistId,
    startedUtc: new Date(open.startedMs).toISOString(),
    seconds,
    ...(open.staleFallback === true ? { staleFallback: true } : {}),
  };
}

/** The play under way, marked when one of its live values draws the fallback text because it is stale. */
export function markStaleFallback(open: OpenPlay | null, staleShown: boolean): OpenPlay | null {
  if (open === null || !staleShown || open.staleFallback === true) return open;
  return { ...open, staleFallback: true };
}

export interface PlayStep {
  open: OpenPlay | null;
  /** The play that ended at this step, to queue; null when none did (or it was too short). */
  finished: Play | null;
}

/**
 * One step of the log at `now` with what is on screen: the same showing keeps the play going
 * (its `lastMs` moves on); another showing (or none) ends it and starts the next.
 */
export function stepPlay(open: OpenPlay | null, onScreen: OnScreen | null, now: PlayInstant, newId: () => string): PlayStep {
  const { ms, monoMs } = now;
  if (open !== null && onScreen !== null && sameShowing(open, onScreen)) {
    return { open: { ...open, lastMs: Math.max(open.lastMs, monoMs) }, finished: null };
  }
  const finished = open === null ? null : finishPlay(open, monoMs);
  const next = onScreen === null ? null : { ...onScreen, id: newId(), startedMs: ms, startedMonoMs: monoMs, lastMs: monoMs };
  return { open: next, finished };
}

/**
 * A play left open by a page that closed (a reload, a crash, power lost): it ended some time
 * after it was last known on screen; counted up to then, never more.
 */
export function recoverPlay(open: OpenPlay): Play | null {
  return finishPlay(open, open.lastMs);
}

/**
 * The open play in a value read back from storage (storage may hold anything), or null. One kept by
 * a player from before showings has none, nor a monotonic start: it is only ever recovered, which
 * needs no showing, and its `lastMs` is on the corrected clock, as its start is.
 */
export function openPlayOf(value: unknown): OpenPlay | null {
  if (typeof value !== 'object' || value === null) return null;
  const play = value as Record<string, unknown>;
  const valid =
    typeof play.id === 'string' &&
    typeof play.displayId === 'string' &&
    typeof play.assetId === 'string' &&
    (play.playlistId === null || typeof play.playlistId === 'string') &&
    (play.showing === undefined || typeof play.showing === 'string') &&
    typeof play.startedMs === 'number' &&
    (play.startedMonoMs === undefined || typeof play.startedMonoMs === 'number') &&
    typeof play.lastMs === 'number' &&
    (play.staleFallback === undefined || typeof play.staleFallback === 'boolean');
  return valid ? ({ ...play, showing: play.showing ?? '', startedMonoMs: play.startedMonoMs ?? play.startedMs } as OpenPlay) : null;
}
