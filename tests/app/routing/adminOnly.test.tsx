import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { adminOnly, permitted } from '../../../app/routing/adminOnly.tsx';
import { ADMIN_ONLY_MESSAGE, awayFromAdminRoute, GuardedOutlet, ROLE_CANNOT_OPEN_MESSAGE } from '../../../app/routing/guardedOutlet.tsx';
import { PermissionsContext } from '../../../app/session/PermissionsContext.ts';
import { identityMay } from '../../../app/session/rolePermissions.ts';
import { ToastProvider } from '../../../app/toasts/ToastProvider.tsx';
import { liveSessionMachine, SessionProvider } from '../../../app/session/SessionProvider.tsx';
import type { CurrentIdentity } from '../../../contract/identities.ts';

const admin: CurrentIdentity = {
  id: '5a1d1f3c-4f7e-4c55-8d6b-0b9f7f7d8a21',
  name: 'Avery Admin',
  identifier: 'avery@portal.example',
  identityType: 'Admin',
  clientId: null,
  role: 'admin',
  venueIds: [],
};
const clientUser: CurrentIdentity = {
  ...admin,
  identityType: 'ClientIdentity',
  clientId: '3f0c3b1e-9a3f-4d53-8a59-2f1c7d0e4b6a',
};

function ClientPage() {
  return <p>Client page {useParams().clientId}</p>;
}

/** The guard as the app uses it: inside the session, in a route tree with a screen under it. */
function renderAt(path: string, identity: CurrentIdentity) {
  const machine = liveSessionMachine.provide({
    actors: { fetchCurrentIdentity: fromPromise(async () => identity) },
    actions: { persistToken: () => {}, forgetToken: () => {} },
  });
  const router = createMemoryRouter(
    [
      // The signed-in layout gives the guards the matrix's answer and enforces them (GuardedOutlet).
      {
        element: (
          <PermissionsContext.Provider value={(permissions) => identityMay(identity, ...permissions)}>
            <GuardedOutlet identity={identity} />
          </PermissionsContext.Provider>
        ),
        children: [
          adminOnly([
            { path: 'users', element: <p>Users screen</p> },
            { path: 'clients/create', element: <p>Create client form</p> },
          ]),
          permitted(['people.read', 'people.invite'], [{ path: 'people', element: <p>People screen</p> }]),
          { path: 'clients', element: <p>Client list</p> },
          { path: 'clients/:clientId', element: <ClientPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider machine={machine}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SessionProvider>,
  );
  return router;
}

describe('admin-only routes (docs/product.md#roles, docs/decisions.md#browser-side)', () => {
  beforeEach(() => window.localStorage.setItem('token', '"test-token"'));
  afterEach(() => {
    cleanup();
    window.localStorage.removeItem('token');
  });

  it('lets an admin stay', () => {
    expect(awayFromAdminRoute(admin)).toBeNull();
  });

  it('sends a designer or an approver (Admin identities without the admin role) to the client list', () => {
    expect(awayFromAdminRoute({ ...admin, role: 'designer' })).toBe('/clients');
    expect(awayFromAdminRoute({ ...admin, role: 'approver' })).toBe('/clients');
    expect(awayFromAdminRoute({ ...admin, role: null })).toBe('/clients');
  });

  it('sends a client user to their own client, and one without a client to the client list', () => {
    expect(awayFromAdminRoute(clientUser)).toBe(`/clients/${clientUser.clientId}`);
    expect(awayFromAdminRoute({ ...clientUser, clientId: null })).toBe('/clients');
  });

  it('shows the screen under the guard to an admin', async () => {
    renderAt('/users', admin);
    expect(await screen.findByText('Users screen')).toBeTruthy();
    expect(screen.queryByText(ADMIN_ONLY_MESSAGE)).toBeNull();
  });

  it('replaces an admin screen with the client page for a client user', async () => {
    const router = renderAt('/clients/create', clientUser);
    expect(await screen.findByText(`Client page ${clientUser.clientId}`)).toBeTruthy();
    expect(screen.queryByText('Create client form')).toBeNull();
    expect(router.state.location.pathname).toBe(`/clients/${clientUser.clientId}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says why: "Only administrators can open this page", once', async () => {
    renderAt('/users', clientUser);
    expect(await screen.findByText(`Client page ${clientUser.clientId}`)).toBeTruthy();
    // The toast queue is fetched with the first toast (a lazy chunk): give it time on a busy machine.
    await waitFor(() => expect(screen.getAllByText(ADMIN_ONLY_MESSAGE)).toHaveLength(1), { timeout: 10_000 });
  }, 15_000);

  it('lets whoever holds a permission of the screen stay (a client user inviting its people), and sends others away', async () => {
    renderAt('/people', { ...clientUser, role: 'client' });
    expect(await screen.findByText('People screen')).toBeTruthy();
  });

  it('sends a role without the permission (a designer, though an Admin identity) to the client list', async () => {
    const router = renderAt('/people', { ...admin, role: 'designer' });
    expect(await screen.findByText('Client list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clients');
    await waitFor(() => expect(screen.getAllByText(ROLE_CANNOT_OPEN_MESSAGE)).toHaveLength(1), { timeout: 10_000 });
  }, 15_000);

  it('replaces /clients/create with the client list for an approver, and says why', async () => {
    const router = renderAt('/clients/create', { ...admin, role: 'approver' });
    expect(await screen.findByText('Client list')).toBeTruthy();
    expect(screen.queryByText('Create client form')).toBeNull();
    expect(router.state.location.pathname).toBe('/clients');
    await waitFor(() => expect(screen.getAllByText(ADMIN_ONLY_MESSAGE)).toHaveLength(1), { timeout: 10_000 });
  }, 15_000);
});
