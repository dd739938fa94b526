import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { RouteErrorRoute } from '../../../app/routes/errors/RouteErrorRoute.tsx';
import { ChunkLoadError, lazyRoute } from '../../../app/routing/lazyRoute.ts';

/** Every route object of a table, depth first. */
function allRoutes(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('route-level code splitting', () => {
  afterEach(cleanup);

  it('loads every screen lazily: no route of the table carries a screen component eagerly', () => {
    const screens = allRoutes(routes).filter((route) => route.lazy !== undefined);
    expect(screens.length).toBeGreaterThanOrEqual(15);
    for (const route of allRoutes(routes)) {
      // The only eager elements are the redirect of / and Not Found: neither is a screen of its own
      // (the guards are route data, app/routing/adminOnly.tsx; the old /fleet addresses are the
      // server's redirects, server/plugins/static-app.ts).
      if (route.element !== undefined) expect(route.index === true || route.path === '*', String(route.path)).toBe(true);
      expect(route.Component, String(route.path)).toBeUndefined();
    }
  });

  it('shows the error view with Try again when a chunk fails to download, and reloads on it', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const router = createMemoryRouter(
      [{ errorElement: <RouteErrorRoute />, children: [{ path: '/users', lazy: lazyRoute(failing as () => Promise<{ UsersRoute: () => null }>, 'UsersRoute') }] }],
      { initialEntries: ['/users'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('keeps Try again for download failures only', async () => {
    // React and the router report the thrown render error on the console; expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteErrorRoute />,
          children: [
            {
              path: '/broken',
              Component: () => {
                throw new Error('a bug, not the network');
              },
            },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(new ChunkLoadError(new Error('x')).name).toBe('ChunkLoadError');
    consoleError.mockRestore();
  });
});
