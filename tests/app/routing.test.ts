import { describe, expect, it } from 'vitest';
import { retryDelay, shouldRetry } from '../../app/api/queryClient.ts';
import { ApiError } from '../../app/api/client.ts';
import { navigationFor } from '../../app/routes/authed/navigation.ts';
import { loginAddressFor, safeRedirectTarget } from '../../app/routing/redirects.ts';

describe('login redirects (docs/product.md#public-routes, #signed-in-area)', () => {
  it('keeps the full address the person asked for', () => {
    expect(loginAddressFor({ pathname: '/venues', search: '?page=2', hash: '#top' })).toBe(
      '/login?redirect=%2Fvenues%3Fpage%3D2%23top',
    );
  });

  it('follows only paths on this site', () => {
    expect(safeRedirectTarget('/venues?page=2')).toBe('/venues?page=2');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
  });

  it('refuses a target with control characters (browsers drop tabs and line breaks, making "/\t/evil" "//evil")', () => {
    expect(safeRedirectTarget('/\t/evil.example')).toBe('/');
    expect(safeRedirectTarget('/\n/evil.example')).toBe('/');
    expect(safeRedirectTarget('/\r/evil.example')).toBe('/');
    expect(safeRedirectTarget('/venues\u0000')).toBe('/');
    expect(safeRedirectTarget('/venues\u007f')).toBe('/');
  });
});

describe('side navigation by identity type (docs/product.md#signed-in-area)', () => {
  it('shows every section to admins', () => {
    expect(navigationFor('Admin').map((item) => item.label)).toEqual([
      'Clients',
      'Venues',
      'Users',
      'Files',
      'Assets',
      'Themes',
      'Playlists',
      'Takeovers',
      'Screens',
      'Data sources',
      'Reports',
      'Activity',
      'Settings',
    ]);
  });

  it('shows Clients, Takeovers, Screens, Data sources, Reports, Activity and Settings to client users', () => {
    expect(navigationFor('ClientIdentity').map((item) => item.href)).toEqual(['/clients', '/takeovers', '/screens', '/data-sources', '/reports', '/activity', '/settings']);
  });

});

describe('query defaults (docs/product.md#api-calls)', () => {
  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries up to 3 times, and not for answers that would not change', () => {
    const serverError = new ApiError({ title: 'Internal Server Error', status: 500 });
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(true);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new ApiError({ title: 'Not Found', status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ title: 'Too many requests', status: 429 }))).toBe(true);
  });
});
