import type { Play } from '../../contract/fleet/plays.ts';

/**
 * Proof of play on the player (issue 22), the pure part: a play is one unbroken stretch of one
 * layout (from one playlist, or none) on one display. It starts when that shows and ends when
 * something else does; then it is queued for upload with its id, start and whole seconds shown.
 */

/** What a display has on screen, or null when no layout shows (idle screen, pairing code). */
export interface OnScreen {
  displayId: string;
  assetId: string;
  playlistId: string | null;
}

/** The play under way; `lastMs` is the latest moment it was known to be on screen. */
export interface OpenPlay extends OnScreen {
  id: string;
  startedMs: number;
  lastMs: number;
}

/** Shorter than this is a flicker between two layouts, not a play. */
export const MIN_PLAY_SECONDS = 1;
/** As the server accepts (contract/fleet/plays.ts MAX_PLAY_SECONDS). */
const MAX_PLAY_SECONDS = 7 * 24 * 60 * 60;

const sameContent = (open: OpenPlay, onScreen: OnScreen) =>
  open.displayId === onScreen.displayId && open.assetId === onScreen.assetId && open.playlistId === onScreen.playlistId;

/** The play as uploaded, ended at `endMs`; null when it lasted less than a second (or the clock went back). */
export function finishPlay(open: OpenPlay, endMs: number): Play | null {
  const seconds = Math.min(MAX_PLAY_SECONDS, Math.round((endMs - open.startedMs) / 1000));
  if (!(seconds >= MIN_PLAY_SECONDS)) return null;
  return {
    id: open.id,
    displayId: open.displayId,
    assetId: open.assetId,
    playlistId: open.playlistId,
    startedUtc: new Date(open.startedMs).toISOString(),
    seconds,
  };
}

export interface PlayStep {
  open: OpenPlay | null;
  /** The play that ended at this step, to queue; null when none did (or it was too short). */
  finished: Play | null;
}

/**
 * One step of the log at `nowMs` with what is on screen: the same content keeps the play going
 * (its `lastMs` moves on); different content (or none) ends it and starts the next.
 */
export function stepPlay(open: OpenPlay | null, onScreen: OnScreen | null, nowMs: number, newId: () => string): PlayStep {
  if (open !== null && onScreen !== null && sameContent(open, onScreen)) {
    return { open: { ...open, lastMs: Math.max(open.lastMs, nowMs) }, finished: null };
  }
  const finished = open === null ? null : finishPlay(open, nowMs);
  const next = onScreen === null ? null : { ...onScreen, id: newId(), startedMs: nowMs, lastMs: nowMs };
  return { open: next, finished };
}

/**
 * A play left open by a page that closed (a reload, a crash, power lost): it ended some time
 * after it was last known on screen; counted up to then, never more.
 */
export function recoverPlay(open: OpenPlay): Play | null {
  return finishPlay(open, open.lastMs);
}

/** Whether a value read back from storage is an open play (storage may hold anything). */
export function isOpenPlay(value: unknown): value is OpenPlay {
  if (typeof value !== 'object' || value === null) return false;
  const play = value as Record<string, unknown>;
  return (
    typeof play.id === 'string' &&
    typeof play.displayId === 'string' &&
    typeof play.assetId === 'string' &&
    (play.playlistId === null || typeof play.playlistId === 'string') &&
    typeof play.startedMs === 'number' &&
    typeof play.lastMs === 'number'
  );
}
