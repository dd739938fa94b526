import { DisplayWeekSection } from './DisplayWeekSection.tsx';
import { ScheduleSection } from './ScheduleSection.tsx';

/** The display page's scheduling (issue 20): its entries, then what plays when this week. */
export function DisplaySchedule({ displayId }: { displayId: string }) {
  return (
    <>
      <ScheduleSection target={{ displayId }} />
      <DisplayWeekSection displayId={displayId} />
    </>
  );
}
