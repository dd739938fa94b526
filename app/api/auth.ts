import {
  loginResponseSchema,
  tokenResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
} from '../../contract/auth.ts';
import { currentIdentitySchema } from '../../contract/identities.ts';
import type { TwoFactorLoginRequest } from '../../contract/twoFactor.ts';
import { request } from './client.ts';

export function login(credentials: LoginRequest) {
  return request('/api/auth/login', { method: 'POST', body: credentials, response: loginResponseSchema });
}

/** The code step of a sign-in with two-factor on. */
export function verifyTwoFactor(body: TwoFactorLoginRequest) {
  return request('/api/auth/login/two-factor', { method: 'POST', body, response: tokenResponseSchema });
}

export function logout() {
  return request('/api/auth/logout', { method: 'POST' });
}

export function forgotPassword(body: ForgotPasswordRequest) {
  return request('/api/auth/forgot-password', { method: 'POST', body });
}

export function resetPassword(body: ResetPasswordRequest) {
  return request('/api/auth/reset-password', { method: 'POST', body });
}

export function fetchCurrentIdentity() {
  return request('/api/identities/current', { response: currentIdentitySchema });
}
