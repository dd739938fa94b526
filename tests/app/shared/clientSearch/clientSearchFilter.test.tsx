import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityRoute } from '../../../../app/routes/activity/ActivityRoute.tsx';
import { ReportsRoute } from '../../../../app/routes/reports/ReportsRoute.tsx';
import { liveSessionMachine, SessionProvider } from '../../../../app/session/SessionProvider.tsx';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import type { CurrentIdentity } from '../../../../contract/identities.ts';

const client = (id: string, name: string) => ({ id, name, logo: null, venueCount: 1, venuesInAlertCount: 0, venuesInAlertNames: [] });
/** The first page a list of clients holds: Client 001 to Client 100. */
const firstHundred = Array.from({ length: 100 }, (_, index) => {
  const number = String(index + 1).padStart(3, '0');
  return client(`c0000000-0000-4000-8000-000000000${number}`, `Client ${number}`);
});
/** The 101st client by name: no first page holds it. */
const zebra = client('9c1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a29', 'Zebra Arcades');
const zebraVenue = {
  id: '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5c',
  clientId: zebra.id,
  clientName: zebra.name,
  regionId: '4d5e6f70-8192-4cad-8e1f-3a4b5c6d7e8f',
  regionName: 'Yorkshire',
  name: 'Zebra Leeds',
  gmv: 'GMV-1',
  logo: null,
  inAlert: false,
  lastSeenUtc: '2026-11-20T12:00:00.000Z',
  status: null,
};
const admin = { id: '6b1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a22', name: 'Avery', identifier: 'avery@example.com', identityType: 'Admin' } as CurrentIdentity;
const clientUser = {
  id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21',
  name: 'Casey',
  identifier: 'casey@example.com',
  identityType: 'ClientIdentity',
  clientId: zebra.id,
} as CurrentIdentity;

/** The server as these pages ask it: what each path answers, and the client searches and venue lists asked for. */
function stubServer() {
  const searches: URLSearchParams[] = [];
  const venueLists: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test');
      const path = url.pathname;
      let body: unknown = { items: [], total: 0 };
      if (path === '/api/clients') body = { items: firstHundred, total: firstHundred.length + 1 };
      if (path === `/api/clients/${zebra.id}`) body = zebra;
      if (path === `/api/clients/${zebra.id}/venues`) {
        venueLists.push(zebra.id);
        body = { items: [zebraVenue], total: 1 };
      }
      if (path === '/api/search') {
        searches.push(url.searchParams);
        const text = (url.searchParams.get('query') ?? '').toLowerCase();
        body = [...firstHundred, zebra].filter((one) => one.name.toLowerCase().includes(text)).map((one) => ({ id: one.id, type: 'Client', name: one.name }));
      }
      if (path === '/api/reports/plays') body = { rows: [], truncated: false };
      if (path === '/api/activity') body = { items: [], total: 0, totalCapped: false };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { searches, venueLists };
}

let address = '';
function Address() {
  address = useLocation().search;
  return null;
}

function renderAs(identity: CurrentIdentity, page: ReactElement, at: string) {
  const session = liveSessionMachine.provide({ actors: { fetchCurrentIdentity: fromPromise(async () => identity) }, actions: { persistToken: () => {}, forgetToken: () => {} } });
  render(
    <SessionProvider machine={session}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <MemoryRouter initialEntries={[at]}>
            {page}
            <Address />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

const pages = [
  { path: '/reports', page: <ReportsRoute />, kept: 'groupBy=layout' },
  { path: '/activity', page: <ActivityRoute />, kept: 'entityType=venue' },
];

/** The Client filter (app/shared/clientSearch/ClientSearchFilter.tsx) on the pages that place it. */
describe.each(pages)('the Client filter of $path searches clients on the server', ({ path, page, kept }) => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.removeItem('token');
  });

  it('finds and chooses a client beyond the first 100 by the text typed; the venue filter then lists its venues', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('token', '"test-token"');
    const server = stubServer();
    renderAs(admin, page, `${path}?${kept}`);
    const field = await screen.findByRole('combobox', { name: 'Client' });
    expect(screen.queryByRole('combobox', { name: 'Venue' })).toBeNull();

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(field, 'Zeb');
    // The list's panel waits for its position (none in this DOM): the keyboard chooses, as a person may.
    await vi.waitFor(() => expect([...document.querySelectorAll('[role=option]')].map((option) => option.textContent)).toEqual(['Zebra Arcades']));
    expect(server.searches.at(-1)?.get('query')).toBe('Zeb');
    expect(server.searches.at(-1)?.get('type')).toBe('Client');
    await user.keyboard('{ArrowDown}{Enter}');
    // The address keeps its other parameters; the venue filter lists the chosen client's venues.
    await vi.waitFor(() => expect(address).toContain(`clientId=${zebra.id}`));
    expect(address).toContain(kept);
    expect(await screen.findByRole('combobox', { name: 'Venue' })).toBeTruthy();
    expect(server.venueLists).toContain(zebra.id);
  }, 30_000);

  it('names the client the address chose, though no first page holds it', async () => {
    window.localStorage.setItem('token', '"test-token"');
    stubServer();
    renderAs(admin, page, `${path}?clientId=${zebra.id}`);
    const field = await screen.findByRole('combobox', { name: 'Client' });
    await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe('Zebra Arcades'));
  }, 30_000);

  it('shows a client user no Client filter, and their own venues', async () => {
    window.localStorage.setItem('token', '"test-token"');
    const server = stubServer();
    renderAs(clientUser, page, path);
    expect(await screen.findByRole('combobox', { name: 'Venue' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(server.searches).toHaveLength(0);
  }, 30_000);
});
