import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/api/client.ts';
import { queriesStatus, queryStatus, recordLoad, recordStatus } from '../../../app/api/queryStatus.ts';

const failure = (status: number) => new ApiError({ title: `Failed with ${status}`, status });

/** A query's state after it answered `first`, then was fetched again and got `second` (no retries). */
async function afterTwoFetches(first: { data: string } | { error: Error }, second?: { data: string } | { error: Error }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers = [first, second];
  const observer = new QueryObserver(client, {
    queryKey: ['record'],
    queryFn: () => {
      const answer = answers.shift();
      if (!answer) throw new Error('asked once too often');
      if ('error' in answer) throw answer.error;
      return answer.data;
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await expect.poll(() => observer.getCurrentResult().isFetching).toBe(false);
  if (second) await observer.refetch();
  const result = observer.getCurrentResult();
  unsubscribe();
  client.clear();
  return result;
}

describe('what a view shows of a query', () => {
  it('is loading until the first answer, then the answer', async () => {
    expect(queryStatus({ isPending: true, isError: false, data: undefined, error: null })).toBe('loading');
    const answered = await afterTwoFetches({ data: 'Bar TV' });
    expect([queryStatus(answered), recordStatus(answered)]).toEqual(['ready', 'ready']);
  });

  it('is an error, or not found for a record, when the first fetch fails', async () => {
    const failed = await afterTwoFetches({ error: failure(500) });
    expect([queryStatus(failed), recordStatus(failed)]).toEqual(['error', 'error']);
    const missing = await afterTwoFetches({ error: failure(404) });
    expect(recordStatus(missing)).toBe('notFound');
  });

  it('keeps showing the answer when a later refetch fails, and says not found when the record has gone', async () => {
    const refetchFailed = await afterTwoFetches({ data: 'Bar TV' }, { error: failure(503) });
    // React Query's own status is an error, with the last answer kept.
    expect(refetchFailed.isError).toBe(true);
    expect(refetchFailed.data).toBe('Bar TV');
    expect([queryStatus(refetchFailed), recordStatus(refetchFailed)]).toEqual(['ready', 'ready']);
    expect(recordLoad(refetchFailed)).toEqual({ status: 'ready', data: 'Bar TV' });
    const gone = await afterTwoFetches({ data: 'Bar TV' }, { error: failure(404) });
    expect(recordStatus(gone)).toBe('notFound');
  });

  it('of several queries a view needs: an error when one has nothing to show, else loading until all have answered', async () => {
    const answered = await afterTwoFetches({ data: 'Bar TV' });
    const failed = await afterTwoFetches({ error: failure(500) });
    const refetchFailed = await afterTwoFetches({ data: 'Bar TV' }, { error: failure(503) });
    const pending = { isPending: true, isError: false, data: undefined, error: null };
    expect(queriesStatus(answered, refetchFailed)).toBe('ready');
    expect(queriesStatus(answered, pending)).toBe('loading');
    expect(queriesStatus(pending, failed)).toBe('error');
  });
});
