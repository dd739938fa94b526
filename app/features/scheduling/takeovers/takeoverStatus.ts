import type { Takeover } from '../../../../contract/schedules.ts';
import type { TakeoverTimes } from '../../../../contract/takeoverBanner.ts';

export type TakeoverStatus = 'running' | 'scheduled' | 'endedEarly' | 'finished';

/** Where a takeover stands at `now` (the server's `running` is as of its answer; this ticks on). */
export function takeoverStatusAt(takeover: TakeoverTimes, now: number): TakeoverStatus {
  const end = Math.min(Date.parse(takeover.endUtc), takeover.endedUtc ? Date.parse(takeover.endedUtc) : Number.POSITIVE_INFINITY);
  if (takeover.endedUtc && Date.parse(takeover.endedUtc) <= now) return 'endedEarly';
  if (end <= now) return 'finished';
  if (Date.parse(takeover.startUtc) > now) return 'scheduled';
  return 'running';
}

/** The takeovers running at `now`, latest started first (the one the screens show first). */
export function runningAt<Item extends TakeoverTimes>(takeovers: readonly Item[], now: number): Item[] {
  return takeovers
    .filter((takeover) => takeoverStatusAt(takeover, now) === 'running')
    .sort((a, b) => Date.parse(b.startUtc) - Date.parse(a.startUtc));
}

/** The next instant one of `takeovers` starts or ends after `now`, when the banner must look again. */
export function nextChangeAfter(takeovers: readonly TakeoverTimes[], now: number): number | null {
  let next: number | null = null;
  for (const takeover of takeovers) {
    for (const at of [takeover.startUtc, takeover.endUtc, takeover.endedUtc]) {
      const ms = at ? Date.parse(at) : Number.NaN;
      if (ms > now && (next === null || ms < next)) next = ms;
    }
  }
  return next;
}

/** "All venues", or how many clients and venues it reaches. */
export function reachLabel(takeover: Takeover): string {
  if ('all' in takeover.targets) return 'All venues';
  const { clientIds, venueIds } = takeover.targets;
  const parts = [
    clientIds.length > 0 ? `${clientIds.length} ${clientIds.length === 1 ? 'client' : 'clients'}` : null,
    venueIds.length > 0 ? `${venueIds.length} ${venueIds.length === 1 ? 'venue' : 'venues'}` : null,
  ];
  return parts.filter((part) => part !== null).join(', ');
}
