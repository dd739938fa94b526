import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ruleSetKeys, type Jurisdiction, type RuleSetKey } from '../../../contract/compliance.ts';
import type { RuleSet } from '../../../contract/complianceRules.ts';
import { isValidationProblem, problemFromError } from '../../../contract/problems.ts';
import { assetsQuery } from '../../api/assets.ts';
import { approvalSettingsQuery, complianceKeys, restoreDefaultRuleSet, ruleSetsQuery, saveApprovalSettings, saveRegionJurisdiction, saveRuleSet } from '../../api/compliance.ts';
import { assetKeys } from '../../api/assets.ts';
import { useFieldErrors } from '../../api/fieldErrors.ts';
import { regionsQuery } from '../../api/regions.ts';
import { scheduleKeys } from '../../api/schedules.ts';
import { ApprovalSettingCard } from '../../features/compliance/ApprovalSettingCard.tsx';
import { APPROVAL_SETTING_SAVE_FAILED, APPROVAL_SETTING_SAVED } from '../../shared/compliance/approvalTexts.ts';
import { ComplianceSettingsView } from '../../features/compliance/ComplianceSettingsView.tsx';
import {
  JURISDICTION_SAVE_FAILED,
  JURISDICTION_SAVED,
  RULES_SAVE_FAILED,
  RULES_SAVED,
  RULES_SAVING,
} from '../../shared/compliance/complianceTexts.ts';
import { RULES_RESTORE_FAILED, RULES_RESTORED } from '../../features/compliance/restoreDefaultsTexts.ts';
import { useAddressFields } from '../../routing/useAddressFields.ts';
import { usePermission } from '../../session/usePermission.ts';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { queriesStatus, queryStatus } from '../../api/queryStatus.ts';

const FIELD_KEYS = ['jurisdiction'] as const;
const ruleSetKeyOf = (value: string | undefined): RuleSetKey => ruleSetKeys.find((key) => key === value) ?? 'default';

/** A refusal no field shows (404, 403), in the server's words. */
function formErrorOf(error: unknown): string | null {
  if (!error) return null;
  const problem = problemFromError(error);
  if (problem && isValidationProblem(problem)) return null;
  return problem?.title ?? null;
}

/**
 * /settings/compliance (docs/compliance.md, docs/permissions.md: admins change the rule sets and
 * jurisdictions, approvers read them). A saved rule set or jurisdiction changes what screens may
 * show, so the timelines are fetched again.
 */
export function ComplianceSettingsRoute() {
  const canEdit = usePermission('compliance.edit');
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [address, setAddress] = useAddressFields(FIELD_KEYS);
  const ruleSetKey = ruleSetKeyOf(address.jurisdiction);
  const [savedCount, setSavedCount] = useState(0);

  const ruleSets = useQuery(ruleSetsQuery());
  const regions = useQuery(regionsQuery());
  const assets = useQuery(assetsQuery());

  const rules = useMutation({
    mutationFn: ({ key, rules: body }: { key: RuleSetKey; rules: RuleSet }) => saveRuleSet(key, body),
    onMutate: () => showToast({ title: RULES_SAVING }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: complianceKeys.rules });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.timelines });
      // The entries' skipped marks follow zones, jurisdictions and rules.
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      setSavedCount((count) => count + 1);
      showToast({ title: RULES_SAVED, variant: 'success' });
    },
    onError: () => showToast({ title: RULES_SAVE_FAILED, variant: 'destructive' }),
  });
  const fieldErrors = useFieldErrors(rules.error);

  // Restore defaults: the admins' rules go; the form starts again from the shipped ones.
  const restore = useMutation({
    mutationFn: (key: RuleSetKey) => restoreDefaultRuleSet(key),
    onSuccess: async () => {
      rules.reset();
      await queryClient.invalidateQueries({ queryKey: complianceKeys.rules });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.timelines });
      // The entries' skipped marks follow zones, jurisdictions and rules.
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      setSavedCount((count) => count + 1);
      showToast({ title: RULES_RESTORED, variant: 'success' });
    },
  });
  useErrorToast(restore.error, RULES_RESTORE_FAILED);

  const jurisdiction = useMutation({
    mutationFn: ({ regionId, jurisdiction: next }: { regionId: string; jurisdiction: Jurisdiction | null }) => saveRegionJurisdiction(regionId, next),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: regionsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.timelines });
      // The entries' skipped marks follow zones, jurisdictions and rules.
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      showToast({ title: JURISDICTION_SAVED, variant: 'success' });
    },
  });
  useErrorToast(jurisdiction.error, JURISDICTION_SAVE_FAILED);

  // "All layouts need approval": saved as soon as it changes; every layout's approval and every timeline may follow.
  const approvalSettings = useQuery(approvalSettingsQuery());
  const approvalSetting = useMutation({
    mutationFn: (next: boolean) => saveApprovalSettings(next),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: complianceKeys.approvalSettings });
      void queryClient.invalidateQueries({ queryKey: assetKeys.all });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.timelines });
      // The entries' skipped marks follow zones, jurisdictions and rules.
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      showToast({ title: APPROVAL_SETTING_SAVED, variant: 'success' });
    },
  });
  useErrorToast(approvalSetting.error, APPROVAL_SETTING_SAVE_FAILED);

  const status = queriesStatus(ruleSets, regions);
  return (
    <ComplianceSettingsView
      status={status}
      onRetry={() => {
        void ruleSets.refetch();
        void regions.refetch();
      }}
      ruleSets={ruleSets.data?.items ?? []}
      regions={regions.data ?? []}
      layouts={(assets.data ?? []).filter((asset) => asset.type === 'GROUP' && asset.category === 'responsible-gambling')}
      canEdit={canEdit}
      ruleSetKey={ruleSetKey}
      onRuleSetKeyChange={(key) => {
        rules.reset();
        setAddress({ jurisdiction: key === 'default' ? undefined : key });
      }}
      saving={rules.isPending}
      fieldErrors={fieldErrors}
      formError={formErrorOf(rules.error)}
      onSave={(key, body) => rules.mutate({ key, rules: body })}
      onRestoreDefaults={canEdit ? (key) => restore.mutate(key) : undefined}
      restoring={restore.isPending}
      savingRegionId={jurisdiction.isPending ? jurisdiction.variables.regionId : null}
      onJurisdictionChange={(regionId, next) => jurisdiction.mutate({ regionId, jurisdiction: next })}
      savedCount={savedCount}
      approvalSetting={
        <ApprovalSettingCard
          status={queryStatus(approvalSettings)}
          allLayoutsNeedApproval={approvalSetting.isPending ? approvalSetting.variables : (approvalSettings.data?.allLayoutsNeedApproval ?? false)}
          canEdit={canEdit}
          saving={approvalSetting.isPending}
          onChange={(next) => approvalSetting.mutate(next)}
        />
      }
    />
  );
}
