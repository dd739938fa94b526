import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { crumbsOf, dataCrumb } from '../../../../app/features/shell/breadcrumbs.ts';
import { useCrumbs } from '../../../../app/features/shell/useCrumbs.ts';

function match(pathname: string, handle: unknown, params: Record<string, string> = {}): UIMatch {
  return { id: pathname, pathname, params, data: undefined, loaderData: undefined, handle } as UIMatch;
}

const clientCrumb = dataCrumb<{ name: string }>({
  query: (params) => ({ queryKey: ['client', params.clientId], queryFn: async () => ({ name: `Client ${params.clientId}` }) }),
  label: (client) => client.name,
  fallback: 'Client',
});

describe('breadcrumbs from loaded data (docs/product.md#signed-in-area: names, not ids)', () => {
  const matches = [match('/', undefined), match('/clients', { crumb: 'Clients' }), match('/clients/42', { crumb: clientCrumb }, { clientId: '42' })];

  it('falls back to a generic label without data', () => {
    expect(crumbsOf(matches)).toEqual([
      { label: 'Clients', href: '/clients' },
      { label: 'Client', href: '/clients/42' },
    ]);
  });

  it('labels a data crumb once its query answers', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCrumbs(matches), { wrapper });
    expect(result.current[1]?.label).toBe('Client');
    await waitFor(() => expect(result.current[1]?.label).toBe('Client 42'));
    expect(result.current[0]).toEqual({ label: 'Clients', href: '/clients' });
  });
});
