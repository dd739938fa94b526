import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, writeToken } from '../../../../app/api/tokenStorage.ts';
import { SettingsRoute } from '../../../../app/routes/settings/SettingsRoute.tsx';
import { liveSessionMachine, SessionProvider, useSessionActor } from '../../../../app/session/SessionProvider.tsx';
import { ToastProvider } from '../../../../app/toasts/ToastProvider.tsx';
import { VALIDATION_ERROR_TITLE } from '../../../../contract/errors.ts';
import type { CurrentIdentity } from '../../../../contract/identities.ts';
import { identityMessages } from '../../../../contract/identities.ts';
import { selectIdentity } from '../../../../machines/session.selectors.ts';

const identity: CurrentIdentity = {
  id: 'eeeeeeee-0000-4000-8000-000000000001',
  name: 'Avery Admin',
  identifier: 'avery@arcadia.example',
  identityType: 'Admin',
  clientId: null,
  role: 'admin',
  venueIds: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the two identity calls; the existing password is 'Old-pass1'. */
function fakeApi() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
      calls.push({ method, path, body });
      if (method === 'PUT' && path === `/api/identities/${identity.id}`) {
        return json({ ...identity, name: body.name, identifier: body.email, clientName: null, lastLoginUtc: null, venues: [] });
      }
      if (method === 'PUT' && path === `/api/identities/${identity.id}/update-password`) {
        if (body.existingPassword !== 'Old-pass1') {
          return json(
            { title: VALIDATION_ERROR_TITLE, status: 400, errors: { existingPassword: [identityMessages.existingPasswordWrong] } },
            400,
          );
        }
        return new Response(null, { status: 204 });
      }
      return json({ title: 'Not Found', status: 404 }, 404);
    }),
  );
  return calls;
}

/** Shows the session's identity name, as the account menu would. */
function SessionName() {
  const current = useSelector(useSessionActor(), selectIdentity);
  return <output aria-label="Session name">{current?.name ?? ''}</output>;
}

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const machine = liveSessionMachine.provide({ actors: { fetchCurrentIdentity: fromPromise(async () => identity) } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SessionProvider machine={machine}>
          <ToastProvider>
            <SessionName />
            <SettingsRoute />
          </ToastProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/settings (docs/product.md#screens, #validation-messages, Personal details and Change password)', () => {
  beforeEach(() => writeToken('test-token'));
  afterEach(() => {
    cleanup();
    clearToken();
    vi.unstubAllGlobals();
  });

  it('saves the details with PUT, toasts Details saved and shows the new name in the session', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderSettings();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveProperty('value', 'Avery Admin');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'avery@arcadia.example');
    await user.clear(name);
    await user.type(name, 'Avery Stone');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/api/identities/${identity.id}`, body: { name: 'Avery Stone', email: 'avery@arcadia.example' } },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Session name').textContent).toBe('Avery Stone'));
  });

  it('puts a wrong existing password on its field, and empties the form after a saved password', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByLabelText('Name')).toHaveProperty('value', 'Avery Admin');
    await user.type(screen.getByLabelText('Existing password'), 'Wrong-pass1');
    await user.type(screen.getByLabelText('New password'), 'New-pass1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-pass1!');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText(identityMessages.existingPasswordWrong)).toBeTruthy();
    expect(await screen.findByText('Error saving new password')).toBeTruthy();

    await user.clear(screen.getByLabelText('Existing password'));
    await user.type(screen.getByLabelText('Existing password'), 'Old-pass1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('New password saved')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Existing password')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('New password')).toHaveProperty('value', '');
    expect(calls.filter((call) => call.path.endsWith('/update-password')).map((call) => call.body)).toEqual([
      { existingPassword: 'Wrong-pass1', newPassword: 'New-pass1!', newPasswordConfirm: 'New-pass1!' },
      { existingPassword: 'Old-pass1', newPassword: 'New-pass1!', newPasswordConfirm: 'New-pass1!' },
    ]);
  });

  it('clears a mismatch as soon as either password is changed to match, so one press saves', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderSettings();
    expect(await screen.findByLabelText('Name')).toHaveProperty('value', 'Avery Admin');
    await user.type(screen.getByLabelText('Existing password'), 'Old-pass1');
    await user.type(screen.getByLabelText('New password'), 'New-pass1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-pass1?');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText(identityMessages.passwordsDoNotMatch)).toBeTruthy();

    // The person fixes the other field: the stale message goes while typing, not on the next press.
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'New-pass1?');
    await waitFor(() => expect(screen.queryByText(identityMessages.passwordsDoNotMatch)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('New password saved')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/update-password'))).toHaveLength(1);
  });

  it('asks for the current password only when the email changes, and sends it with the new email', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderSettings();
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(email);
    await user.type(email, 'avery@stone.example');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText(identityMessages.existingPasswordRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(screen.getByLabelText('Current password'), 'Old-pass1');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Details saved')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { name: 'Avery Admin', email: 'avery@stone.example', existingPassword: 'Old-pass1' },
    ]);
    // Saved: the new email is the one in use, so the password field goes away (and is emptied).
    await waitFor(() => expect(screen.queryByLabelText('Current password')).toBeNull());
  });
});
