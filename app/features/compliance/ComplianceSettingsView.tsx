import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ruleSetKeys, type Jurisdiction, type RuleSetKey } from '../../../contract/compliance.ts';
import type { RuleSet, RuleSetList } from '../../../contract/complianceRules.ts';
import type { Region } from '../../../contract/regions.ts';
import { Alert, Button, Card, CardContent, PageHeader, Select, Spinner, vars } from '../../../ui-kit/index.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { COMPLIANCE_LOAD_FAILED, COMPLIANCE_NOT_LEGAL_ADVICE, COMPLIANCE_READ_ONLY, ruleSetLabel } from '../../shared/compliance/complianceTexts.ts';
import { MandatoryLayoutWarning } from '../../shared/compliance/MandatoryLayoutWarning.tsx';
import { RegionJurisdictionsCard } from './RegionJurisdictionsCard.tsx';
import { RuleSetForm } from './RuleSetForm.tsx';

const Chooser = styled.div`
  max-width: 24rem;
`;

const Centred = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[12]};
  padding: ${vars.space[24]};
`;

const ruleSetOptions = ruleSetKeys.map((value) => ({ value, label: ruleSetLabel(value) }));

export interface ComplianceSettingsViewProps {
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  ruleSets: RuleSetList['items'];
  regions: readonly Region[];
  /** The responsible-gambling layouts the slots may show. */
  layouts: readonly { id: string; name: string }[];
  /** Admins change rules and jurisdictions; approvers read them. */
  canEdit: boolean;
  /** The rule set shown, kept in the address (`?jurisdiction=`). */
  ruleSetKey: RuleSetKey;
  onRuleSetKeyChange: (key: RuleSetKey) => void;
  saving: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  formError: string | null;
  onSave: (key: RuleSetKey, rules: RuleSet) => void;
  /** Puts a jurisdiction's shipped defaults back (admins). */
  onRestoreDefaults?: ((key: RuleSetKey) => void) | undefined;
  restoring?: boolean | undefined;
  savingRegionId: string | null;
  onJurisdictionChange: (regionId: string, jurisdiction: Jurisdiction | null) => void;
  /** Bumped when a save lands, so the form starts again from what the server keeps. */
  savedCount?: number;
  /** "All layouts need approval" (ApprovalSettingCard), above the rule sets whose categories it overrides. */
  approvalSetting?: ReactNode;
}

/**
 * /settings/compliance (docs/compliance.md): each jurisdiction's rule set and each region's
 * jurisdiction. Admins change them; approvers read them; the shipped rules are a starting point.
 */
export function ComplianceSettingsView(props: ComplianceSettingsViewProps) {
  const { status, ruleSets, ruleSetKey, canEdit } = props;
  const header = <PageHeader title="Compliance rules" description={COMPLIANCE_NOT_LEGAL_ADVICE} />;
  if (status !== 'ready') {
    return (
      <PageStack>
        {header}
        <Card>
          <CardContent>
            <Centred>
              {status === 'loading' ? (
                <Spinner label="Loading compliance rules" />
              ) : (
                <>
                  <Alert variant="destructive" title={COMPLIANCE_LOAD_FAILED} />
                  <Button variant="outline" onClick={props.onRetry}>
                    Try again
                  </Button>
                </>
              )}
            </Centred>
          </CardContent>
        </Card>
      </PageStack>
    );
  }
  const shown = ruleSets.find((item) => item.jurisdiction === ruleSetKey);
  return (
    <PageStack>
      {header}
      {canEdit ? null : <Alert title={COMPLIANCE_READ_ONLY} />}
      <MandatoryLayoutWarning items={ruleSets} />
      <RegionJurisdictionsCard
        regions={props.regions}
        canEdit={canEdit}
        savingRegionId={props.savingRegionId}
        onJurisdictionChange={props.onJurisdictionChange}
      />
      {props.approvalSetting}
      <Chooser>
        <Select label="Rules of" options={ruleSetOptions} value={ruleSetKey} onValueChange={(value) => props.onRuleSetKeyChange(value as RuleSetKey)} />
      </Chooser>
      {shown ? (
        <RuleSetForm
          // Another rule set starts the form afresh; a save starts it again from the server's rules (savedCount).
          key={ruleSetKey}
          ruleSetKey={ruleSetKey}
          savedCount={props.savedCount}
          rules={shown.rules}
          isDefault={shown.isDefault}
          layouts={props.layouts}
          canEdit={canEdit}
          saving={props.saving}
          fieldErrors={props.fieldErrors}
          formError={props.formError}
          onSave={(rules) => props.onSave(ruleSetKey, rules)}
          onRestoreDefaults={props.onRestoreDefaults ? () => props.onRestoreDefaults?.(ruleSetKey) : undefined}
          restoring={props.restoring}
        />
      ) : null}
    </PageStack>
  );
}
