import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Playlist } from '../../../../../contract/schedules.ts';
import type { Role } from '../../../../../contract/roles.ts';
import { PlaylistsRoute } from '../../../../../app/routes/playlists/PlaylistsRoute.tsx';
import { PermissionsContext } from '../../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../../../../app/toasts/ToastProvider.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const evening: Playlist = {
  id: '44444444-0000-4000-8000-000000000001',
  name: 'Evening rotation',
  items: [{ assetId: '55555555-0000-4000-8000-000000000001', assetName: 'Happy hour', durationSeconds: 20 }],
  categories: ['general'],
  updatedUtc: '2026-11-20T10:00:00.000Z',
};

/** GET of a page of playlists answers `playlists`; the layouts and files are empty. */
function fakePlaylists(playlists: Playlist[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path.startsWith('/api/playlists?')) return json({ items: playlists, total: playlists.length });
      if (path === '/api/asset' || path === '/api/assetfile') return json([]);
      return json({ title: 'Not Found', status: 404 }, 404);
    }),
  );
}

/** /playlists as a person of `role` sees it. */
function renderPage(role: Role) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
        <ToastProvider>
          <PlaylistsRoute />
        </ToastProvider>
      </PermissionsContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * app/features/scheduling/playlists/usePlaylistsPage.ts through its route, for each role (docs/permissions.md):
 * content.edit creates, changes and deletes playlists; content.read alone reads and previews them.
 */
describe('/playlists for each role (docs/permissions.md, the matrix)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('an approver previews a playlist but is offered no New playlist, Edit or Delete', async () => {
    fakePlaylists([evening]);
    renderPage('approver');
    expect(await screen.findByRole('button', { name: 'Preview Evening rotation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New playlist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Evening rotation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Evening rotation' })).toBeNull();
  });

  it('an admin and a designer are offered New playlist, Edit and Delete', async () => {
    for (const role of ['admin', 'designer'] as const) {
      fakePlaylists([evening]);
      renderPage(role);
      expect(await screen.findByRole('button', { name: 'Edit Evening rotation' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Delete Evening rotation' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'New playlist' })).toBeTruthy();
      cleanup();
    }
  });

  it('an approver’s empty list says so without asking them to make one', async () => {
    fakePlaylists([]);
    renderPage('approver');
    await screen.findByText('No playlists yet');
    expect(screen.queryByText(/Make one from your layouts/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
