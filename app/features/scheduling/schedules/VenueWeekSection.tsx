import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { venueTimelineQuery } from '../../../api/schedules.ts';
import { venueDays, venueNowAndNext } from './venueWeek.ts';
import { useWeekView } from './useWeekView.ts';
import { WeekTimelineCard } from './WeekTimelineCard.tsx';
import { usePermission } from '../../../session/usePermission.ts';

export interface VenueWeekSectionProps {
  venueId: string;
  /** Opens a schedule entry's editor; only admins get it (client users read). */
  onOpenEntry?: ((entryId: string) => void) | undefined;
}

/** "Each display of the venue; times in Australia/Sydney.", or that it has none yet. */
export function venueWeekDescription(timeZone: string | null, displays: number | null): string {
  if (displays === 0) return 'The venue has no displays yet: link a Generation One controller to see what they play.';
  return timeZone ? `Each display of the venue; times in the venue’s time zone, ${timeZone}.` : 'Each display of the venue; times in the venue’s time zone.';
}

/**
 * The venue page's week of what plays when, one lane per display, from GET /api/venues/{venueId}/timeline,
 * for those who may read the fleet's timelines (fleet.read, docs/permissions.md); nobody else sees it.
 */
export function VenueWeekSection(props: VenueWeekSectionProps) {
  return usePermission('fleet.read') ? <PermittedVenueWeekSection {...props} /> : null;
}

function PermittedVenueWeekSection({ venueId, onOpenEntry }: VenueWeekSectionProps) {
  const view = useWeekView({ venueId });
  // Stepping weeks keeps the last answer as a placeholder: its zone names the next week at once.
  const timeline = useQuery({ ...venueTimelineQuery(venueId, view.span.fromIso, view.span.toIso), placeholderData: keepPreviousData });
  const data = timeline.data;
  const current = timeline.isPlaceholderData ? undefined : data;
  // Cutting the week per display runs the resolver and formats every piece: only again when the
  // answer, the week or the names change, not whenever another of the page's calls answers.
  const firstDate = current ? view.firstDateIn(current.timeZone) : 0;
  const { labelOf } = view;
  const days = useMemo(() => (current ? venueDays(current, firstDate, labelOf) : []), [current, firstDate, labelOf]);
  return (
    <WeekTimelineCard
      status={timeline.isError ? 'error' : current ? 'ready' : 'loading'}
      days={days}
      timeZone={data?.timeZone ?? null}
      description={venueWeekDescription(data?.timeZone ?? null, current ? current.displays.length : null)}
      weekText={view.weekTextIn(data?.timeZone)}
      lanesNowNext={current && view.week === 0 ? venueNowAndNext(current, view.nowMs, view.labelOf) : []}
      {...view.stepping}
      onOpenEntry={view.canEdit ? onOpenEntry : undefined}
    />
  );
}
