import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_TIME_MS,
} from '../../contract/constants.ts';
import { ApiError } from './client.ts';

/** A 4xx other than a timeout or a rate limit will answer the same again: retrying only delays the message. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Exponential back-off from 1 s, capped at 30 s (docs/product.md#api-calls). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY_COUNT && isWorthRetrying(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_TIME_MS, staleTime: QUERY_STALE_TIME_MS },
      mutations: { retry: false },
    },
  });
}
