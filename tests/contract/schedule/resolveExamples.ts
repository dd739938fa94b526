import { EMPTY_OPEN_HOURS } from '../../../contract/openHours.ts';
import { resolveTimeline } from '../../../contract/schedule/resolveTimeline.ts';
import type { ResolveInput, ResolverEntry, ResolverTakeover } from '../../../contract/schedule/timeline.ts';

/** Builders and readers the resolver's example tests share: one display in Sydney on Wednesday 14 January 2026. */

export const SYDNEY = 'Australia/Sydney';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** Sydney wall time → instant, for dates away from a daylight-saving change (offset given). */
export const sydney = (iso: string, offsetHours = 11) => Date.parse(`${iso}Z`) - offsetHours * HOUR;

export const entry = (overrides: Partial<ResolverEntry>): ResolverEntry => ({
  id: 'entry',
  targetLevel: 'display',
  assetId: 'asset-a',
  playlistId: null,
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  from: '09:00',
  to: '17:00',
  dayPart: null,
  firstDate: null,
  lastDate: null,
  priority: 0,
  createdMs: 0,
  ...overrides,
});

export const takeover = (overrides: Partial<ResolverTakeover>): ResolverTakeover => ({
  id: 'takeover',
  assetId: 'takeover-asset',
  playlistId: null,
  startMs: 0,
  endMs: 0,
  createdMs: 0,
  ...overrides,
});

export const resolve = (overrides: Partial<ResolveInput>) =>
  resolveTimeline({
    displayId: 'display',
    displayAssetId: 'own-layout',
    timeZone: SYDNEY,
    openHours: EMPTY_OPEN_HOURS,
    entries: [],
    takeovers: [],
    fromMs: sydney('2026-01-14T00:00'),
    toMs: sydney('2026-01-15T00:00'),
    ...overrides,
  });

/** What plays at an instant, as "source:id:content". */
export const at = (segments: ReturnType<typeof resolve>, instant: number) => {
  const segment = segments.find((candidate) => candidate.start <= instant && instant < candidate.end);
  return segment ? `${segment.source}:${segment.id}:${segment.assetId ?? segment.playlistId ?? 'idle'}` : 'none';
};
