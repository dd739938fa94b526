import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultSummary } from '../../../../app/features/clients/upload/UploadResult.tsx';
import { resolutionText } from '../../../../app/features/graphicsControllers/displayText.ts';
import { VenueGenerationOneSection } from '../../../../app/features/graphicsControllers/VenueGenerationOneSection.tsx';
import { useLinkCodeOnce } from '../../../../app/routing/linkCodeParam.ts';
import { PermissionsContext } from '../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import type { GraphicsController } from '../../../../contract/graphicsControllers.ts';
import type { Role } from '../../../../contract/roles.ts';

const clientId = 'cccccccc-0000-4000-8000-000000000001';
const venueId = 'aaaaaaaa-0000-4000-8000-000000000001';
const controllerId = 'dddddddd-0000-4000-8000-000000000001';

const linked: GraphicsController = {
  id: controllerId,
  name: 'Bar PC',
  clientId,
  venueId,
  lastSeenUtc: null,
  status: 'offline',
  updatedUtc: '2026-11-20T12:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API: the venue's controllers, the code check and the link call. */
function fakeApi(validCode: string, linkedAlready: GraphicsController[] = []) {
  const controllers: GraphicsController[] = [...linkedAlready];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (path === `/api/venues/${venueId}/graphics-controllers`) return json(controllers);
    if (path.startsWith('/api/graphicscontrollerauthcode/check/')) {
      return path.endsWith(`/${validCode}`) ? json({ graphicsControllerId: controllerId }) : json({ title: 'Not Found', status: 404 }, 404);
    }
    if (method === 'POST' && path === `/api/venues/${venueId}/graphics-controller-auth-codes/${validCode}`) {
      controllers.push(linked);
      return json(linked);
    }
    return json({ title: 'Not Found', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The section as a person of `role` sees it (the venue's client user by default, who may link). */
function renderSection(role: Role = 'client', linkCode?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
        <MemoryRouter>
          <ToastProvider>
            <VenueGenerationOneSection clientId={clientId} venueId={venueId} linkCode={linkCode} />
          </ToastProvider>
        </MemoryRouter>
      </PermissionsContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the venue page Generation One section (docs/product.md#states, Graphics controller linking)', () => {
  let scrolledTo: Element[] = [];
  beforeEach(() => {
    scrolledTo = [];
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks a code typed in lower case when Next is pressed, then links it under the default name', async () => {
    const calls = fakeApi('AB12CD');
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('No graphics controllers linked');
    await user.click(screen.getByRole('button', { name: 'Link Graphics Controller' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Link Graphics Controller' }));
    await user.type(dialog.getByLabelText('Code'), 'ab12c');
    expect(calls.some((call) => call.path.includes('/check/'))).toBe(false);
    await user.type(dialog.getByLabelText('Code'), 'd');
    // The 6th character does not move on by itself: Link must not appear under the click meant for Next.
    expect(calls.some((call) => call.path.includes('/check/'))).toBe(false);
    expect(dialog.queryByRole('button', { name: 'Link' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(await dialog.findByLabelText('Name')).toHaveProperty('value', 'Generation One PC');
    expect(calls.filter((call) => call.path.includes('/check/')).map((call) => call.path)).toEqual([
      '/api/graphicscontrollerauthcode/check/AB12CD',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Link' }));
    await screen.findByText('GraphicsController linked successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Generation One PC' });
    // Refetched: the new controller is listed with its view link.
    expect(await screen.findByRole('link', { name: 'View Bar PC' })).toHaveProperty(
      'pathname',
      `/clients/${clientId}/${venueId}/${controllerId}`,
    );
    // On a phone it lands far below: it is scrolled to and highlighted.
    const row = screen.getByRole('link', { name: 'View Bar PC' }).closest('tr');
    expect(row?.hasAttribute('data-just-linked')).toBe(true);
    expect(scrolledTo).toContain(row);
  });

  it('takes ?linkCode= out of the address once read, so a reload does not offer a used code', async () => {
    function Probe() {
      const code = useLinkCodeOnce();
      const location = useLocation();
      return <output aria-label="probe">{`${code ?? ''} ${location.search}`}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/clients/c/v?linkCode=AB12CD&tab=1']}>
        <Probe />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByLabelText('probe').textContent).toBe('AB12CD ?tab=1'));
  });

  it('clears an invalid code and says why (docs/product.md#messages)', async () => {
    fakeApi('AB12CD');
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Link Graphics Controller' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Link Graphics Controller' }));
    await user.type(dialog.getByLabelText('Code'), 'zzzzzz{Enter}');
    await screen.findByText('Invalid graphics controller code');
    expect(screen.getByText('The graphics controller code you entered is not valid or has expired.')).toBeTruthy();
    await waitFor(() => expect(dialog.getByLabelText('Code')).toHaveProperty('value', ''));
  });

  it('shows a viewer the controllers and View, but no Link or Delete, and opens no dialog for a code in the address', async () => {
    const calls = fakeApi('AB12CD', [linked]);
    renderSection('viewer', 'AB12CD');
    expect(await screen.findByRole('link', { name: 'View Bar PC' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Bar PC' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Link Graphics Controller' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.path.includes('/check/'))).toBe(false);
  });

  it('is not shown, and asks nothing, to someone who may not read the fleet (a designer)', async () => {
    const calls = fakeApi('AB12CD');
    const { container } = renderSection('designer');
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.textContent).toBe('');
    expect(calls).toHaveLength(0);
  });
});

describe('display and upload texts', () => {
  it("reads a resolution as 'W w × H h'", () => {
    expect(resolutionText({ width: 1920, height: 1080 })).toBe('1920 w × 1080 h');
  });

  it('sums up an upload in one line', () => {
    const base = { rows: 3, clients: { created: 1, updated: 0 }, venues: { created: 2, updated: 1 }, rowErrors: [] };
    expect(resultSummary({ ...base, applied: true })).toBe(
      '3 rows applied: 1 created and 0 updated clients, 2 created and 1 updated venues.',
    );
    expect(
      resultSummary({ ...base, applied: false, rowErrors: [{ row: 2, messages: ['Please enter a GMV.'] }] }),
    ).toBe('Nothing was changed: 1 row of 3 must be fixed, then upload the file again.');
  });
});
