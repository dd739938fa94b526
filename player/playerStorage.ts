import { isStale, type LiveSource } from '../contract/liveValues.ts';
import type { PlayerLayout } from '../machines/player.machine.ts';
import type { StoredWeek } from '../machines/timeline.machine.ts';

/**
 * What the player keeps in the browser's localStorage so a TV that restarts (even during an
 * outage) comes back as the same screen: the device token (shared by every window of this
 * browser: one controller per PC), the last good layout per display label (each window is one
 * display), the last live values, and the portal's address for the QR code. Storage that is full or disabled must never
 * stop the screen: writes are best effort.
 */
const TOKEN_KEY = 'player.deviceToken';
const LAYOUT_KEY_PREFIX = 'player.layout.';
const PORTAL_BASE_URL_KEY = 'player.portalBaseUrl';
const HEARTBEAT_KEY = 'player.heartbeatSeconds';
/** The display's week, per display label, with the display's id: it plays with the server away. */
const WEEK_KEY_PREFIX = 'player.week.';
/**
 * The last live values received (docs/live-data.md#delivery-to-players), with their times and
 * their sources' limits: a player that restarts offline draws them until they go stale. One key
 * for the browser: every window's sources, each window writing back only the ones it received.
 */
const LIVE_VALUES_KEY = 'player.liveValues';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Full or disabled: the screen plays on from memory.
  }
}

export const storedToken = () => read(TOKEN_KEY);
export const storeToken = (token: string) => write(TOKEN_KEY, token);

export function storedLayout(displayLabel: string): PlayerLayout | null {
  const raw = read(LAYOUT_KEY_PREFIX + displayLabel);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as PlayerLayout;
    return parsed && typeof parsed === 'object' && parsed.layout && Array.isArray(parsed.layout.placements) ? parsed : null;
  } catch {
    return null;
  }
}

export const storeLayout = (displayLabel: string, layout: PlayerLayout) => write(LAYOUT_KEY_PREFIX + displayLabel, JSON.stringify(layout));

/** A week kept for this display label, with the display it was fetched for. */
export interface StoredDisplayWeek extends StoredWeek {
  displayId: string;
}

export function storedWeek(displayLabel: string): StoredDisplayWeek | null {
  const raw = read(WEEK_KEY_PREFIX + displayLabel);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as StoredDisplayWeek;
    const usable = parsed && typeof parsed.displayId === 'string' && parsed.week && Array.isArray(parsed.week.entries) && parsed.week.layouts;
    return usable ? parsed : null;
  } catch {
    return null;
  }
}

export const storeWeek = (displayLabel: string, week: StoredDisplayWeek) => write(WEEK_KEY_PREFIX + displayLabel, JSON.stringify(week));

/** Every week kept by this browser (all windows), for the media cache's upkeep. */
export function allStoredWeeks(): StoredDisplayWeek[] {
  try {
    return Object.keys(window.localStorage)
      .filter((key) => key.startsWith(WEEK_KEY_PREFIX))
      .map((key) => storedWeek(key.slice(WEEK_KEY_PREFIX.length)))
      .filter((week): week is StoredDisplayWeek => week !== null);
  } catch {
    return [];
  }
}

const isLiveSource = (source: unknown): source is LiveSource => {
  const candidate = source as LiveSource | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.staleAfterSeconds === 'number' &&
    Array.isArray(candidate.values) &&
    candidate.values.every((value) => typeof value?.key === 'string' && typeof value.updatedUtc === 'string')
  );
};

/** The live values kept by this browser; whatever does not read as sources is ignored. */
export function storedLiveValues(): LiveSource[] {
  const raw = read(LIVE_VALUES_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isLiveSource) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps `sources` in place of the kept ones of the same ids (other windows' stay). Values already
 * stale at `serverNowMs` (the corrected clock) are dropped: they would only ever draw the fallback.
 */
export function storeLiveValues(sources: readonly LiveSource[], serverNowMs: number): void {
  const ids = new Set(sources.map((source) => source.id));
  const kept = [...storedLiveValues().filter((source) => !ids.has(source.id)), ...sources]
    .map((source) => ({ ...source, values: source.values.filter((value) => !isStale(value.updatedUtc, source.staleAfterSeconds, serverNowMs)) }))
    .filter((source) => source.values.length > 0);
  write(LIVE_VALUES_KEY, kept.length > 0 ? JSON.stringify(kept) : null);
}

/** Unlinked: the token, every display's layout and week, and the live values go (the next start registers anew). */
export function forgetDevice(): void {
  write(TOKEN_KEY, null);
  write(LIVE_VALUES_KEY, null);
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(LAYOUT_KEY_PREFIX) || key.startsWith(WEEK_KEY_PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be read.
  }
}

export const storedPortalBaseUrl = () => read(PORTAL_BASE_URL_KEY);
export const storePortalBaseUrl = (url: string) => write(PORTAL_BASE_URL_KEY, url);

/** The last good layouts of every display of this browser (all windows), for the media cache's upkeep. */
export function allStoredLayouts(): PlayerLayout[] {
  try {
    return Object.keys(window.localStorage)
      .filter((key) => key.startsWith(LAYOUT_KEY_PREFIX))
      .map((key) => storedLayout(key.slice(LAYOUT_KEY_PREFIX.length)))
      .filter((layout): layout is PlayerLayout => layout !== null);
  } catch {
    return [];
  }
}

/** The heartbeat the server advertised last (GET self), for a restart while it is away. */
export function storedHeartbeatSeconds(): number | null {
  const value = Number(read(HEARTBEAT_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const storeHeartbeatSeconds = (seconds: number) => write(HEARTBEAT_KEY, String(seconds));
