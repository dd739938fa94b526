import { queryOptions } from '@tanstack/react-query';
import {
  recoveryCodesSchema,
  securitySettingsSchema,
  sessionListSchema,
  twoFactorEnrolmentSchema,
  type DisableTwoFactorRequest,
  type EnableTwoFactorRequest,
  type SecuritySettings,
} from '../../contract/twoFactorSettings.ts';
import { request } from './client.ts';
import { securityKeys } from './twoFactorStatus.ts';

/** Two-factor enrolment, settings and sessions of the signed-in person; Settings uses these. */

export function startTwoFactorSetup() {
  return request('/api/auth/two-factor/setup', { method: 'POST', response: twoFactorEnrolmentSchema });
}

export function enableTwoFactor(body: EnableTwoFactorRequest) {
  return request('/api/auth/two-factor/enable', { method: 'POST', body, response: recoveryCodesSchema });
}

export function disableTwoFactor(body: DisableTwoFactorRequest) {
  return request('/api/auth/two-factor/disable', { method: 'POST', body });
}

/** GET /api/auth/security-settings (settings.edit): whether admins must use two-factor sign-in. */
export const securitySettingsQuery = () =>
  queryOptions({
    queryKey: securityKeys.settings,
    queryFn: () => request('/api/auth/security-settings', { response: securitySettingsSchema }),
  });

export function saveSecuritySettings(body: SecuritySettings) {
  return request('/api/auth/security-settings', { method: 'PUT', body, response: securitySettingsSchema });
}

/** GET /api/auth/sessions: the signed-in person's sessions. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: securityKeys.sessions,
    queryFn: () => request('/api/auth/sessions', { response: sessionListSchema }),
  });

export function endSession(sessionId: string) {
  return request(`/api/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

export function endOtherSessions() {
  return request('/api/auth/sessions', { method: 'DELETE' });
}
