import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientLogoSection } from '../../../../app/features/logos/ClientLogoSection.tsx';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';

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

function wrap(children: ReactNode, queryClient: QueryClient) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
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
});
