import type { Category, RuleSetKey, Zone } from '../compliance.ts';
import type { RuleSet } from '../complianceRules.ts';
import type { OpenHours, Weekday } from '../openHours.ts';

/** What a schedule entry targets, most specific first: it breaks ties between equal priorities. */
export const targetLevels = ['display', 'venue', 'client'] as const;
export type TargetLevel = (typeof targetLevels)[number];

/** A schedule entry as the resolver needs it (docs/scheduling.md): content, days, a window or a day part. */
export interface ResolverEntry {
  id: string;
  targetLevel: TargetLevel;
  assetId: string | null;
  playlistId: string | null;
  days: readonly Weekday[];
  /** "HH:mm" in the venue's local time; `to` at or before `from` runs past midnight. */
  from: string | null;
  to: string | null;
  dayPart: 'open' | 'closed' | null;
  /** "YYYY-MM-DD", inclusive, the local date a window starts on. */
  firstDate: string | null;
  lastDate: string | null;
  priority: number;
  createdMs: number;
}

/** A takeover as the resolver needs it: `endMs` is when it ends or was ended early. */
export interface ResolverTakeover {
  id: string;
  assetId: string | null;
  playlistId: string | null;
  startMs: number;
  endMs: number;
  createdMs: number;
  /**
   * "Until closing": at this venue it ends when the venue next closes after its start (its own open
   * hours, on its own clock), or at `endMs` if sooner; a venue closed at its start is not taken over.
   */
  untilClosing?: boolean | undefined;
}

/**
 * What the resolver needs to guard a display (docs/compliance.md): its zone, its venue's rule set,
 * and the categories of every layout and playlist it may be given. Content whose categories the
 * rules forbid in the zone is never yielded; in a mandatory zone the responsible-gambling slots
 * are laid over everything else during open hours.
 */
export interface ResolverCompliance {
  zone: Zone;
  ruleSetKey: RuleSetKey;
  rules: RuleSet;
  /** By layout or playlist id: a layout's categories (with those of layouts placed in it), a playlist's items' categories; missing means `general`. */
  contentCategories: Readonly<Record<string, readonly Category[]>>;
  /** The layout of the mandatory slots (the rule's own, else the client's newest responsible-gambling layout); null places none. */
  mandatoryAssetId: string | null;
  /**
   * Layouts that need approval on this display with no version approved yet, and playlists made
   * only of such layouts (docs/compliance.md#approval): passed over like forbidden content. Absent: none.
   */
  unapproved?: readonly string[];
}

export interface ResolveInput {
  displayId: string;
  /** The display's own layout (DISPLAY asset), or null: then the player's idle screen. */
  displayAssetId: string | null;
  timeZone: string;
  openHours: OpenHours;
  entries: readonly ResolverEntry[];
  takeovers: readonly ResolverTakeover[];
  fromMs: number;
  toMs: number;
  /** Absent: nothing is forbidden and no slot is mandatory (a venue group without rules). */
  compliance?: ResolverCompliance | undefined;
}

export type SegmentSource = 'takeover' | 'schedule' | 'display' | 'mandatory';

/**
 * A stretch of time with one thing on screen. `id` is the takeover's, the entry's or the display's,
 * or for a mandatory slot the rule set's key (a jurisdiction or `default`).
 * A display segment with neither asset nor playlist is the idle screen.
 */
export interface TimelineSegment {
  start: number;
  end: number;
  source: SegmentSource;
  id: string;
  assetId: string | null;
  playlistId: string | null;
}
