import type { AssetUse } from '../../../contract/assets.ts';
import { ruleSetKeys, type RuleSetKey } from '../../../contract/compliance.ts';
import { ruleSetLabel } from '../../shared/compliance/complianceTexts.ts';
import type { MutationDialogInput } from '../../../machines/mutationDialog.machine.ts';

/**
 * The toasts of /assets' Duplicate and Delete. docs/product.md#messages names none for them: they follow
 * its "Asset created successfully" and "Failed to delete file" wording.
 */
export const duplicateAssetTexts: MutationDialogInput = {
  progressText: 'Duplicating asset...',
  successTitle: 'Asset duplicated successfully',
  errorTitle: 'Failed to duplicate asset',
};

export const deleteAssetTexts: MutationDialogInput = {
  progressText: 'Deleting asset...',
  successTitle: 'Asset deleted successfully',
  errorTitle: 'Failed to delete asset',
};

/** The list did not load (docs/product.md#messages gives no title for it; the page itself shows Error). */
export const ASSETS_LOAD_ERROR_TITLE = 'Error loading assets';

const USE_KINDS: Record<AssetUse['kind'], string> = {
  layout: 'Layout',
  display: 'Display',
  playlist: 'Playlist',
  schedule: 'Schedule entry',
  takeover: 'Takeover',
  rules: 'Responsible-gambling slots',
};

const isRuleSetKey = (name: string): name is RuleSetKey => (ruleSetKeys as readonly string[]).includes(name);

/**
 * One line of "where it is used": 'Playlist: Happy hour', 'Responsible-gambling slots: New South
 * Wales, in Compliance rules'. A rule set's slots are not changed where the other uses are: the
 * line says where (/settings/compliance, an admin's).
 */
export const assetUseText = (use: AssetUse) =>
  use.kind === 'rules'
    ? `${USE_KINDS.rules}: ${isRuleSetKey(use.name) ? ruleSetLabel(use.name) : use.name}, in Compliance rules`
    : `${USE_KINDS[use.kind]}: ${use.name}`;
