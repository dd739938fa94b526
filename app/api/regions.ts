import { queryOptions } from '@tanstack/react-query';
import { regionListSchema } from '../../contract/regions.ts';
import { request } from './client.ts';

/** Regions are reference data: they change only with a migration. */
export const regionsQuery = () =>
  queryOptions({
    queryKey: ['regions'] as const,
    queryFn: ({ signal }) => request('/api/regions', { response: regionListSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
