import { describe, expect, it } from 'vitest';
import { ruleSetKeys } from '../../../../contract/compliance.ts';
import { shippedRuleSet, type RuleSetList } from '../../../../contract/complianceRules.ts';
import { MANDATORY_LAYOUT_MISSING, MANDATORY_LAYOUT_NOT_APPROVED } from '../../../../contract/mandatoryLayoutTexts.ts';
import { mandatoryLayoutProblems } from '../../../../app/shared/compliance/MandatoryLayoutWarning.tsx';

type Item = RuleSetList['items'][number];
const LAYOUT = '4f2b8d5e-0a7c-4b1d-8e4f-5a6b7c8d9e0f';
const shipped: Item[] = ruleSetKeys.map((key) => ({
  jurisdiction: key,
  isDefault: true,
  rules: shippedRuleSet(key),
  mandatoryLayout: shippedRuleSet(key).mandatory ? { assetId: LAYOUT, playable: true } : null,
}));
const withLayout = (items: Item[], layout: (item: Item) => Item['mandatoryLayout']) => items.map((item) => ({ ...item, mandatoryLayout: layout(item) }));

describe('the warning of responsible-gambling slots with nothing to play', () => {
  it('says nothing when every rule set has a layout screens may play', () => {
    expect(mandatoryLayoutProblems(shipped)).toEqual([]);
  });

  it('names the rule sets one by one when only some are affected, apart by why', () => {
    const items = withLayout(shipped, (item) =>
      item.jurisdiction === 'AU-NSW' ? { assetId: LAYOUT, playable: false } : item.jurisdiction === 'AU-VIC' ? { assetId: null, playable: false } : item.mandatoryLayout,
    );
    expect(mandatoryLayoutProblems(items)).toEqual([
      { title: MANDATORY_LAYOUT_NOT_APPROVED, ruleSets: ['AU-NSW'], everywhere: false },
      { title: MANDATORY_LAYOUT_MISSING, ruleSets: ['AU-VIC'], everywhere: false },
    ]);
  });

  it('says every jurisdiction when every rule set that lays slots has none', () => {
    const items = withLayout(shipped, (item) => (item.rules.mandatory ? { assetId: null, playable: false } : null));
    const [problem, ...others] = mandatoryLayoutProblems(items);
    expect(others).toEqual([]);
    expect(problem?.everywhere).toBe(true);
    expect(problem?.ruleSets).toEqual(shipped.filter((item) => item.rules.mandatory).map((item) => item.jurisdiction));
  });

  it('names a lone rule set that lays slots rather than calling it every jurisdiction', () => {
    const [first] = shipped;
    const items = [{ ...first!, mandatoryLayout: { assetId: null, playable: false } }];
    expect(mandatoryLayoutProblems(items)).toEqual([{ title: MANDATORY_LAYOUT_MISSING, ruleSets: [first!.jurisdiction], everywhere: false }]);
  });
});
