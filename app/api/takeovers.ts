import { queryOptions } from '@tanstack/react-query';
import { takeoverListSchema, takeoverSchema, type TakeoverRequest } from '../../contract/schedules.ts';
import { request } from './client.ts';

/** Query keys: everything about takeovers starts with 'takeovers'. */
export const takeoverKeys = {
  all: ['takeovers'] as const,
  list: () => [...takeoverKeys.all, 'list'] as const,
};

/**
 * GET /api/takeovers: running ones first, then the history; a client user gets only those that
 * reach its client. `refetchInterval` lets the banner notice a takeover starting or ending.
 */
export const takeoversQuery = (refetchInterval?: number) =>
  queryOptions({
    queryKey: takeoverKeys.list(),
    queryFn: ({ signal }) => request('/api/takeovers', { response: takeoverListSchema, signal }),
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
  });

/** POST /api/takeovers: starts at once unless startUtc says otherwise. */
export function startTakeover(body: TakeoverRequest) {
  return request('/api/takeovers', { method: 'POST', body, response: takeoverSchema });
}

/** DELETE /api/takeovers/{id}: ends it now; it stays in the history. */
export function endTakeover(takeoverId: string) {
  return request(`/api/takeovers/${encodeURIComponent(takeoverId)}`, { method: 'DELETE' });
}
