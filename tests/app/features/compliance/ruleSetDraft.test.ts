import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, errorAt, ruleSetBodyOf, toggled } from '../../../../app/features/compliance/ruleSetDraft.ts';
import { shippedRuleSet } from '../../../../contract/complianceRules.ts';

/** The compliance settings form's draft: a rule set in and the same rule set out, checked by the server's rule. */
describe('rule set draft', () => {
  it('gives back the rule set it was made from', () => {
    for (const key of ['default', 'AU-VIC'] as const) {
      const rules = { ...shippedRuleSet(key), bannedTerms: ['guaranteed win'] };
      expect(checkDraft(draftOf(rules))).toEqual({ rules });
    }
  });

  it('leaves out categories without forbidden zones and blank lines of terms', () => {
    const draft = { ...draftOf(shippedRuleSet('default')), forbidden: new Set(['wagering:bar']), bannedTerms: '  risk free \n\n sure thing' };
    expect(ruleSetBodyOf(draft)).toMatchObject({ forbidden: [{ category: 'wagering', zones: ['bar'] }], bannedTerms: ['risk free', 'sure thing'] });
  });

  it('keeps the slot settings while they are off, and sends none', () => {
    const draft = { ...draftOf(shippedRuleSet('default')), mandatoryOn: false };
    expect(ruleSetBodyOf(draft).mandatory).toBeNull();
    expect(draftOf({ ...shippedRuleSet('default'), mandatory: null })).toMatchObject({ mandatoryOn: false, secondsPerHour: '60', slotSeconds: '15', mandatoryZones: ['gaming-area'] });
  });

  it('names each refused field by the path the server uses', () => {
    const draft = { ...draftOf(shippedRuleSet('default')), secondsPerHour: 'ten', slotSeconds: '90', mandatoryZones: [] };
    const { errors } = checkDraft(draft);
    expect(errors).toMatchObject({
      'mandatory.secondsPerHour': 'Seconds per hour must be a whole number from 1 to 3600',
      'mandatory.zones': 'Choose at least one zone',
    });
    const tooLong = checkDraft({ ...draftOf(shippedRuleSet('default')), bannedTerms: `fine\n${'x'.repeat(101)}` });
    expect(errorAt(tooLong.errors ?? {}, 'bannedTerms')).toBe('A banned term must not be longer than 100 characters');
    expect(checkDraft({ ...draftOf(shippedRuleSet('default')), slotSeconds: '90' }).errors).toEqual({ 'mandatory.slotSeconds': 'A slot must not be longer than the seconds per hour' });
  });

  it('toggles a value of a group once', () => {
    expect(toggled(['jackpot'], 'jackpot', true)).toEqual(['jackpot']);
    expect(toggled(['jackpot'], 'wagering', true)).toEqual(['jackpot', 'wagering']);
    expect(toggled(['jackpot', 'wagering'], 'jackpot', false)).toEqual(['wagering']);
  });
});
