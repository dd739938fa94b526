import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ScheduleTarget } from '../../../../contract/schedules.ts';
import { schedulesQuery } from '../../../api/schedules.ts';
import { takeoversQuery } from '../../../api/takeovers.ts';
import { usePermission } from '../../../session/usePermission.ts';
import type { WeekTimelineCardProps } from './WeekTimelineCard.tsx';
import { segmentLabeller } from './timelineLabels.ts';
import { useContentNames } from './useContentNames.ts';
import { localDateOf, weekRequestSpan, weekText } from './weekTimeline.ts';

/**
 * What a display's or a venue's week view shares: "now" (taken once per visit, to the minute, so the
 * week asked for stays the same while it is read), the week shown and its stepping, the span to ask
 * the server for, and how pieces are named (the target's entries and the takeovers).
 */
export function useWeekView(target: ScheduleTarget) {
  // Opening an entry from the week opens its editor: only for those who may change schedules.
  const canEdit = usePermission('schedules.edit');
  const [nowMs] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const [week, setWeek] = useState(0);
  const entries = useQuery(schedulesQuery(target));
  const takeovers = useQuery(takeoversQuery());
  const names = useContentNames(usePermission('content.read'));
  const labelOf = useMemo(
    () => segmentLabeller(entries.data?.items ?? [], takeovers.data?.items ?? [], names.contentText),
    [entries.data, takeovers.data, names.contentText],
  );
  /** The first local date shown, once the zone is known from an answer. */
  const firstDateIn = (timeZone: string | undefined) => (timeZone ? localDateOf(timeZone, nowMs) + 7 * week : 0);
  const stepping: Pick<WeekTimelineCardProps, 'onPreviousWeek' | 'onNextWeek' | 'onThisWeek'> = {
    onPreviousWeek: () => setWeek((value) => value - 1),
    onNextWeek: () => setWeek((value) => value + 1),
    onThisWeek: week === 0 ? undefined : () => setWeek(0),
  };
  return {
    canEdit,
    nowMs,
    /** 0 for the week that holds today: only then are now and next shown. */
    week,
    span: weekRequestSpan(nowMs, week),
    labelOf,
    firstDateIn,
    /** "30 November – 6 December 2026", or while the zone is unknown "This week" / "+2 weeks". */
    weekTextIn: (timeZone: string | undefined) => (timeZone ? weekText(firstDateIn(timeZone)) : week === 0 ? 'This week' : `${week > 0 ? '+' : ''}${week} weeks`),
    stepping,
  };
}
