import { queryOptions } from '@tanstack/react-query';
import { approvalSettingsSchema } from '../../contract/approvals.ts';
import type { Jurisdiction, RuleSetKey, Zone } from '../../contract/compliance.ts';
import { displaySchema } from '../../contract/displays.ts';
import { regionSchema } from '../../contract/regions.ts';
import { request } from './client.ts';

/** PUT /api/display/{displayId}/zone (admins): where the screen hangs (docs/compliance.md#the-model). */
export function saveDisplayZone(displayId: string, zone: Zone) {
  return request(`/api/display/${encodeURIComponent(displayId)}/zone`, { method: 'PUT', body: { zone }, response: displaySchema });
}

/** PUT /api/regions/{regionId} (admins): the jurisdiction whose rule set the region's venues follow; null for `default`. */
export function saveRegionJurisdiction(regionId: string, jurisdiction: Jurisdiction | null) {
  return request(`/api/regions/${encodeURIComponent(regionId)}`, { method: 'PUT', body: { jurisdiction }, response: regionSchema });
}

export const complianceKeys = { rules: ['compliance', 'rules'] as const, approvalSettings: ['compliance', 'approvalSettings'] as const };

/** GET /api/compliance/approval-settings: whether every layout needs approval (docs/permissions.md#approvals). */
export const approvalSettingsQuery = () =>
  queryOptions({
    queryKey: complianceKeys.approvalSettings,
    queryFn: ({ signal }) => request('/api/compliance/approval-settings', { response: approvalSettingsSchema, signal }),
  });

/** PUT /api/compliance/approval-settings (admins, audited): answers 204. */
export function saveApprovalSettings(allLayoutsNeedApproval: boolean) {
  return request('/api/compliance/approval-settings', { method: 'PUT', body: { allLayoutsNeedApproval } });
}

/** GET /api/compliance/rules: every jurisdiction's rule set (the schema is loaded with the settings page only). */
export const ruleSetsQuery = () =>
  queryOptions({
    queryKey: complianceKeys.rules,
    queryFn: async ({ signal }) => {
      const { ruleSetListSchema } = await import('../../contract/complianceRules.ts');
      return request('/api/compliance/rules', { response: ruleSetListSchema, signal });
    },
  });

/** PUT /api/compliance/rules/{key} (admins, audited). */
export function saveRuleSet(key: RuleSetKey, rules: unknown) {
  return request(`/api/compliance/rules/${encodeURIComponent(key)}`, { method: 'PUT', body: rules });
}

/** POST /api/compliance/rules/{key}/restore-defaults (admins, audited): the shipped rules again. */
export function restoreDefaultRuleSet(key: RuleSetKey) {
  return request(`/api/compliance/rules/${encodeURIComponent(key)}/restore-defaults`, { method: 'POST' });
}
