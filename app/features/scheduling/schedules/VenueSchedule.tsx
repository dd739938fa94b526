import { useState } from 'react';
import { ScheduleSection } from './ScheduleSection.tsx';
import { VenueWeekSection } from './VenueWeekSection.tsx';

/**
 * The venue page's scheduling: its entries, then what each display plays this week. A
 * click on an entry's piece of the week opens that entry in the Schedule card's editor.
 */
export function VenueSchedule({ venueId }: { venueId: string }) {
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);
  return (
    <>
      <ScheduleSection target={{ venueId }} openEntryId={openEntryId} onEntryClosed={() => setOpenEntryId(null)} />
      <VenueWeekSection venueId={venueId} onOpenEntry={setOpenEntryId} />
    </>
  );
}
