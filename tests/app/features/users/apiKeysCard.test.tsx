import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExternalApiIdentity } from '../../../../contract/externalApi.ts';
import { ApiKeysCard } from '../../../../app/features/users/ApiKeysCard.tsx';
import { useApiKeysCard } from '../../../../app/features/users/useApiKeysCard.ts';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const booking: ExternalApiIdentity = { id: '44444444-0000-4000-8000-000000000001', name: 'Booking system', identifier: 'ak_booking', lastLoginUtc: null };
const warehouse: ExternalApiIdentity = { id: '44444444-0000-4000-8000-000000000002', name: 'Data warehouse', identifier: 'ak_warehouse', lastLoginUtc: null };

function WiredCard() {
  return <ApiKeysCard {...useApiKeysCard(true)} />;
}

describe('the External API Keys card wired to the API (docs/product.md#screens /users)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refresh and delete each act on the key their dialog was opened on (useRecordDialog)', async () => {
    let keys = [booking, warehouse];
    const writes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (init?.method === 'POST' && path.endsWith('/refresh-secret')) {
          writes.push(`POST ${path}`);
          return json({ accessSecret: 'new-secret-of-booking' });
        }
        if (init?.method === 'DELETE') {
          writes.push(`DELETE ${path}`);
          keys = keys.filter((key) => !path.endsWith(key.id));
          return new Response(null, { status: 204 });
        }
        if (path === '/api/identities/external-api') return json(keys);
        return json({ title: 'Not Found', status: 404 }, 404);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <WiredCard />
        </ToastProvider>
      </QueryClientProvider>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Refresh secret of Booking system' }));
    const refresh = await screen.findByRole('dialog', { name: 'Refresh secret' });
    expect(within(refresh).getByText(/“Booking system” gets a new secret/)).toBeTruthy();
    await userEvent.click(within(refresh).getByRole('button', { name: 'Refresh secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New secret' });
    expect(within(shown).getByRole('group', { name: 'Access key' }).textContent).toContain('ak_booking');
    expect(within(shown).getByRole('group', { name: 'Secret' }).textContent).toContain('new-secret-of-booking');
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New secret' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete API key Data warehouse' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete external API key' });
    expect(within(remove).getByText(/“Data warehouse” can no longer sign in/)).toBeTruthy();
    await userEvent.click(within(remove).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Data warehouse/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Booking system/ })).toBeTruthy();
    expect(writes).toEqual([
      `POST /api/identities/external-api/${booking.id}/refresh-secret`,
      `DELETE /api/identities/external-api/${warehouse.id}`,
    ]);
  });
});
