import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { openHoursText } from '../../app/features/venues/OpenHoursCard.tsx';
import { venuesInAlertNamesText } from '../../app/features/clients/ClientsView.tsx';
import { venuesInAlertText } from '../../app/shared/venues/venuesInAlertText.ts';
import { crumbsOf, dataCrumb } from '../../app/features/shell/breadcrumbs.ts';
import { useCrumbs } from '../../app/features/shell/useCrumbs.ts';
import { EMPTY_OPEN_HOURS } from '../../contract/openHours.ts';

function match(pathname: string, handle: unknown, params: Record<string, string> = {}): UIMatch {
  return { id: pathname, pathname, params, data: undefined, loaderData: undefined, handle } as UIMatch;
}

const clientCrumb = dataCrumb<{ name: string }>({
  query: (params) => ({ queryKey: ['client', params.clientId], queryFn: async () => ({ name: `Client ${params.clientId}` }) }),
  label: (client) => client.name,
  fallback: 'Client',
});

describe('open hours text (docs/product.md#screens venue page)', () => {
  it('reads Closed, open - close, or open - LATE', () => {
    const hours = { ...EMPTY_OPEN_HOURS, mondayOpen: '09:00', mondayClose: '17:30', fridayOpen: '20:00' };
    expect(openHoursText(hours, 'monday')).toBe('09:00 - 17:30');
    expect(openHoursText(hours, 'friday')).toBe('20:00 - LATE');
    expect(openHoursText(hours, 'sunday')).toBe('Closed');
  });
});

describe('venues in alert tooltip', () => {
  it('counts venues', () => {
    expect(venuesInAlertText(3)).toBe('3 venues in alert');
    expect(venuesInAlertText(1)).toBe('1 venue in alert');
    expect(venuesInAlertNamesText({ venuesInAlertCount: 1, venuesInAlertNames: ['Crown'] })).toBe('1 venue in alert: Crown');
    expect(venuesInAlertNamesText({ venuesInAlertCount: 5, venuesInAlertNames: ['A', 'B', 'C'] })).toBe('5 venues in alert: A, B, C and 2 more');
    expect(venuesInAlertNamesText({ venuesInAlertCount: 2, venuesInAlertNames: [] })).toBe('2 venues in alert');
  });
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
