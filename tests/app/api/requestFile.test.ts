import { describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorized } from '../../../app/api/client.ts';
import { requestFile } from '../../../app/api/requestFile.ts';
import { writeToken } from '../../../app/api/tokenStorage.ts';
import { stubFetchEachTest } from './stubFetch.ts';

describe('requestFile: a file the API answers (docs/product.md#api-calls)', () => {
  const fetchSpy = stubFetchEachTest();

  it('fetches it with the bearer token and answers it as a Blob', async () => {
    writeToken('secret-token');
    fetchSpy.mockResolvedValueOnce(new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const file = await requestFile('/api/activity/export.csv?limit=5', 'text/csv');
    expect(await file.text()).toBe('a,b\n1,2\n');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(String(url)).toBe('/api/activity/export.csv?limit=5');
    expect(init?.credentials).toBe('include');
    expect(headers.get('Accept')).toBe('text/csv');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('throws the problem as every call does, and a lapsed session signs out', async () => {
    writeToken('expired');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ title: 'Unauthorized', status: 401 }), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    const error = await requestFile('/api/reports/plays.csv', 'text/csv').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
