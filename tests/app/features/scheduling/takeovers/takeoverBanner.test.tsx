import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TakeoverBanner } from '../../../../../app/features/scheduling/takeovers/TakeoverBanner.tsx';
import { PermissionsContext } from '../../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../../app/session/rolePermissions.ts';
import type { CurrentIdentity } from '../../../../../contract/identities.ts';

const admin: CurrentIdentity = { id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21', name: 'Avery Admin', identifier: 'avery@portal.example', identityType: 'Admin', clientId: null, role: 'admin', venueIds: [] };
const designer: CurrentIdentity = { ...admin, name: 'Dee Designer', role: 'designer' };

function renderBanner(identity: CurrentIdentity) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <PermissionsContext.Provider value={(permissions) => identityMay(identity, ...permissions)}>
          <TakeoverBanner />
        </PermissionsContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the takeover banner of every signed-in page', () => {
  const startUtc = new Date(Date.now() - 60_000).toISOString();
  const endUtc = new Date(Date.now() + 3_600_000).toISOString();
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ items: [{ id: 't1', name: 'Storm warning', startUtc, endUtc, endedUtc: null }] }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the running takeovers for those who read schedules, and shows one', async () => {
    renderBanner(admin);
    // Asked as the banner mounts: the designer's case below can say "not asked" at the same moment.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Storm warning/)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/takeovers');
    // Its end in this browser's words, by the formatter made on first use.
    const end = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(endUtc));
    expect(screen.getByText(new RegExp(`until ${end}\\.`))).toBeTruthy();
  });

  it('asks nothing for a designer, who may not read takeovers (no 403 polled on every page)', async () => {
    renderBanner(designer);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(/Storm warning/)).toBeNull();
  });
});
