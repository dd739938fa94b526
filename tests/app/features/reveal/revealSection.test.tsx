import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientRevealSection } from '../../../../app/features/reveal/ClientRevealSection.tsx';
import { VenueRevealSection } from '../../../../app/features/reveal/VenueRevealSection.tsx';
import { PermissionsContext } from '../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import type { RevealPoster } from '../../../../contract/reveal.ts';
import type { Role } from '../../../../contract/roles.ts';

const clientId = 'cccccccc-0000-4000-8000-000000000001';
const venueId = 'aaaaaaaa-0000-4000-8000-000000000001';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const poster = (id: string, name: string, owner: string | null): RevealPoster => ({
  id,
  clientId,
  venueId: owner,
  name,
  fileName: `${id}.png`,
  originalFileName: `${name.toLowerCase().replaceAll(' ', '-')}.png`,
  contentType: 'image/png',
  sizeBytes: 70,
  createdUtc: '2026-11-20T10:00:00.000Z',
  url: owner ? `/public/venues/${owner}/reveal-poster/${id}.png` : `/public/clients/${clientId}/reveal-poster/${id}.png`,
});

/** A stand-in for the Reveal API of one client and one venue. */
function fakeApi() {
  let clientPosters = [poster('11111111-0000-4000-8000-000000000001', 'Bingo night', null)];
  const venuePosters = [poster('11111111-0000-4000-8000-000000000002', 'Pie and a pint', venueId)];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (path === '/api/regions') return json([]);
      if (path === '/api/app-config') return json({ revealBaseUrl: 'https://reveal.example.com' });
      if (path === `/api/venues/${venueId}`) {
        return json({ id: venueId, clientId, clientName: 'C', regionId: 'bbbbbbbb-0000-4000-8000-000000000001', regionName: 'R', name: 'V', gmv: 'LEE-01', logo: null, inAlert: false, lastSeenUtc: '1970-01-01T00:00:00.000Z', status: null });
      }
      if (path === `/api/clients/${clientId}/reveal-settings`) return json({ displayMode: method === 'PUT' ? null : 'Dark' });
      if (path === `/api/venues/${venueId}/reveal-settings`) return json({ displayMode: null, clientDisplayMode: 'Dark' });
      if (path === `/api/clients/${clientId}/reveal-posters`) return json(clientPosters);
      if (path === `/api/venues/${venueId}/reveal-posters`) return json([...clientPosters, ...venuePosters]);
      if (method === 'DELETE' && path.startsWith(`/api/clients/${clientId}/reveal-posters/`)) {
        clientPosters = clientPosters.filter((item) => !path.endsWith(item.id));
        return new Response(null, { status: 204 });
      }
      if (path.includes('/reveal-')) return json([]);
      return json({ title: 'Not Found', status: 404 }, 404);
    }),
  );
  return calls;
}

/** Rendered as a person of `role` sees it (the client's own user by default, who may change its Reveal site). */
function renderWithProviders(children: ReactNode, role: Role = 'client') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
        <ToastProvider>{children}</ToastProvider>
      </PermissionsContext.Provider>
    </QueryClientProvider>,
  );
}

describe('Reveal sections wired to the API (docs/product.md#screens, #api-calls)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('client: lists media, deletes a poster by id and refetches', async () => {
    const calls = fakeApi();
    renderWithProviders(<ClientRevealSection clientId={clientId} />);
    await screen.findByText('Bingo night');
    // The file link shows the name it was uploaded with and opens the stored file.
    const fileLink = screen.getByRole('link', { name: 'bingo-night.png' });
    expect(fileLink.getAttribute('href')).toBe(`/public/clients/${clientId}/reveal-poster/11111111-0000-4000-8000-000000000001.png`);
    expect(screen.getByText('No files uploaded')).toBeTruthy();
    expect(screen.getByText('No videos uploaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bingo night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete reveal poster?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No posters uploaded');
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: `/api/clients/${clientId}/reveal-posters/11111111-0000-4000-8000-000000000001`,
      body: undefined,
    });
  });

  it('client: Save sends the display mode', async () => {
    const calls = fakeApi();
    renderWithProviders(<ClientRevealSection clientId={clientId} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', path: `/api/clients/${clientId}/reveal-settings`, body: { displayMode: 'Dark' } }),
    );
  });

  it('venue: inherited posters have no delete, the venue’s own do; the site link uses the GMV', async () => {
    fakeApi();
    renderWithProviders(<VenueRevealSection clientId={clientId} venueId={venueId} />);
    await screen.findByText('Pie and a pint');
    expect(screen.getByText('Inherited from client')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Bingo night' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Pie and a pint' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Open the public venue site' });
    expect(link.getAttribute('href')).toBe('https://reveal.example.com/venues/LEE-01');
    expect(screen.getByRole('combobox', { name: 'Display mode' }).textContent).toContain('Inherit (client: Dark)');
  });

  it('a viewer reads the client’s media and display mode, with no Add, Delete or Save', async () => {
    fakeApi();
    renderWithProviders(<ClientRevealSection clientId={clientId} />, 'viewer');
    await screen.findByText('Bingo night');
    expect(await screen.findByText('Dark')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Display mode' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Bingo night' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add reveal/ })).toBeNull();
  });

  it('an approver reads the venue’s media and what it inherits, with no Add, Delete or Save', async () => {
    fakeApi();
    renderWithProviders(<VenueRevealSection clientId={clientId} venueId={venueId} />, 'approver');
    await screen.findByText('Pie and a pint');
    expect(await screen.findByText('Inherit (client: Dark)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Pie and a pint' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add reveal/ })).toBeNull();
  });
});
