import { useState } from 'react';
import { DisplayWeekSection } from './DisplayWeekSection.tsx';
import { ScheduleSection } from './ScheduleSection.tsx';

/**
 * The display page's scheduling: its entries, then what plays when this week. A click
 * on an entry's piece of the week opens that entry in the Schedule card's editor.
 */
export function DisplaySchedule({ displayId }: { displayId: string }) {
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);
  return (
    <>
      <ScheduleSection target={{ displayId }} openEntryId={openEntryId} onEntryClosed={() => setOpenEntryId(null)} />
      <DisplayWeekSection displayId={displayId} onOpenEntry={setOpenEntryId} />
    </>
  );
}
