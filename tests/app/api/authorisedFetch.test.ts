import { describe, expect, it } from 'vitest';
import { authorisedFetch } from '../../../app/api/authorisedFetch.ts';
import { stubFetchEachTest } from './stubFetch.ts';

describe('an API call as every call is sent (app/api/authorisedFetch.ts, docs/product.md#api-calls)', () => {
  const fetchSpy = stubFetchEachTest();

  function sent() {
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  }

  it('GETs the path with the bearer token, JSON asked for and credentials included', async () => {
    const answer = new Response('{}');
    fetchSpy.mockResolvedValue(answer);
    await expect(authorisedFetch('/api/identities/current', 'the-token')).resolves.toBe(answer);
    const { url, init, headers } = sent();
    expect(url).toBe('/api/identities/current');
    expect(init.method).toBeUndefined();
    expect(init.credentials).toBe('include');
    expect([...headers].map(([name, value]) => [name.toLowerCase(), value])).toEqual([
      ['accept', 'application/json'],
      ['authorization', 'Bearer the-token'],
    ]);
  });

  it('sends no bearer without a token', async () => {
    fetchSpy.mockResolvedValue(new Response('{}'));
    await authorisedFetch('/api/app-config', null);
    expect(sent().headers.get('Authorization')).toBeNull();
  });

  it("keeps the caller's method, body, signal and headers, its Accept included", async () => {
    fetchSpy.mockResolvedValue(new Response('a,b'));
    const signal = new AbortController().signal;
    await authorisedFetch('/api/activity/export.csv', 'the-token', { method: 'POST', body: 'x', signal, headers: { Accept: 'text/csv', 'Content-Type': 'text/plain' } });
    const { init, headers } = sent();
    expect(init).toMatchObject({ method: 'POST', body: 'x', signal, credentials: 'include' });
    expect(headers.get('Accept')).toBe('text/csv');
    expect(headers.get('Content-Type')).toBe('text/plain');
    expect(headers.get('Authorization')).toBe('Bearer the-token');
  });
});
