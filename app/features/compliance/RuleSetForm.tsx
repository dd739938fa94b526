import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { categories, zones, type RuleSetKey } from '../../../contract/compliance.ts';
import type { RuleSet } from '../../../contract/complianceRules.ts';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, Checkbox, ConfirmDialog, FormControl, FormError, Input, Select, TextField, vars } from '../../../ui-kit/index.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { categoryLabels, ruleSetLabel, zoneLabels } from '../../shared/compliance/complianceTexts.ts';
import { RESTORE_DEFAULTS_DESCRIPTION } from './restoreDefaultsTexts.ts';
import { ForbiddenGrid } from './ForbiddenGrid.tsx';
import { cellKey, checkDraft, draftOf, errorAt, toggled, type RuleSetDraft } from './ruleSetDraft.ts';

const Sections = styled.div`
  display: grid;
  gap: ${vars.space[24]};

  & h3 {
    margin: 0 0 ${vars.space[8]};
    font-size: ${vars.fontSize.lg};
  }

  & p {
    margin: 0 0 ${vars.space[8]};
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

const Slots = styled.div`
  display: grid;
  gap: ${vars.space[12]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  margin-top: ${vars.space[12]};
`;

const Terms = styled(Input).attrs({ as: 'textarea' })`
  min-height: 6rem;
  padding-top: ${vars.space[8]};
  resize: vertical;
`;

/** The mandatory layout's "none chosen": the client's newest responsible-gambling layout. */
const NEWEST = 'newest';

export interface RuleSetFormProps {
  ruleSetKey: RuleSetKey;
  rules: RuleSet;
  /** Bumped when a save or a restore lands: the form starts again from `rules`, what the server keeps. */
  savedCount?: number | undefined;
  /** The shipped defaults, untouched by any admin. */
  isDefault: boolean;
  /** The responsible-gambling layouts the slots may show. */
  layouts: readonly { id: string; name: string }[];
  /** Admins change the rules; approvers read them. */
  canEdit: boolean;
  saving: boolean;
  /** The server's refusal by field path ('mandatory.slotSeconds'). */
  fieldErrors: Readonly<Record<string, string>>;
  /** A refusal no field shows. */
  formError: string | null;
  onSave: (rules: RuleSet) => void;
  /** Puts the shipped defaults back (admins, once a rule set was changed), after a confirm dialog. */
  onRestoreDefaults?: (() => void) | undefined;
  /** The shipped defaults are being put back. */
  restoring?: boolean | undefined;
}

/**
 * One jurisdiction's rule set (docs/compliance.md#the-model): the forbidden grid, the
 * responsible-gambling slots, what needs a last date or approval, and the banned terms. Checked by
 * the rule the server saves by before it is sent; the server's refusals show at their fields too.
 */
export function RuleSetForm(props: RuleSetFormProps) {
  const { ruleSetKey, rules, savedCount = 0, isDefault, layouts, canEdit, saving, fieldErrors, formError, onSave, onRestoreDefaults, restoring = false } = props;
  const [confirmingRestore, setConfirmingRestore] = useState(false);
  const [draft, setDraft] = useState<RuleSetDraft>(() => draftOf(rules));
  const [checked, setChecked] = useState<Record<string, string>>({});
  // A save landed: start again from the server's rules. Set here, not by remounting the form (a
  // remount took the focus from Save rules and dropped a keyboard user at the top of the page).
  const [draftSince, setDraftSince] = useState(savedCount);
  if (draftSince !== savedCount) {
    setDraftSince(savedCount);
    setDraft(draftOf(rules));
    setChecked({});
  }
  const errors = { ...fieldErrors, ...checked };
  const disabled = !canEdit || saving || restoring;
  const termsId = useId();
  const change = (next: Partial<RuleSetDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkDraft(draft);
    setChecked(result.errors ?? {});
    if (result.rules) onSave(result.rules);
  };
  const unknownLayout = draft.mandatoryAssetId !== null && !layouts.some((layout) => layout.id === draft.mandatoryAssetId);
  const layoutOptions = [
    { value: NEWEST, label: 'The newest responsible-gambling layout' },
    ...layouts.map((layout) => ({ value: layout.id, label: layout.name })),
    ...(unknownLayout && draft.mandatoryAssetId ? [{ value: draft.mandatoryAssetId, label: 'A layout no longer in that category' }] : []),
  ];

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={`Rules of ${ruleSetLabel(ruleSetKey)}`}>
        <CardHeader
          title={ruleSetLabel(ruleSetKey)}
          description="Who may see what, where: these rules refuse schedules that break them and skip content they forbid."
          actions={isDefault ? <Badge variant="secondary">Shipped defaults</Badge> : <Badge>Changed by an admin</Badge>}
        />
        <CardContent>
          <Sections>
            {formError ? <FormError>{formError}</FormError> : null}
            <section>
              <h3>Forbidden content</h3>
              <p>Tick a zone to keep a category off every screen in it.</p>
              <ForbiddenGrid
                forbidden={draft.forbidden}
                disabled={disabled}
                onToggle={(category, zone, on) => {
                  const forbidden = new Set(draft.forbidden);
                  if (on) forbidden.add(cellKey(category, zone));
                  else forbidden.delete(cellKey(category, zone));
                  change({ forbidden });
                }}
              />
              {errorAt(errors, 'forbidden') ? <FormError>{errorAt(errors, 'forbidden')}</FormError> : null}
            </section>
            <section>
              <h3>Responsible-gambling notices</h3>
              <p>Laid over everything else during open hours, takeovers included, in evenly spaced slots each hour.</p>
              <Checkbox
                label="Show responsible-gambling notices"
                checked={draft.mandatoryOn}
                disabled={disabled}
                onChange={(event) => change({ mandatoryOn: event.target.checked })}
              />
              {draft.mandatoryOn ? (
                <Slots>
                  <CheckboxGroup
                    legend="In these zones"
                    options={zones}
                    labels={zoneLabels}
                    chosen={draft.mandatoryZones}
                    disabled={disabled}
                    error={errorAt(errors, 'mandatory.zones')}
                    onToggle={(zone, on) => change({ mandatoryZones: toggled(draft.mandatoryZones, zone, on) })}
                  />
                  <TextField
                    label="Seconds per hour"
                    inputMode="numeric"
                    value={draft.secondsPerHour}
                    disabled={disabled}
                    error={errorAt(errors, 'mandatory.secondsPerHour')}
                    onChange={(event) => change({ secondsPerHour: event.target.value })}
                  />
                  <TextField
                    label="Slot length (seconds)"
                    inputMode="numeric"
                    value={draft.slotSeconds}
                    disabled={disabled}
                    error={errorAt(errors, 'mandatory.slotSeconds')}
                    onChange={(event) => change({ slotSeconds: event.target.value })}
                  />
                  <Select
                    label="Layout"
                    options={layoutOptions}
                    value={draft.mandatoryAssetId ?? NEWEST}
                    disabled={disabled}
                    {...(errorAt(errors, 'mandatory.assetId') ? { error: errorAt(errors, 'mandatory.assetId') as string } : {})}
                    onValueChange={(value) => change({ mandatoryAssetId: value === NEWEST ? null : value })}
                  />
                </Slots>
              ) : null}
            </section>
            <CheckboxGroup
              legend="A last date is required for"
              options={categories}
              labels={categoryLabels}
              chosen={draft.requireLastDate}
              disabled={disabled}
              error={errorAt(errors, 'requireLastDate')}
              onToggle={(category, on) => change({ requireLastDate: toggled(draft.requireLastDate, category, on) })}
            />
            <CheckboxGroup
              legend="Approval is required for"
              options={categories}
              labels={categoryLabels}
              chosen={draft.requireApproval}
              disabled={disabled}
              error={errorAt(errors, 'requireApproval')}
              onToggle={(category, on) => change({ requireApproval: toggled(draft.requireApproval, category, on) })}
            />
            <FormControl id={termsId} label="Banned terms" hint="One a line. A layout's text containing one is warned about where these rules apply." {...(errorAt(errors, 'bannedTerms') ? { error: errorAt(errors, 'bannedTerms') as string } : {})}>
              {(control) => (
                <Terms id={termsId} value={draft.bannedTerms} disabled={disabled} rows={4} onChange={(event: { target: { value: string } }) => change({ bannedTerms: event.target.value })} {...control} />
              )}
            </FormControl>
          </Sections>
        </CardContent>
        {canEdit ? (
          <CardFooter>
            <Button type="submit" loading={saving} disabled={restoring}>
              {saving ? 'Saving...' : 'Save rules'}
            </Button>
            {onRestoreDefaults && !isDefault ? (
              <Button type="button" variant="outline" disabled={saving} loading={restoring} onClick={() => setConfirmingRestore(true)}>
                Restore defaults
              </Button>
            ) : null}
          </CardFooter>
        ) : null}
      </form>
      {onRestoreDefaults ? (
        <ConfirmDialog
          open={confirmingRestore}
          onOpenChange={setConfirmingRestore}
          title={`Restore the shipped rules of ${ruleSetLabel(ruleSetKey)}?`}
          description={RESTORE_DEFAULTS_DESCRIPTION}
          confirmLabel="Restore defaults"
          variant="destructive"
          loading={restoring}
          onConfirm={() => {
            onRestoreDefaults();
            setConfirmingRestore(false);
          }}
        />
      ) : null}
    </Card>
  );
}
