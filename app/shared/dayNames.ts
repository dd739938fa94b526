import type { Weekday } from '../../contract/openHours.ts';

/** A weekday as every screen words it: the schedule dialog, open hours, the activity log's values. */
export const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
