import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectIsAdmin } from '../../../machines/session.selectors.ts';
import { schedulesQuery, takeoversQuery, timelineQuery } from '../../api/schedules.ts';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { labelDays, segmentLabeller } from './timelineLabels.ts';
import { useContentNames } from './useContentNames.ts';
import { WeekTimelineCard } from './WeekTimelineCard.tsx';
import { localDateOf, nowAndNext, timelineDays, weekRequestSpan, weekText } from './weekTimeline.ts';

export interface DisplayWeekSectionProps {
  displayId: string;
  /** Opens a schedule entry's editor; only admins get it (client users read). */
  onOpenEntry?: ((entryId: string) => void) | undefined;
}

/** The display page's week of what plays when, from GET /api/display/{displayId}/timeline. */
export function DisplayWeekSection({ displayId, onOpenEntry }: DisplayWeekSectionProps) {
  const isAdmin = useSelector(useSessionActor(), selectIsAdmin);
  // "Now" is taken once per visit (to the minute) so the week asked for stays the same while it is read.
  const [nowMs] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const [week, setWeek] = useState(0);
  const span = weekRequestSpan(nowMs, week);
  // Stepping weeks keeps the last answer as a placeholder: its zone names the next week at once.
  const timeline = useQuery({ ...timelineQuery(displayId, span.fromIso, span.toIso), placeholderData: keepPreviousData });
  const entries = useQuery(schedulesQuery({ displayId }));
  const takeovers = useQuery(takeoversQuery());
  const names = useContentNames(isAdmin);
  const labelOf = segmentLabeller(entries.data?.items ?? [], takeovers.data?.items ?? [], names.contentText);

  const data = timeline.data;
  const current = timeline.isPlaceholderData ? undefined : data;
  const firstDate = data ? localDateOf(data.timeZone, nowMs) + 7 * week : 0;
  const { now, next } = current && week === 0 ? nowAndNext(current, nowMs, labelOf) : { now: null, next: null };
  return (
    <WeekTimelineCard
      status={timeline.isError ? 'error' : current ? 'ready' : 'loading'}
      days={current ? labelDays(timelineDays(current, firstDate), labelOf) : []}
      timeZone={data?.timeZone ?? null}
      weekText={data ? weekText(firstDate) : week === 0 ? 'This week' : `${week > 0 ? '+' : ''}${week} weeks`}
      now={now}
      next={next}
      onPreviousWeek={() => setWeek((current) => current - 1)}
      onNextWeek={() => setWeek((current) => current + 1)}
      onThisWeek={week === 0 ? undefined : () => setWeek(0)}
      onOpenEntry={isAdmin ? onOpenEntry : undefined}
    />
  );
}
