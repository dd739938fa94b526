import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ScheduleSection, type ScheduleSectionProps } from '../../../../../app/features/scheduling/schedules/ScheduleSection.tsx';
import { PermissionsContext } from '../../../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../../../app/session/rolePermissions.ts';
import { liveSessionMachine, SessionProvider } from '../../../../../app/session/SessionProvider.tsx';
import { ToastProvider } from '../../../../../app/toasts/ToastProvider.tsx';
import type { CurrentIdentity } from '../../../../../contract/identities.ts';
import type { ScheduleEntry } from '../../../../../contract/schedules.ts';

const clientId = 'cccccccc-0000-4000-8000-000000000001';
const venueId = 'aaaaaaaa-0000-4000-8000-000000000001';
const layoutId = 'bbbbbbbb-0000-4000-8000-000000000001';

const admin: CurrentIdentity = { id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21', name: 'Avery Admin', identifier: 'avery@portal.example', identityType: 'Admin', clientId: null, role: 'admin', venueIds: [] };
const clientUser: CurrentIdentity = { ...admin, identityType: 'ClientIdentity', clientId, role: 'client' };
/** An Admin identity that reads schedules and content but may not change schedules. */
const approver: CurrentIdentity = { ...admin, name: 'Abi Approver', role: 'approver' };
/** Makes layouts: may not read schedules. */
const designer: CurrentIdentity = { ...admin, name: 'Dee Designer', role: 'designer' };

const entryOf = (id: string, name: string, target: ScheduleEntry['target']): ScheduleEntry => ({
  id,
  name,
  target,
  content: { assetId: layoutId },
  days: ['friday'],
  from: '17:00',
  to: '19:00',
  dayPart: null,
  firstDate: null,
  lastDate: null,
  priority: 0,
  createdUtc: '2026-11-20T12:00:00.000Z',
  updatedUtc: '2026-11-20T12:00:00.000Z',
  // The server names the content for every reader.
  contentName: 'Sport tonight',
  warning: null,
  skipped: null,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API: the venue's entries (its own and its client's), layouts, playlists, writes. */
function fakeApi() {
  const entries: ScheduleEntry[] = [
    entryOf('eeeeeeee-0000-4000-8000-000000000001', 'Friday drinks', { venueId }),
    entryOf('eeeeeeee-0000-4000-8000-000000000002', 'Client sport', { clientId }),
  ];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === `/api/schedules?venueId=${venueId}`) return json({ items: entries, total: entries.length });
    if (method === 'GET' && path === '/api/asset') {
      const asset = { name: 'Sport tonight', themeId: null, configSchema: '{}', width: '1920px', height: '1080px', category: 'general', updatedUtc: '2026-11-20T12:00:00.000Z', placements: [] };
      return json([{ ...asset, id: layoutId, type: 'GROUP' }]);
    }
    if (method === 'GET' && path.startsWith('/api/playlists?')) return json({ items: [], total: 0 });
    if (method === 'POST' && path === '/api/schedules') {
      const created = { ...entryOf('eeeeeeee-0000-4000-8000-000000000003', 'x', { venueId }), ...(body as object) } as ScheduleEntry;
      entries.unshift(created);
      return json(created, 201);
    }
    if (method === 'DELETE' && path.startsWith('/api/schedules/')) {
      entries.splice(entries.findIndex((entry) => path.endsWith(entry.id)), 1);
      return new Response(null, { status: 204 });
    }
    return json({ title: 'Not Found', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderSection(identity: CurrentIdentity, props: Omit<ScheduleSectionProps, 'target'> = {}) {
  const session = liveSessionMachine.provide({
    actors: { fetchCurrentIdentity: fromPromise(async () => identity) },
    actions: { persistToken: () => {}, forgetToken: () => {} },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionProvider machine={session}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          {/* As the signed-in layout gives it: the role's permissions from the matrix. */}
          <PermissionsContext.Provider value={(permissions) => identityMay(identity, ...permissions)}>
            <ScheduleSection target={{ venueId }} {...props} />
          </PermissionsContext.Provider>
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

// Typing into a dialog through user-event takes seconds on a busy machine.
describe('the Schedule card of a venue page, wired to /api/schedules', { timeout: 60_000 }, () => {
  beforeEach(() => window.localStorage.setItem('token', '"test-token"'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.removeItem('token');
  });

  it('lets a client user read the venue’s and the client’s entries, with no way to write and no admin-only calls', async () => {
    const calls = fakeApi();
    renderSection(clientUser);
    const inherited = await screen.findByRole('listitem', { name: 'Client sport' });
    expect(within(inherited).getByText('From the client')).toBeTruthy();
    // Named as the server names it, though a client user may not list layouts.
    expect(within(screen.getByRole('listitem', { name: 'Friday drinks' })).getByText('Layout: Sport tonight')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.some((call) => call.path === '/api/asset' || call.path.startsWith('/api/playlists'))).toBe(false);
  });

  it('lets an admin add an entry in two steps: the POST carries the venue target and the form’s values', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderSection(admin);
    expect(await within(await screen.findByRole('listitem', { name: 'Friday drinks' })).findByText('Layout: Sport tonight')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Client sport' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add schedule entry' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Late sport');
    await user.click(dialog.getByRole('combobox', { name: 'Layout' }));
    // happy-dom does not lay out the floating list (it stays visibility: hidden), so find it by text.
    await user.click(await screen.findByText('Sport tonight', { selector: '[role=option]' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(await dialog.findByRole('checkbox', { name: 'Monday' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Late sport',
      target: { venueId },
      content: { assetId: layoutId },
      days: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      from: '17:00',
      to: '19:00',
      dayPart: null,
      firstDate: null,
      lastDate: null,
      priority: 0,
    });
    expect(await screen.findByRole('listitem', { name: 'Late sport' })).toBeTruthy();
    // Saved and closed, the dialog gives focus back to the button that opened it, as every dialog does.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add entry' })));
  });

  it('opens the entry the page asks for (a click on its piece of the week) for an admin, and says when it closes', async () => {
    fakeApi();
    const onEntryClosed = vi.fn();
    const user = userEvent.setup();
    renderSection(admin, { openEntryId: 'eeeeeeee-0000-4000-8000-000000000001', onEntryClosed });
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit schedule entry' }));
    expect((dialog.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Friday drinks');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onEntryClosed).toHaveBeenCalled();
  });

  it('opens nothing for a client user, who only reads', async () => {
    fakeApi();
    renderSection(clientUser, { openEntryId: 'eeeeeeee-0000-4000-8000-000000000001' });
    await screen.findByRole('listitem', { name: 'Friday drinks' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an approver (an Admin identity without schedules.edit) read, with content named from its lists, and change nothing', async () => {
    const calls = fakeApi();
    renderSection(approver, { openEntryId: 'eeeeeeee-0000-4000-8000-000000000001' });
    expect(await within(await screen.findByRole('listitem', { name: 'Friday drinks' })).findByText('Layout: Sport tonight')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // It may read layouts (content.read), so the editor's lists load; nothing is written.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/asset')).toBe(true));
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('is not shown, and asks nothing, to someone who may not read schedules (a designer)', async () => {
    const calls = fakeApi();
    const { container } = renderSection(designer);
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.textContent).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('deletes an entry only after the confirmation', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderSection(admin);
    await user.click(await screen.findByRole('button', { name: 'Delete Friday drinks' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete schedule entry?' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(confirm.getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Friday drinks' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/schedules/eeeeeeee-0000-4000-8000-000000000001']);
  });
});
