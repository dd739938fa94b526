import { queryOptions } from '@tanstack/react-query';
import { appConfigSchema } from '../../contract/appConfig.ts';
import { request } from './client.ts';

/** The server's configured addresses (docs/product.md#constants); they change only with a restart. */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: ['app-config'] as const,
    queryFn: ({ signal }) => request('/api/app-config', { response: appConfigSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
