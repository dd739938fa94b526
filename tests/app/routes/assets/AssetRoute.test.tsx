import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssetRoute } from '../../../../app/routes/assets/AssetRoute.tsx';
import { PermissionsContext } from '../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import type { Asset } from '../../../../contract/assets.ts';
import type { Role } from '../../../../contract/roles.ts';

const assetId = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const textAssetId = '11111111-0000-4000-8000-000000000001';

/** A 1280×720 layout with one text, waiting for approval (docs/permissions.md#approvals). */
const layout: Asset = {
  id: assetId,
  name: 'Friday jackpot',
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  width: '1280px',
  height: '720px',
  category: 'jackpot',
  updatedUtc: '2026-02-20T10:00:00.000Z',
  placements: [{ id: 'p1', asset: { id: textAssetId, type: 'TEXT', name: 'Text' }, config: { value: 'Mega jackpot', fontSize: '64px' }, x: '80px', y: '60px', order: 0 }],
  approval: { state: 'pending', version: 4, approvedVersion: 3, lastEditorId: null, required: true, submittedBy: { id: 'd1', name: 'Dana Designer' }, submittedUtc: '2026-02-20T09:00:00.000Z' },
};
const textAsset: Asset = { ...layout, id: textAssetId, name: 'Text', type: 'TEXT', width: 'auto', height: 'auto', placements: [], approval: null };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as /assets/{id} asks it; every request recorded, so a test can say nothing was written. */
function fakeApi(found = true) {
  const calls: Array<{ method: string; path: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path });
      if (method !== 'GET') return json({ title: 'Forbidden', status: 403 }, 403);
      if (path === `/api/asset/${assetId}`) return found ? json(layout) : json({ title: 'Not Found', status: 404 }, 404);
      if (path === '/api/asset') return json(found ? [layout, textAsset] : [textAsset]);
      if (path === '/api/assetfile') return json([]);
      if (path === '/api/theme') return json([]);
      if (path === '/api/activity') return json({ items: [], total: 0, totalCapped: false });
      return json({ title: 'Not Found', status: 404 }, 404);
    }),
  );
  return calls;
}

/** A frame 640 pixels wide (happy-dom lays nothing out): the drawing is scaled to the width it is given. */
class SizedResizeObserver {
  constructor(private readonly onResize: ResizeObserverCallback) {}
  observe() {
    this.onResize([{ contentRect: { width: 640 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

/** /assets/{id} as a person of `role` opens it, inside a data router (the editor's leave guard needs one). */
function renderAs(role: Role) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/assets/:assetId', element: <AssetRoute /> }, { path: '/assets', element: <p>Asset list</p> }], {
    initialEntries: [`/assets/${assetId}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </PermissionsContext.Provider>
    </QueryClientProvider>,
  );
}

/** /assets/{id} chooses by `content.edit` (app/routes/assets/AssetRoute.tsx, docs/permissions.md#in-the-browser). */
describe('a layout’s page for those who may and may not change it', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an approver the layout read-only: its name, approval and drawing, no toolbar, library or Save, and writes nothing', async () => {
    const calls = fakeApi();
    vi.stubGlobal('ResizeObserver', SizedResizeObserver);
    renderAs('approver');
    // The read-only page's modules are imported here for the first time (20 s under CI's load, as below).
    expect(await screen.findByRole('heading', { name: 'View Asset: Friday jackpot' }, { timeout: 20_000 })).toBeDefined();
    expect(await screen.findByLabelText('Preview of Friday jackpot')).toBeDefined();
    expect(screen.getByText('1280 × 720, drawn as the display will show it. Only those who edit layouts can change it.')).toBeDefined();
    expect(screen.getByText('Mega jackpot')).toBeDefined();
    expect(screen.getByText('Pending approval')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Editor' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Assets' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Properties' })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/activity')).toBe(true));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  }, 40_000);

  it('opens an approver’s layout over the whole window, and Exit full screen returns', async () => {
    fakeApi();
    vi.stubGlobal('ResizeObserver', SizedResizeObserver);
    renderAs('approver');
    await userEvent.click(await screen.findByRole('button', { name: 'Full screen' }));
    expect(await screen.findByRole('dialog', { name: 'Full-screen preview' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Full-screen preview' })).toBeNull());
  });

  it('says an approver’s layout is not there as the editor does', async () => {
    fakeApi(false);
    renderAs('approver');
    expect(await screen.findByText('Asset not found')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('still gives an admin the editor, with Save and Submit for approval', async () => {
    fakeApi();
    renderAs('admin');
    // The editor's module graph is imported here for the first time: under CI's load that took over
    // the 5 s a screen is given to answer, so it gets 20 s (the page itself answers at once once loaded).
    expect(await screen.findByRole('heading', { name: 'View Asset: Friday jackpot' }, { timeout: 20_000 })).toBeDefined();
    expect(await screen.findByRole('toolbar', { name: 'Editor' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Submit for approval' })).toBeDefined();
    expect(screen.queryByText('1280 × 720, drawn as the display will show it. Only those who edit layouts can change it.')).toBeNull();
  }, 40_000);
});
