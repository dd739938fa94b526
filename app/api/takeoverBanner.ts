import { queryOptions } from '@tanstack/react-query';
import { takeoverBannerListSchema } from '../../contract/takeoverBanner.ts';
import { request } from './client.ts';

/**
 * GET /api/takeovers for the banner, under the takeovers' key (a start or an end invalidates it
 * too) but its own entry, since it keeps only the times (contract/takeoverBanner.ts).
 */
export const takeoverBannerQuery = (refetchInterval: number) =>
  queryOptions({
    queryKey: ['takeovers', 'banner'] as const,
    queryFn: ({ signal }) => request('/api/takeovers', { response: takeoverBannerListSchema, signal }),
    refetchInterval,
  });
