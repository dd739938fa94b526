import {
  loginResponseSchema,
  logoutResponseSchema,
  tokenResponseSchema,
  type LogoutResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
} from '../../contract/auth.ts';
import { currentIdentitySchema } from '../../contract/identities.ts';
import type { TwoFactorLoginRequest } from '../../contract/twoFactor.ts';
import { request } from './client.ts';
import { clearToken } from './tokenStorage.ts';

export function login(credentials: LoginRequest) {
  return request('/api/auth/login', { method: 'POST', body: credentials, response: loginResponseSchema });
}

/** The code step of a sign-in with two-factor on. */
export function verifyTwoFactor(body: TwoFactorLoginRequest) {
  return request('/api/auth/login/two-factor', { method: 'POST', body, response: tokenResponseSchema });
}

/**
 * Ends the session. One begun at the OpenID provider ends there too (docs/permissions.md#single-sign-on):
 * the browser goes on to the provider's sign-out, which sends it back to /login.
 */
export async function logout(): Promise<void> {
  const answer: LogoutResponse | undefined = await request('/api/auth/logout', { method: 'POST', response: logoutResponseSchema });
  if (answer?.signOutUrl) {
    clearToken();
    window.location.assign(answer.signOutUrl);
  }
}

export function forgotPassword(body: ForgotPasswordRequest) {
  return request('/api/auth/forgot-password', { method: 'POST', body });
}

export function resetPassword(body: ResetPasswordRequest) {
  return request('/api/auth/reset-password', { method: 'POST', body });
}

/** `answer`: the same call already sent (app/session/earlyIdentity.ts), checked here as if sent now. */
export function fetchCurrentIdentity(answer?: Promise<Response>) {
  return request('/api/identities/current', { response: currentIdentitySchema, ...(answer ? { answer } : {}) });
}
