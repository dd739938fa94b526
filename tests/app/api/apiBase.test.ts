import { afterEach, describe, expect, it, vi } from 'vitest';

/** The base address is read as the module loads (the build writes it in), so each case loads it afresh. */
async function baseFor(configured: string | undefined): Promise<string> {
  vi.resetModules();
  if (configured === undefined) vi.stubEnv('API_BASE_URL', undefined);
  else vi.stubEnv('API_BASE_URL', configured);
  return (await import('../../../app/api/apiBase.ts')).API_BASE_URL;
}

describe('the API base address', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('drops trailing slashes, so /api/… paths join it once', async () => {
    expect(await baseFor('https://api.example.com/')).toBe('https://api.example.com');
    expect(await baseFor('https://example.com/portal-api//')).toBe('https://example.com/portal-api');
    expect(await baseFor('https://api.example.com')).toBe('https://api.example.com');
  });

  it('is empty, the app’s own origin, when none is configured', async () => {
    expect(await baseFor(undefined)).toBe('');
    expect(await baseFor('')).toBe('');
  });
});
