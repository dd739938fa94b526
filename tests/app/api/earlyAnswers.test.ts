import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askFirstCallsEarly, EARLY_ANSWER_KEPT_MS, takeEarlyAnswer } from '../../../app/api/earlyAnswers.ts';
import { clientPath, venuePath } from '../../../app/api/recordPaths.ts';
import { clearToken, writeToken } from '../../../app/api/tokenStorage.ts';

const CLIENT = 'c0000000-0000-4000-8000-000000000001';
const VENUE = 'b0000000-0000-4000-8000-000000000002';

describe("a screen's first records asked for early", () => {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ url: String(input), init }))));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => {
    // Nothing asked for in one test is left for the next.
    takeEarlyAnswer(clientPath(CLIENT));
    takeEarlyAnswer(venuePath(VENUE));
    clearToken();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("asks for the venue page's venue and client with the stored token, and hands each answer over once", async () => {
    writeToken('token-1');
    askFirstCallsEarly(`/clients/${CLIENT}/${VENUE}`);
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://portal.test').pathname)).toEqual([clientPath(CLIENT), venuePath(VENUE)]);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Authorization')).toBe('Bearer token-1');
    const answer = takeEarlyAnswer(venuePath(VENUE));
    expect(answer).toBeDefined();
    expect((await (await answer!).json()) as { url: string }).toMatchObject({ url: expect.stringContaining(venuePath(VENUE)) });
    expect(takeEarlyAnswer(venuePath(VENUE))).toBeUndefined();
  });

  it('asks for nothing without a stored token, or on another screen', () => {
    askFirstCallsEarly(`/clients/${CLIENT}/${VENUE}`);
    writeToken('token-1');
    for (const pathname of ['/', '/clients', '/assets', `/clients/${CLIENT}`, `/clients/${CLIENT}/${VENUE}/d0000000-0000-4000-8000-000000000003`, '/venues']) askFirstCallsEarly(pathname);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyAnswer(venuePath(VENUE))).toBeUndefined();
  });

  it('hands an answer only to the session that asked: after another sign-in the query asks afresh', () => {
    writeToken('token-1');
    askFirstCallsEarly(`/clients/${CLIENT}/${VENUE}`);
    writeToken('token-2');
    expect(takeEarlyAnswer(venuePath(VENUE))).toBeUndefined();
  });

  it('does not hand over an answer kept too long: the query then asks afresh', () => {
    writeToken('token-1');
    askFirstCallsEarly(`/clients/${CLIENT}/${VENUE}`);
    vi.advanceTimersByTime(EARLY_ANSWER_KEPT_MS);
    expect(takeEarlyAnswer(venuePath(VENUE))).toBeUndefined();
    expect(takeEarlyAnswer(clientPath(CLIENT))).toBeUndefined();
  });
});
