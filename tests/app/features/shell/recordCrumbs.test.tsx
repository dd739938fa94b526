import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../../contract/clients.ts';
import { clientQuery } from '../../../../app/api/clients.ts';
import { recordCrumb } from '../../../../app/features/shell/breadcrumbs.ts';
import { useCrumbs } from '../../../../app/features/shell/useCrumbs.ts';
import { stubFetchEachTest } from '../../api/stubFetch.ts';

/**
 * A record's crumb (app/features/shell/recordCrumbs.ts) names it from the page's own query, by the
 * same key; its fetch comes from the api/ module, loaded only when the crumb has to fetch itself.
 */

const CLIENT_ID = '6f1c1d4e-8a9b-4c3d-9e2f-0a1b2c3d4e5f';
const client: Client = { id: CLIENT_ID, name: 'Harbour Group', logo: null, venueCount: 2, venuesInAlertCount: 0, venuesInAlertNames: [] };
const matches = [
  { id: 'clients', pathname: '/clients', params: {}, data: undefined, loaderData: undefined, handle: { crumb: 'Clients' } },
  {
    id: 'client',
    pathname: `/clients/${CLIENT_ID}`,
    params: { clientId: CLIENT_ID },
    data: undefined,
    loaderData: undefined,
    handle: { crumb: recordCrumb('client', 'clientId', 'Client') },
  },
] as UIMatch[];

function renderCrumbs(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useCrumbs(matches), { wrapper });
}

describe('record crumbs', () => {
  const fetchSpy = stubFetchEachTest();

  it('fetch the record themselves when no page query has (the fetch loaded on use)', async () => {
    fetchSpy.mockResolvedValue(Response.json(client));
    const { result } = renderCrumbs(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(result.current[1]?.label).toBe('Client');
    await waitFor(() => expect(result.current[1]?.label).toBe('Harbour Group'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(`/api/clients/${CLIENT_ID}`);
  });

  it("read the page's own query by its key, without a second call", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(clientQuery(CLIENT_ID).queryKey, client);
    const { result } = renderCrumbs(queryClient);
    expect(result.current[1]?.label).toBe('Harbour Group');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
