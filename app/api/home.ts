import { queryOptions } from '@tanstack/react-query';
import { homeSummarySchema } from '../../contract/home.ts';
import { request } from './client.ts';

/** Query keys: the home page's summary. */
export const homeKeys = { all: ['home'] as const };

/** GET /api/home: the first-run checklist and the venues in alert, in the person's scope. */
export const homeSummaryQuery = () =>
  queryOptions({
    queryKey: homeKeys.all,
    queryFn: ({ signal }) => request('/api/home', { response: homeSummarySchema, signal }),
  });
