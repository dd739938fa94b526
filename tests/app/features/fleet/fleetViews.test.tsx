import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render as renderInDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLEET_REFRESH_MS } from '../../../../app/api/fleet.ts';
import { FleetDisplayView } from '../../../../app/features/fleet/FleetDisplayView.tsx';
import { FleetView } from '../../../../app/features/fleet/FleetView.tsx';
import { ScreenshotSrcContext } from '../../../../app/features/fleet/screenshots/useScreenshotSrc.ts';
import { fleetAddress, fleetFilterFromAddress } from '../../../../app/features/fleet/fleetAddress.ts';
import { FleetRoute } from '../../../../app/routes/fleet/FleetRoute.tsx';
import { PermissionsContext } from '../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../app/session/rolePermissions.ts';
import { liveSessionMachine, SessionProvider } from '../../../../app/session/SessionProvider.tsx';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import type { CurrentIdentity } from '../../../../contract/identities.ts';
import { STORY_NOW } from '../../../../stories/screens/fixtures/clientsAndVenues.ts';
import { fleetDisplayDetail, fleetDisplays, fleetViewArgs } from '../../../../stories/screens/fixtures/fleet.ts';
import { storyScreenshotSrc } from '../../../../stories/screens/fixtures/screenshots.ts';

/** The stories' pictures stand in for the screenshots the portal would fetch. */
const render = (ui: ReactElement) =>
  renderInDom(ui, { wrapper: ({ children }) => <ScreenshotSrcContext.Provider value={storyScreenshotSrc}>{children}</ScreenshotSrcContext.Provider> });

describe('the fleet pages', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.removeItem('token');
  });

  it('shows each display with what it shows and why it is out of date', () => {
    const { container } = render(<FleetView {...fleetViewArgs()} displays={fleetDisplays} total={24} />);
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(fleetDisplays.length);
    expect(rows[1]?.textContent).toContain('Evening loop (playlist)');
    expect(rows[2]?.textContent).toContain('Out of date: old layout');
    expect(rows[3]?.textContent).toContain('Out of date: media failed');
    expect(rows[5]?.textContent).toContain('Not reported yet');
    expect(screen.getByRole('link', { name: 'Bar' }).getAttribute('href')).toBe(`/screens/${fleetDisplays[0]!.id}`);
    expect(rows[1]?.textContent).toContain('99.6 %');
    expect(rows[5]?.textContent).toContain('–');
    expect(container.textContent).not.toContain('In alert');
    cleanup();
    render(<FleetView {...fleetViewArgs()} displays={[{ ...fleetDisplays[5]!, venueInAlert: true }]} total={1} />);
    expect(screen.getByText('In alert')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reload player' }) as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('sends a command to the chosen displays; Select all shown chooses every row', async () => {
    const onCommand = vi.fn();
    function Chosen() {
      const [selectedIds, setSelectedIds] = useState<string[]>([]);
      return <FleetView {...fleetViewArgs()} displays={fleetDisplays} total={6} selectedIds={selectedIds} onSelectedIdsChange={setSelectedIds} onCommand={onCommand} />;
    }
    render(<Chosen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Entrance at Leeds Central' }));
    expect(screen.getByText('1 chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Identify' }));
    expect(onCommand).toHaveBeenCalledWith('identify');
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('6 chosen')).toBeTruthy();
  }, 30_000);

  it('lets a reader (no fleet.edit) see every display but choose none and send nothing', () => {
    const { onCommand: _sends, ...reader } = fleetViewArgs();
    render(<FleetView {...reader} displays={fleetDisplays} total={6} />);
    expect(screen.getByRole('link', { name: 'Bar' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^Choose / })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select all shown' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Commands for the chosen displays' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Choose' })).toBeNull();
  });

  it('says when filters match nothing, and when there are no displays at all', () => {
    const { rerender } = render(<FleetView {...fleetViewArgs()} fields={{ outOfDateOnly: true }} />);
    expect(screen.getByText('No displays match')).toBeTruthy();
    rerender(<FleetView {...fleetViewArgs()} />);
    expect(screen.getByText('No displays yet')).toBeTruthy();
  });

  it('shows a display\'s player details and its commands with their states', async () => {
    const onCommand = vi.fn();
    render(<FleetDisplayView status="ready" display={fleetDisplayDetail} sending={null} onCommand={onCommand} now={STORY_NOW} />);
    expect(screen.getByRole('heading', { name: 'Sports wall', level: 1 })).toBeTruthy();
    expect(screen.getByText(/match-day\.mp4: 404 Not Found/)).toBeTruthy();
    expect(screen.getByText('734.0 MB')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Commands sent' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Re-download mediaSent'),
      expect.stringContaining('IdentifyDone'),
      expect.stringContaining('Reload playerFailed The display did not pick it up within 10 minutes.'),
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload player' }));
    expect(onCommand).toHaveBeenCalledWith('reload');
    cleanup();
    // A reader (no fleet.edit): the commands sent are listed, none is offered.
    render(<FleetDisplayView status="ready" display={fleetDisplayDetail} sending={null} now={STORY_NOW} />);
    expect(within(screen.getByRole('table', { name: 'Commands sent' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Reload player' })).toBeNull();
  }, 30_000);

  it('/screens refreshes itself every 15 s with the address\'s filters, keeping the chosen rows and the focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('token', '"test-token"');
    const clientUser = { id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21', name: 'Casey', identifier: 'casey@example.com', identityType: 'ClientIdentity', clientId: fleetDisplays[0]!.clientId } as CurrentIdentity;
    let answer = fleetDisplays;
    const listCalls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://portal.test');
        const body = url.pathname === '/api/fleet/displays' ? (listCalls.push(url.search), { items: answer, total: answer.length }) : [];
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const session = liveSessionMachine.provide({ actors: { fetchCurrentIdentity: fromPromise(async () => clientUser) }, actions: { persistToken: () => {}, forgetToken: () => {} } });
    render(
      <SessionProvider machine={session}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ToastProvider>
            {/* As the signed-in layout gives it: a client user may send commands (fleet.edit). */}
            <PermissionsContext.Provider value={(permissions) => identityMay({ role: 'client' }, ...permissions)}>
              <MemoryRouter initialEntries={['/screens?status=online&sort=lastSeen&direction=desc']}>
                <FleetRoute />
              </MemoryRouter>
            </PermissionsContext.Provider>
          </ToastProvider>
        </QueryClientProvider>
      </SessionProvider>,
    );
    const entrance = await screen.findByRole('checkbox', { name: 'Choose Entrance at Leeds Central' });
    expect(listCalls[0]).toContain('status=online');
    expect(listCalls[0]).toContain('sort=lastSeen&direction=desc');
    fireEvent.click(entrance);
    entrance.focus();
    expect(screen.getByText('1 chosen')).toBeTruthy();

    // The next answer has news (Bar went stale): it shows, and nothing the person did is lost.
    answer = fleetDisplays.map((display, index) => (index === 0 ? { ...display, status: 'stale' as const } : display));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLEET_REFRESH_MS);
    });
    expect(listCalls).toHaveLength(2);
    const bar = screen.getByRole('link', { name: 'Bar' }).closest('tr')!;
    expect(within(bar).getByText('Stale')).toBeTruthy();
    expect(screen.getByText('1 chosen')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Choose Entrance at Leeds Central' }) as HTMLInputElement).checked).toBe(true);
    // The same element, still focused: the rows were updated in place, not drawn again.
    expect(document.activeElement).toBe(entrance);
    expect(screen.getByText(/Refreshed/)).toBeTruthy();

    // Entrance leaves the filtered list (it went offline): no longer chosen, so no command can
    // reach a row the person cannot see; back in the list, it is not chosen again by itself.
    answer = fleetDisplays.filter((display) => display.label !== 'Entrance');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLEET_REFRESH_MS);
    });
    expect(screen.queryByRole('checkbox', { name: 'Choose Entrance at Leeds Central' })).toBeNull();
    expect(screen.getByText('None chosen')).toBeTruthy();
    answer = fleetDisplays;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLEET_REFRESH_MS);
    });
    expect((screen.getByRole('checkbox', { name: 'Choose Entrance at Leeds Central' }) as HTMLInputElement).checked).toBe(false);
  }, 30_000);

  it("/screens finds an admin's client by its name on the server, and names the client the address chose", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('token', '"test-token"');
    const admin = { id: '6b1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a22', name: 'Avery', identifier: 'avery@example.com', identityType: 'Admin' } as CurrentIdentity;
    // A client beyond the first page of clients a list would hold.
    const zebra = { id: '9c1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a29', name: 'Zebra Arcades', logo: null, venueCount: 1, venuesInAlertCount: 0, venuesInAlertNames: [] };
    const searches: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://portal.test');
        let body: unknown = [];
        if (url.pathname === '/api/fleet/displays') body = { items: fleetDisplays, total: fleetDisplays.length };
        if (url.pathname === '/api/clients') body = { items: [], total: 0 };
        if (url.pathname === `/api/clients/${zebra.id}`) body = zebra;
        if (url.pathname === '/api/search') {
          searches.push(url.searchParams.get('query') ?? '');
          body = [{ id: zebra.id, type: 'Client', name: zebra.name }];
        }
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const session = liveSessionMachine.provide({ actors: { fetchCurrentIdentity: fromPromise(async () => admin) }, actions: { persistToken: () => {}, forgetToken: () => {} } });
    let address = '';
    function Address() {
      address = useLocation().search;
      return null;
    }
    render(
      <SessionProvider machine={session}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ToastProvider>
            <MemoryRouter initialEntries={[`/screens?clientId=${zebra.id}`]}>
              <FleetRoute />
              <Address />
            </MemoryRouter>
          </ToastProvider>
        </QueryClientProvider>
      </SessionProvider>,
    );
    const client = await screen.findByRole('combobox', { name: 'Client' });
    await vi.waitFor(() => expect((client as HTMLInputElement).value).toBe('Zebra Arcades'));

    // Cleared: every client's displays; typed: the server's search, and the choice goes to the address.
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.clear(client);
    await vi.waitFor(() => expect(address).not.toContain('clientId'));
    await user.type(client, 'Zeb');
    // The list's panel waits for its position (none in this DOM): the keyboard chooses, as a person may.
    await vi.waitFor(() => expect(document.querySelector('[role=option]')?.textContent).toBe('Zebra Arcades'));
    expect(searches.at(-1)).toBe('Zeb');
    await user.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(address).toContain(`clientId=${zebra.id}`));
  }, 30_000);

  it('keeps the view in the address: a link reproduces it, values the API would refuse are left out', () => {
    const address = 'status=stale&outOfDate=true&clientId=1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d&inAlert=true&q=50%25+bar&sort=lastSeen&direction=desc';
    expect(fleetAddress(fleetFilterFromAddress(new URLSearchParams(address))).toString()).toBe(address);
    expect(fleetAddress(fleetFilterFromAddress(new URLSearchParams('status=busy&sort=password&venueId=x&q=+'))).toString()).toBe('');
  });
});
