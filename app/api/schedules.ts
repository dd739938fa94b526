import { queryOptions } from '@tanstack/react-query';
import {
  scheduleEntrySchema,
  scheduleListSchema,
  timelineSchema,
  venueTimelineSchema,
  type ScheduleRequest,
  type ScheduleTarget,
} from '../../contract/schedules.ts';
import { request } from './client.ts';

/** Query keys: everything about schedule entries starts with 'schedules', timelines with 'timelines'. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  of: (target: ScheduleTarget) => [...scheduleKeys.all, 'of', target] as const,
  timelines: ['timelines'] as const,
  timeline: (displayId: string, fromIso: string, toIso: string) => [...scheduleKeys.timelines, displayId, fromIso, toIso] as const,
  venueTimeline: (venueId: string, fromIso: string, toIso: string) => [...scheduleKeys.timelines, 'venue', venueId, fromIso, toIso] as const,
};

const targetQuery = (target: ScheduleTarget) => new URLSearchParams(target as Record<string, string>).toString();
const schedulePath = (entryId: string) => `/api/schedules/${encodeURIComponent(entryId)}`;

/** GET /api/schedules?displayId=|venueId=|clientId=: the target's own entries and those it inherits. */
export const schedulesQuery = (target: ScheduleTarget) =>
  queryOptions({
    queryKey: scheduleKeys.of(target),
    queryFn: ({ signal }) => request(`/api/schedules?${targetQuery(target)}`, { response: scheduleListSchema, signal }),
  });

/** POST /api/schedules for a new entry, PUT /api/schedules/{id} for an edit. */
export function saveSchedule(entryId: string | null, body: ScheduleRequest) {
  return entryId === null
    ? request('/api/schedules', { method: 'POST', body, response: scheduleEntrySchema })
    : request(schedulePath(entryId), { method: 'PUT', body, response: scheduleEntrySchema });
}

export function deleteSchedule(entryId: string) {
  return request(schedulePath(entryId), { method: 'DELETE' });
}

/** GET /api/display/{displayId}/timeline: what the display plays, as the one resolver gives it. */
export const timelineQuery = (displayId: string, fromIso: string, toIso: string) =>
  queryOptions({
    queryKey: scheduleKeys.timeline(displayId, fromIso, toIso),
    queryFn: ({ signal }) =>
      request(`/api/display/${encodeURIComponent(displayId)}/timeline?${new URLSearchParams({ from: fromIso, to: toIso }).toString()}`, {
        response: timelineSchema,
        signal,
      }),
  });

/** GET /api/venues/{venueId}/timeline: each of the venue's displays, as the one resolver gives it. */
export const venueTimelineQuery = (venueId: string, fromIso: string, toIso: string) =>
  queryOptions({
    queryKey: scheduleKeys.venueTimeline(venueId, fromIso, toIso),
    queryFn: ({ signal }) =>
      request(`/api/venues/${encodeURIComponent(venueId)}/timeline?${new URLSearchParams({ from: fromIso, to: toIso }).toString()}`, {
        response: venueTimelineSchema,
        signal,
      }),
  });
