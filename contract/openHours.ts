import * as z from 'zod';
import { weekdays, type Weekday } from './weekdays.ts';

export { weekdays, type Weekday } from './weekdays.ts';

/** A time of day as 24-hour "HH:mm" (00:00 to 23:59). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:mm, 00:00 to 23:59.' });
export type TimeOfDay = z.infer<typeof timeOfDaySchema>;

/**
 * Venue open hours (docs/product.md#entities): per weekday an open and a close time, fourteen fields. A missing
 * open time means closed that day; a missing close time means open late.
 */
export const openHoursSchema = z.object({
  mondayOpen: timeOfDaySchema.nullable(),
  mondayClose: timeOfDaySchema.nullable(),
  tuesdayOpen: timeOfDaySchema.nullable(),
  tuesdayClose: timeOfDaySchema.nullable(),
  wednesdayOpen: timeOfDaySchema.nullable(),
  wednesdayClose: timeOfDaySchema.nullable(),
  thursdayOpen: timeOfDaySchema.nullable(),
  thursdayClose: timeOfDaySchema.nullable(),
  fridayOpen: timeOfDaySchema.nullable(),
  fridayClose: timeOfDaySchema.nullable(),
  saturdayOpen: timeOfDaySchema.nullable(),
  saturdayClose: timeOfDaySchema.nullable(),
  sundayOpen: timeOfDaySchema.nullable(),
  sundayClose: timeOfDaySchema.nullable(),
});
export type OpenHours = z.infer<typeof openHoursSchema>;

export const openTimeKey = (day: Weekday) => `${day}Open` as const;
export const closeTimeKey = (day: Weekday) => `${day}Close` as const;

/** The fourteen field names, Monday first. */
export const openHoursKeys = weekdays.flatMap((day) => [openTimeKey(day), closeTimeKey(day)]) as (keyof OpenHours)[];

/** Open hours never saved: every day closed. */
export const EMPTY_OPEN_HOURS: OpenHours = {
  mondayOpen: null,
  mondayClose: null,
  tuesdayOpen: null,
  tuesdayClose: null,
  wednesdayOpen: null,
  wednesdayClose: null,
  thursdayOpen: null,
  thursdayClose: null,
  fridayOpen: null,
  fridayClose: null,
  saturdayOpen: null,
  saturdayClose: null,
  sundayOpen: null,
  sundayClose: null,
};

/** A field of PUT /api/venues/{venueId}/open-hours: "HH:mm", or null, '' or absent for none. */
const requestTime = z.preprocess((value) => (value === '' || value === undefined ? null : value), timeOfDaySchema.nullable());

/** PUT /api/venues/{venueId}/open-hours: the fourteen fields, each validated on its own; an unknown key is refused (a misspelt "mondayopen" would otherwise close every day). */
export const openHoursRequestSchema = z.strictObject({
  mondayOpen: requestTime,
  mondayClose: requestTime,
  tuesdayOpen: requestTime,
  tuesdayClose: requestTime,
  wednesdayOpen: requestTime,
  wednesdayClose: requestTime,
  thursdayOpen: requestTime,
  thursdayClose: requestTime,
  fridayOpen: requestTime,
  fridayClose: requestTime,
  saturdayOpen: requestTime,
  saturdayClose: requestTime,
  sundayOpen: requestTime,
  sundayClose: requestTime,
});
export type OpenHoursRequest = z.input<typeof openHoursRequestSchema>;
