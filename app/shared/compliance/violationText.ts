import type { Violation } from '../../../contract/complianceRules.ts';
import { categoryLabels, jurisdictionLabels, zoneLabels } from './complianceTexts.ts';

/** Whose rules refused it, in a sentence: "the Victoria rules", "the default rules". */
const rulesOf = (violation: Violation) => (violation.jurisdiction === 'default' ? 'the default rules' : `the ${jurisdictionLabels[violation.jurisdiction]} rules`);

/**
 * One refused screen in plain words: what may not play, where and by whose rules
 * ("Gaming promotion is not allowed in the zone Seen from outside under the New South Wales rules").
 */
export function violationReason(violation: Violation): string {
  const zone = violation.zone === 'unassigned' ? 'on a screen whose zone is not set' : `in the zone ${zoneLabels[violation.zone]}`;
  return `${categoryLabels[violation.category]} is not allowed ${zone} under ${rulesOf(violation)}.`;
}

export const VIOLATIONS_HELP = 'Nothing was saved. Choose fewer screens, or another layout, and save again.';
