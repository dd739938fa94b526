import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentIdentity } from '../../../app/api/auth.ts';
import { ApiError, onUnauthorized } from '../../../app/api/client.ts';
import { writeToken } from '../../../app/api/tokenStorage.ts';
import { askForIdentityEarly, earlyIdentityChecked, takeEarlyIdentityAnswer, whenEarlyIdentityChecked } from '../../../app/session/earlyIdentity.ts';
import type { CurrentIdentity } from '../../../contract/identities.ts';

const admin: CurrentIdentity = {
  id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21',
  name: 'Avery Admin',
  identifier: 'avery@portal.example',
  identityType: 'Admin',
  clientId: null,
  role: 'admin',
  venueIds: [],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the identity asked for as the app starts (app/session/earlyIdentity.ts)', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    takeEarlyIdentityAnswer();
    vi.unstubAllGlobals();
  });

  it('asks nothing without a stored token', () => {
    askForIdentityEarly();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyIdentityAnswer()).toBeNull();
  });

  it('sends the call once with the bearer token; the session checks that answer and later calls go to the server', async () => {
    writeToken('early-token');
    fetchSpy.mockResolvedValueOnce(json(200, admin)).mockResolvedValueOnce(json(200, { ...admin, name: 'Avery Later' }));
    askForIdentityEarly();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/identities/current');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer early-token');

    const early = takeEarlyIdentityAnswer();
    expect(early).not.toBeNull();
    await expect(fetchCurrentIdentity(early ?? undefined)).resolves.toEqual(admin);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // Taken once: the next call is a new request.
    expect(takeEarlyIdentityAnswer()).toBeNull();
    await expect(fetchCurrentIdentity()).resolves.toMatchObject({ name: 'Avery Later' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('an early 401 is the same refusal as a late one: an ApiError, and the session is told', async () => {
    writeToken('expired-token');
    fetchSpy.mockResolvedValueOnce(json(401, { title: 'Unauthorized', status: 401 }));
    const told = vi.fn();
    const stop = onUnauthorized(told);
    askForIdentityEarly();
    const failure = fetchCurrentIdentity(takeEarlyIdentityAnswer() ?? undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(told).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lets the signed-in layout wait until the session has checked the early answer, and not at all without one', async () => {
    const settled = vi.fn();
    askForIdentityEarly();
    await whenEarlyIdentityChecked().then(settled);
    expect(settled).toHaveBeenCalledTimes(1);

    writeToken('early-token');
    fetchSpy.mockResolvedValueOnce(json(200, admin));
    askForIdentityEarly();
    const waiting = whenEarlyIdentityChecked().then(settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toHaveBeenCalledTimes(1);
    earlyIdentityChecked();
    await waiting;
    expect(settled).toHaveBeenCalledTimes(2);
  });
});
