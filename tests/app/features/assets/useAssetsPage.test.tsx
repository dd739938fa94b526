import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Asset } from '../../../../contract/assets.ts';
import type { Role } from '../../../../contract/roles.ts';
import { AssetsRoute } from '../../../../app/routes/assets/AssetsRoute.tsx';
import { PermissionsContext } from '../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const lobby: Asset = {
  id: '66666666-0000-4000-8000-000000000001',
  name: 'Lobby welcome',
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  width: '1920px',
  height: '1080px',
  category: 'general',
  updatedUtc: '2026-11-20T10:00:00.000Z',
  placements: [],
};

/** GET /api/asset answers `assets`; the files are empty. */
function fakeAssets(assets: Asset[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/asset') return json(assets);
      if (path === '/api/assetfile') return json([]);
      return json({ title: 'Not Found', status: 404 }, 404);
    }),
  );
}

/** /assets as a person of `role` sees it. */
function renderPage(role: Role) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/assets']}>
      <QueryClientProvider client={queryClient}>
        <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
          <ToastProvider>
            <AssetsRoute />
          </ToastProvider>
        </PermissionsContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/**
 * app/features/assets/useAssetsPage.ts through its route, for each role (docs/permissions.md): content.edit
 * creates, duplicates and deletes layouts; content.read alone reads and opens them.
 */
describe('/assets for each role (docs/permissions.md, the matrix)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('an approver opens a layout but is offered no Create Asset, Duplicate or Delete', async () => {
    fakeAssets([lobby]);
    renderPage('approver');
    expect((await screen.findByRole('link', { name: 'Open Lobby welcome' })).getAttribute('href')).toBe(`/assets/${lobby.id}`);
    expect(screen.queryByRole('link', { name: 'Create Asset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate Lobby welcome' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Lobby welcome' })).toBeNull();
  });

  it('an admin and a designer are offered Create Asset, Duplicate and Delete', async () => {
    for (const role of ['admin', 'designer'] as const) {
      fakeAssets([lobby]);
      renderPage(role);
      expect(await screen.findByRole('button', { name: 'Duplicate Lobby welcome' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Delete Lobby welcome' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Create Asset' }).getAttribute('href')).toBe('/assets/create');
      cleanup();
    }
  });

  it('an approver’s empty list says so without asking them to create one', async () => {
    fakeAssets([]);
    renderPage('approver');
    await screen.findByText('No assets found');
    expect(screen.queryByText('Create an asset to get started')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Asset' })).toBeNull();
  });
});
