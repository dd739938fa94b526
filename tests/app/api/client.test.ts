import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError, onUnauthorized, request } from '../../../app/api/client.ts';
import { writeToken } from '../../../app/api/tokenStorage.ts';
import { onTwoFactorSetupRequired } from '../../../app/api/twoFactorRequired.ts';
import { useTwoFactorSetupRequired } from '../../../app/features/shell/useTwoFactorSetupRequired.ts';
import { twoFactorMessages } from '../../../contract/twoFactorMessages.ts';
import { stubFetchEachTest } from './stubFetch.ts';

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('API client (docs/product.md#api-calls)', () => {
  const fetchSpy = stubFetchEachTest();

  function sent() {
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  }

  it('sends credentials, JSON bodies as JSON and no bearer without a token', async () => {
    fetchSpy.mockResolvedValue(answer(200, { token: 't' }));
    const result = await request('/api/auth/login', {
      method: 'POST',
      body: { email: 'a@b.co', password: 'x' },
      response: z.object({ token: z.string() }),
    });
    expect(result).toEqual({ token: 't' });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'x' }));
  });

  it('adds the stored bearer token', async () => {
    writeToken('secret-token');
    fetchSpy.mockResolvedValue(answer(204));
    await request('/api/auth/logout', { method: 'POST' });
    expect(sent().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    fetchSpy.mockResolvedValue(answer(204));
    const form = new FormData();
    form.append('logo', new Blob(['x']), 'logo.png');
    await request('/api/clients/1/logo', { method: 'POST', body: form });
    expect(sent().headers.get('Content-Type')).toBeNull();
    expect(sent().init.body).toBe(form);
  });

  it('throws the server problem as an ApiError', async () => {
    const problem = { title: 'One or more validation errors occurred.', status: 400, errors: { email: ['Please enter a valid email.'] } };
    fetchSpy.mockResolvedValue(answer(400, problem));
    const error = await request('/api/auth/login', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).problem).toEqual(problem);
  });

  it('makes a problem of a non-JSON error page', async () => {
    fetchSpy.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await request('/api/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.problem).toEqual({ title: 'Bad Gateway', status: 502 });
  });

  it('tells the session about a 401 when a token was sent, not on a failed login', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fetchSpy.mockImplementation(async () => answer(401, { title: 'Unauthorized', status: 401 }));
    await request('/api/auth/login', { method: 'POST', body: {} }).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    writeToken('expired');
    await request('/api/identities/current').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells the layout when the server wants two-factor turned on first, and only for that 403', async () => {
    const listener = vi.fn();
    const stop = onTwoFactorSetupRequired(listener);
    writeToken('admin');
    fetchSpy.mockImplementation(async () => answer(403, { title: 'Forbidden', status: 403 }));
    await request('/api/clients').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    fetchSpy.mockImplementation(async () => answer(403, { title: twoFactorMessages.adminSetupRequired, status: 403 }));
    await expect(request('/api/clients')).rejects.toMatchObject({ status: 403 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends an admin to enrol when a call is refused for it, after the setting was turned on while signed in', async () => {
    writeToken('admin');
    let required = false;
    fetchSpy.mockImplementation(async (input) => {
      if (String(input).endsWith('/api/auth/two-factor')) return answer(200, { enabled: false, recoveryCodesLeft: 0, setupRequired: required });
      return answer(403, { title: twoFactorMessages.adminSetupRequired, status: 403 });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useTwoFactorSetupRequired(true), { wrapper });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(result.current).toBe(false);
    required = true;
    await request('/api/clients').catch(() => undefined);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
