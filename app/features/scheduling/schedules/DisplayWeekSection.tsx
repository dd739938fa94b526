import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { timelineQuery } from '../../../api/schedules.ts';
import { labelDays } from './timelineLabels.ts';
import { useWeekView } from './useWeekView.ts';
import { WeekTimelineCard } from './WeekTimelineCard.tsx';
import { nowAndNext, timelineDays } from './weekTimeline.ts';

export interface DisplayWeekSectionProps {
  displayId: string;
  /** Opens a schedule entry's editor; only admins get it (client users read). */
  onOpenEntry?: ((entryId: string) => void) | undefined;
}

/** The display page's week of what plays when, from GET /api/display/{displayId}/timeline. */
export function DisplayWeekSection({ displayId, onOpenEntry }: DisplayWeekSectionProps) {
  const view = useWeekView({ displayId });
  // Stepping weeks keeps the last answer as a placeholder: its zone names the next week at once.
  const timeline = useQuery({ ...timelineQuery(displayId, view.span.fromIso, view.span.toIso), placeholderData: keepPreviousData });
  const data = timeline.data;
  const current = timeline.isPlaceholderData ? undefined : data;
  const { now, next } = current && view.week === 0 ? nowAndNext(current, view.nowMs, view.labelOf) : { now: null, next: null };
  return (
    <WeekTimelineCard
      status={timeline.isError ? 'error' : current ? 'ready' : 'loading'}
      days={current ? labelDays(timelineDays(current, view.firstDateIn(current.timeZone)), view.labelOf) : []}
      timeZone={data?.timeZone ?? null}
      weekText={view.weekTextIn(data?.timeZone)}
      now={now}
      next={next}
      {...view.stepping}
      onOpenEntry={view.canEdit ? onOpenEntry : undefined}
    />
  );
}
