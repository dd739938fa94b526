import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../../../app/api/tokenStorage.ts';
import { askForIdentityEarly, takeEarlyIdentityAnswer } from '../../../app/session/earlyIdentity.ts';

// Counts how often the session's chunk (app/api/auth.ts) is loaded: the factory runs on its first import.
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../../app/api/auth.ts', () => {
  chunk.loads += 1;
  return { fetchCurrentIdentity: vi.fn() };
});

/** Lets a started dynamic import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session’s chunk asked for as the app starts (app/session/earlyIdentity.ts)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{}')));
  });
  afterEach(() => {
    takeEarlyIdentityAnswer();
    vi.unstubAllGlobals();
  });

  it('is not fetched for someone signed out (the sign-in page stays without zod)', async () => {
    askForIdentityEarly();
    await settle();
    expect(chunk.loads).toBe(0);
  });

  it('is fetched beside the identity call when a token is stored, before React renders anything', async () => {
    writeToken('early-token');
    askForIdentityEarly();
    await settle();
    expect(chunk.loads).toBe(1);
  });
});
