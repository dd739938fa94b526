import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * For a describe block of API-client tests: before each test, storage (the token) emptied and
 * `fetch` replaced by the returned spy, reset; put back after each.
 */
export function stubFetchEachTest(): Mock<typeof fetch> {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchSpy;
}
