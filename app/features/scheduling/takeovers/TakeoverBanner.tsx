import { useQuery } from '@tanstack/react-query';
import type { TakeoverTimes } from '../../../../contract/takeoverBanner.ts';
import { takeoverBannerQuery } from '../../../api/takeoverBanner.ts';
import { renderRouterLink } from '../../../routing/RouterLink.tsx';
import { usePermission } from '../../../session/usePermission.ts';
import { TakeoverBannerView } from './TakeoverBannerView.tsx';
import { TAKEOVER_POLL_MS } from './takeoverTexts.ts';
import { runningAt } from './takeoverStatus.ts';
import { useTakeoverClock } from './useTakeoverClock.ts';

/** One empty list, so the clock's effect does not run again on every render before the answer. */
const NO_TAKEOVERS: TakeoverTimes[] = [];

/**
 * Made when a running takeover is first shown, not when the module loads: a page's first Intl
 * formatter loads its locale's data (86 ms of a 4× slowed phone's CPU in the signed-in pages' first
 * load, every page carries this banner), and most pages show no takeover.
 */
let endFormat: Intl.DateTimeFormat | null = null;
const formatEnd = (iso: string) => (endFormat ??= new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' })).format(new Date(iso));

/**
 * The banner wired to GET /api/takeovers: asked every TAKEOVER_POLL_MS (and on focus, and at once
 * after this browser starts or ends one), and it goes by itself at the running takeover's end
 * without waiting for the next answer. A failed poll shows nothing rather than an error on every page.
 * Asked only by those who read schedules: a designer's pages would poll a 403 every few seconds.
 */
export function TakeoverBanner() {
  const readsSchedules = usePermission('schedules.read');
  const query = useQuery({ ...takeoverBannerQuery(TAKEOVER_POLL_MS), enabled: readsSchedules });
  const takeovers = query.data?.items ?? NO_TAKEOVERS;
  const now = useTakeoverClock(takeovers, TAKEOVER_POLL_MS);
  return <TakeoverBannerView running={runningAt(takeovers, now)} formatTime={formatEnd} renderLink={renderRouterLink} />;
}
