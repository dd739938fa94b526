import { describe, expect, it } from 'vitest';
import { retryDelay, shouldRetry } from '../../../app/api/queryClient.ts';
import { ApiError } from '../../../app/api/client.ts';
import { navigationFor } from '../../../app/features/shell/navigation.ts';
import { may } from '../../../contract/permissions.ts';
import { PERSON_ROLES, type Role } from '../../../contract/roles.ts';
import { loginAddressFor, safeRedirectTarget } from '../../../app/routing/redirects.ts';

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

describe('side navigation by role, from the permission matrix (docs/product.md#signed-in-area, docs/permissions.md)', () => {
  const labels = (role: Role | null) => navigationFor(role).map((item) => item.label);

  it('shows every section to admins', () => {
    expect(labels('admin')).toEqual([
      'Clients',
      'Venues',
      'Users',
      'Files',
      'Assets',
      'Themes',
      'Playlists',
      'Approvals',
      'Takeovers',
      'Screens',
      'Data sources',
      'Reports',
      'Compliance',
      'Activity',
      'Settings',
    ]);
  });

  it('shows a designer content only, and an approver everything but nothing to change', () => {
    expect(labels('designer')).toEqual(['Clients', 'Venues', 'Files', 'Assets', 'Themes', 'Playlists', 'Data sources', 'Settings']);
    expect(labels('approver')).toEqual(labels('admin'));
  });

  it('shows client users their client’s sections, Users for the people they invite', () => {
    expect(navigationFor('client').map((item) => item.href)).toEqual(['/clients', '/users', '/takeovers', '/screens', '/data-sources', '/reports', '/compliance', '/activity', '/settings']);
    expect(labels('venue-manager')).toEqual(['Clients', 'Takeovers', 'Screens', 'Data sources', 'Reports', 'Compliance', 'Activity', 'Settings']);
    expect(labels('viewer')).toEqual(labels('venue-manager'));
  });

  it('shows nothing without a role, and every section only to roles the matrix lets read it', () => {
    expect(navigationFor(null)).toEqual([]);
    for (const role of PERSON_ROLES) {
      const hrefs = navigationFor(role).map((item) => item.href);
      expect(hrefs.includes('/users'), role).toBe(may(role, 'people.read') || may(role, 'people.invite'));
      expect(hrefs.includes('/assets'), role).toBe(may(role, 'content.read'));
      expect(hrefs.includes('/takeovers'), role).toBe(may(role, 'schedules.read'));
      expect(hrefs.includes('/approvals'), role).toBe(may(role, 'approvals.decide'));
    }
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
