import type { SnapshotFrom } from 'xstate';
import { closeTimeKey, openTimeKey, weekdays, type TimeOfDay, type Weekday } from '../contract/openHours.ts';
import type { openHoursEditorMachine } from './openHoursEditor.machine.ts';

type OpenHoursEditorSnapshot = SnapshotFrom<typeof openHoursEditorMachine>;

/** One row of the editor: the Open checkbox, the Close checkbox (off = late) and the two pickers. */
export interface OpenHoursDayView {
  day: Weekday;
  open: boolean;
  openTime: TimeOfDay | null;
  /** Open with no close time. */
  late: boolean;
  closeTime: TimeOfDay | null;
}

export function selectOpenHoursDays(snapshot: OpenHoursEditorSnapshot): OpenHoursDayView[] {
  const { hours } = snapshot.context;
  return weekdays.map((day) => {
    const openTime = hours[openTimeKey(day)];
    const closeTime = hours[closeTimeKey(day)];
    return { day, open: openTime !== null, openTime, late: openTime !== null && closeTime === null, closeTime };
  });
}

export interface OpenHoursEditorStatus {
  dirty: boolean;
  saving: boolean;
  saveFailed: boolean;
}

export function selectOpenHoursStatus(snapshot: OpenHoursEditorSnapshot): OpenHoursEditorStatus {
  return {
    dirty: snapshot.context.dirty,
    saving: snapshot.hasTag('busy'),
    saveFailed: snapshot.matches({ form: 'failed' }),
  };
}
