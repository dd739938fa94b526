import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientLogoSection } from '../../../../app/features/logos/ClientLogoSection.tsx';
import { VenueLogoSection } from '../../../../app/features/logos/VenueLogoSection.tsx';
import { PermissionsContext } from '../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import type { Role } from '../../../../contract/roles.ts';

const clientA = 'cccccccc-0000-4000-8000-00000000000a';
const clientB = 'cccccccc-0000-4000-8000-00000000000b';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Records where uploads go and answers them with a validation problem. */
class RecordingXhr {
  static urls: string[] = [];
  status = 0;
  statusText = '';
  responseText = '';
  private url = '';
  private onLoad: Array<() => void> = [];
  upload = { addEventListener: () => {} };
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    if (type === 'load') this.onLoad.push(listener);
  }
  send() {
    RecordingXhr.urls.push(this.url);
    this.status = 400;
    this.responseText = JSON.stringify({ title: 'One or more validation errors occurred.', status: 400, errors: { logo: ['Logo must be an image.'] } });
    queueMicrotask(() => this.onLoad.forEach((listener) => listener()));
  }
}

/** As a person of `role` sees it (the client's own user by default, who may change its logo). */
function wrap(children: ReactNode, queryClient: QueryClient, role: Role = 'client') {
  return (
    <QueryClientProvider client={queryClient}>
      <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
        <ToastProvider>{children}</ToastProvider>
      </PermissionsContext.Provider>
    </QueryClientProvider>
  );
}

const venueId = 'aaaaaaaa-0000-4000-8000-000000000001';
/** GET of the client or the venue, with a logo. */
function fakeOwnersWithLogo() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const id = String(input).split('/').at(-1) ?? '';
      if (id === venueId) {
        return json({ id, clientId: clientA, clientName: 'C', regionId: 'bbbbbbbb-0000-4000-8000-000000000001', regionName: 'R', name: 'V', gmv: 'LEE-01', logo: 'logo.png', inAlert: false, lastSeenUtc: '1970-01-01T00:00:00.000Z', status: null });
      }
      return json({ id, name: 'Client A', logo: 'logo.png', venueCount: 0, venuesInAlertCount: 0, venuesInAlertNames: [] });
    }),
  );
}

/** The logo card (app/features/logos/LogoCard.tsx) as the client page places it, with its upload and delete. */
describe('Logo card wired to the API (docs/product.md#screens, #validation-messages, #api-calls)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    RecordingXhr.urls = [];
  });

  it('uploads to the client now on show and puts the server’s message on the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const id = String(input).split('/').at(-1) ?? '';
        return json({ id, name: `Client ${id.slice(-1)}`, logo: null, venueCount: 0, venuesInAlertCount: 0, venuesInAlertNames: [] });
      }),
    );
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = render(wrap(<ClientLogoSection clientId={clientA} />, queryClient));
    await screen.findByText('No logo uploaded');
    // The client page is not re-mounted when search opens another client: the card must follow.
    rerender(wrap(<ClientLogoSection clientId={clientB} />, queryClient));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload logo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await within(dialog).findByText('Logo is required.');
    expect(RecordingXhr.urls).toEqual([]);

    await userEvent.upload(within(dialog).getByLabelText('Logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(RecordingXhr.urls).toEqual([`/api/clients/${clientB}/logo`]));
    await within(dialog).findByText('Logo must be an image.');
  });

  it('shows a viewer the client’s logo with no Replace or Delete', async () => {
    fakeOwnersWithLogo();
    render(wrap(<ClientLogoSection clientId={clientA} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }), 'viewer'));
    expect(await screen.findByRole('img', { name: 'Logo of Client A' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace logo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete logo' })).toBeNull();
  });

  it('gives a venue manager Replace and Delete on the venue’s logo, and a designer neither', async () => {
    fakeOwnersWithLogo();
    render(wrap(<VenueLogoSection venueId={venueId} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }), 'venue-manager'));
    expect(await screen.findByRole('button', { name: 'Replace logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete logo' })).toBeTruthy();
    cleanup();
    render(wrap(<VenueLogoSection venueId={venueId} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }), 'designer'));
    expect(await screen.findByRole('img', { name: 'Logo of V' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace logo' })).toBeNull();
  });
});
