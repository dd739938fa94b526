import {
  recoveryCodesSchema,
  securitySettingsSchema,
  sessionListSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
  type DisableTwoFactorRequest,
  type EnableTwoFactorRequest,
  type SecuritySettings,
} from '../../contract/twoFactor.ts';
import { request } from './client.ts';

/** Two-factor sign-in and sessions of the signed-in person (issue 23); Settings uses these. */

export function fetchTwoFactorStatus() {
  return request('/api/auth/two-factor', { response: twoFactorStatusSchema });
}

export function startTwoFactorSetup() {
  return request('/api/auth/two-factor/setup', { method: 'POST', response: twoFactorEnrolmentSchema });
}

export function enableTwoFactor(body: EnableTwoFactorRequest) {
  return request('/api/auth/two-factor/enable', { method: 'POST', body, response: recoveryCodesSchema });
}

export function disableTwoFactor(body: DisableTwoFactorRequest) {
  return request('/api/auth/two-factor/disable', { method: 'POST', body });
}

export function fetchSecuritySettings() {
  return request('/api/auth/security-settings', { response: securitySettingsSchema });
}

export function saveSecuritySettings(body: SecuritySettings) {
  return request('/api/auth/security-settings', { method: 'PUT', body, response: securitySettingsSchema });
}

export function fetchSessions() {
  return request('/api/auth/sessions', { response: sessionListSchema });
}

export function endSession(sessionId: string) {
  return request(`/api/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

export function endOtherSessions() {
  return request('/api/auth/sessions', { method: 'DELETE' });
}

/** Query keys: the cards refresh each other (enrolment changes the status). */
export const securityKeys = {
  twoFactor: ['auth', 'two-factor'] as const,
  sessions: ['auth', 'sessions'] as const,
  settings: ['auth', 'security-settings'] as const,
};
