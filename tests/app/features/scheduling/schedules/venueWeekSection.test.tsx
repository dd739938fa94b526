import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VenueWeekSection } from '../../../../../app/features/scheduling/schedules/VenueWeekSection.tsx';
import { PermissionsContext } from '../../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../../app/session/rolePermissions.ts';
import type { Role } from '../../../../../contract/roles.ts';

const venueId = 'aaaaaaaa-0000-4000-8000-000000000001';

/** Every call asked for, each answered 404 (the gate is what is tested, not the week). */
function countCalls(): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ title: 'Not Found', status: 404 }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

function renderWeek(role: Role) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PermissionsContext.Provider value={(permissions) => identityMay({ role }, ...permissions)}>
        <VenueWeekSection venueId={venueId} />
      </PermissionsContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the venue page’s week of what plays when', () => {
  it('asks for the venue’s timeline for someone who may read the fleet (a viewer)', async () => {
    const calls = countCalls();
    renderWeek('viewer');
    await waitFor(() => expect(calls.some((call) => call.startsWith(`/api/venues/${venueId}/timeline?`))).toBe(true));
  });

  it('is not shown, and asks nothing, to someone who may not (a designer)', async () => {
    const calls = countCalls();
    const { container } = renderWeek('designer');
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.textContent).toBe('');
    expect(calls).toHaveLength(0);
  });
});
