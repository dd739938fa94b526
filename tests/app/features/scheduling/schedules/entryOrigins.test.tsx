import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEntryOrigins } from '../../../../../app/features/scheduling/schedules/useEntryOrigins.ts';
import type { ScheduleEntry } from '../../../../../contract/schedules.ts';
import { entry } from '../../../../../stories/screens/fixtures/schedules.ts';

const clientId = 'cccccccc-0000-4000-8000-000000000001';
const venueId = 'aaaaaaaa-0000-4000-8000-000000000001';
const displayId = 'dddddddd-0000-4000-8000-000000000001';

const entryOn = (id: string, target: ScheduleEntry['target']): ScheduleEntry =>
  entry({ id, name: `Entry ${id.slice(0, 4)}`, target, content: { assetId: 'eeeeeeee-0000-4000-8000-000000000001' } });

const venue = {
  id: venueId,
  clientId,
  clientName: 'Harbour Group',
  regionId: 'bbbbbbbb-0000-4000-8000-000000000001',
  regionName: 'New South Wales',
  name: 'Harbour Bar',
  gmv: 'GMV-1',
  logo: null,
  inAlert: false,
  lastSeenUtc: '2026-11-20T00:00:00.000Z',
  status: null,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where a schedule entry set below the page comes from', () => {
  it('names and links the venue on a client page; a display it cannot read stays "Set on a display"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => (String(input) === `/api/venues/${venueId}` ? json(venue) : json({ title: 'Not Found', status: 404 }, 404))),
    );
    const onVenue = entryOn('11111111-0000-4000-8000-000000000001', { venueId });
    const onDisplay = entryOn('22222222-0000-4000-8000-000000000001', { displayId });
    const own = entryOn('33333333-0000-4000-8000-000000000001', { clientId });
    const { result } = renderHook(() => useEntryOrigins([onVenue, onDisplay, own], { clientId }), { wrapper });
    await waitFor(() => expect(result.current(onVenue)).toEqual({ text: 'Set on Harbour Bar', href: `/clients/${clientId}/${venueId}` }));
    await waitFor(() => expect(result.current(onDisplay)).toEqual({ text: 'Set on a display' }));
    expect(result.current(own)).toBeNull();
  });
});
