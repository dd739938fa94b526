import type { ActivityFilter } from '../../../contract/activity.ts';

/**
 * /activity's filter, as its address holds it (`?identityId=&entityType=&clientId=&venueId=&fromDate=&toDate=&changesOnly=&entityId=`),
 * so History's "All activity" links here filtered. `entityId` (one or more, comma-separated) comes
 * from an asset's or display's History: kept, though no field shows it.
 */
export const ACTIVITY_FILTER_KEYS = ['identityId', 'entityType', 'clientId', 'venueId', 'fromDate', 'toDate', 'changesOnly', 'entityId'] as const;

/** The page's one filter type: read from the address once by the route, edited by the view; dates as yyyy-mm-dd. */
export type ActivityFilterFields = Partial<Record<(typeof ACTIVITY_FILTER_KEYS)[number], string | undefined>>;

/** The API's filter from the page's: whole days in the browser's time zone. */
export function filterOf(fields: ActivityFilterFields): ActivityFilter {
  const day = (date: string | undefined, offsetDays: number) => {
    if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
    const start = new Date(`${date}T00:00:00`);
    start.setDate(start.getDate() + offsetDays);
    return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
  };
  const filter: ActivityFilter = {};
  if (fields.identityId) filter.identityId = fields.identityId;
  if (fields.entityType) filter.entityType = fields.entityType as ActivityFilter['entityType'];
  if (fields.clientId) filter.clientId = fields.clientId;
  if (fields.venueId) filter.venueId = fields.venueId;
  const from = day(fields.fromDate, 0);
  const to = day(fields.toDate, 1);
  if (from) filter.from = from;
  if (to) filter.to = to;
  // "Leave out sign-ins": only `true` means it (any other value in a hand-edited address, not).
  if (fields.changesOnly === 'true') filter.changesOnly = true;
  const entityId = fields.entityId?.split(',').filter(Boolean);
  if (entityId?.length) filter.entityId = entityId;
  return filter;
}
