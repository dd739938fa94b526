import { ruleSetKeys, type Category, type RuleSetKey } from '../../../contract/compliance.ts';
import { shippedRuleSet, type RuleSet } from '../../../contract/complianceRules.ts';

/**
 * Whether a layout of this category needs approval under a rule set (docs/compliance.md#approval):
 * its category is in the rules' `requireApproval`, or every layout needs it (the admins' setting).
 */
export function needsApproval(category: Category, rules: RuleSet, allLayouts: boolean): boolean {
  return allLayouts || rules.requireApproval.includes(category);
}

/** Whether the layout needs approval under any rule set: what the asset's `approval.required` says. */
export function needsApprovalSomewhere(category: Category, rulesByKey: ReadonlyMap<RuleSetKey, RuleSet>, allLayouts: boolean): boolean {
  return ruleSetKeys.some((key) => needsApproval(category, rulesByKey.get(key) ?? shippedRuleSet(key), allLayouts));
}
