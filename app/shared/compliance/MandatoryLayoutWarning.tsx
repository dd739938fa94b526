import { Link } from 'react-router';
import type { RuleSetList } from '../../../contract/complianceRules.ts';
import { MANDATORY_LAYOUT_MISSING, MANDATORY_LAYOUT_NOT_APPROVED } from '../../../contract/mandatoryLayoutTexts.ts';
import { Alert } from '../../../ui-kit/index.ts';
import { ruleSetLabel } from './complianceTexts.ts';

type RuleSetItem = RuleSetList['items'][number];

/** One warning: what is wrong and the rule sets whose slots it leaves empty. */
export interface MandatoryLayoutProblem {
  title: typeof MANDATORY_LAYOUT_NOT_APPROVED | typeof MANDATORY_LAYOUT_MISSING;
  ruleSets: RuleSetItem['jurisdiction'][];
  /** Every rule set that lays slots has this problem: said as such rather than listed one by one. */
  everywhere: boolean;
}

/**
 * The rule sets whose mandatory slots no layout may fill (the server's `mandatoryLayout.playable`,
 * docs/compliance.md#approval), grouped by why: one never approved, or none at all.
 */
export function mandatoryLayoutProblems(items: readonly RuleSetItem[]): MandatoryLayoutProblem[] {
  const empty = items.filter((item) => item.rules.mandatory && item.mandatoryLayout && !item.mandatoryLayout.playable);
  const unapproved = empty.filter((item) => item.mandatoryLayout?.assetId !== null).map((item) => item.jurisdiction);
  const missing = empty.filter((item) => item.mandatoryLayout?.assetId === null).map((item) => item.jurisdiction);
  const laying = items.filter((item) => item.rules.mandatory).length;
  const problem = (title: MandatoryLayoutProblem['title'], ruleSets: MandatoryLayoutProblem['ruleSets']): MandatoryLayoutProblem[] =>
    ruleSets.length > 0 ? [{ title, ruleSets, everywhere: ruleSets.length > 1 && ruleSets.length === laying }] : [];
  return [...problem(MANDATORY_LAYOUT_NOT_APPROVED, unapproved), ...problem(MANDATORY_LAYOUT_MISSING, missing)];
}

/** Where the slots stay empty: the rule sets by name, or every jurisdiction when it is all of them. */
const whereSaid = (problem: MandatoryLayoutProblem): string =>
  problem.everywhere ? 'in every jurisdiction' : `under ${problem.ruleSets.map(ruleSetLabel).join(', ')}`;

/**
 * Slots must never be silently empty: where a rule set's responsible-gambling slots have no layout
 * screens may play, the compliance settings and home pages say so, and where to act.
 */
export function MandatoryLayoutWarning({ items, linkToSettings = false }: { items: readonly RuleSetItem[]; linkToSettings?: boolean }) {
  return (
    <>
      {mandatoryLayoutProblems(items).map((problem) => (
        <Alert key={problem.title} variant="destructive" title={problem.title} data-mandatory-layout-warning="">
          {`The responsible-gambling slots of gaming-area screens ${whereSaid(problem)} stay empty, and the compliance report counts them short, until `}
          {problem.title === MANDATORY_LAYOUT_NOT_APPROVED ? 'a version of the layout is approved.' : 'a responsible-gambling layout is made and approved where needed.'}
          {linkToSettings ? (
            <>
              {' '}
              <Link to="/settings/compliance">Compliance rules</Link>
            </>
          ) : null}
        </Alert>
      ))}
    </>
  );
}
