import { useMemo } from 'react';
import styled from 'styled-components';
import { bannedTermsIn, layoutTexts, type BannedTerm } from '../../../contract/bannedTerms.ts';
import type { RuleSetKey } from '../../../contract/compliance.ts';
import type { LayoutNode } from '../../../contract/layout/tree.ts';
import { Alert, vars } from '../../../ui-kit/index.ts';
import { ruleSetLabel } from './complianceTexts.ts';

// Here, not in complianceTexts.ts: this file is loaded only for a layout scheduled where terms are banned.
const BANNED_TERMS_TITLE = 'This layout contains banned terms';
const BANNED_TERMS_HELP = 'The rules where it is scheduled ban these words. It can still be saved: change them before it plays there.';
/** "“risk free”: banned in New South Wales, Victoria". */
const bannedTermLine = (term: { term: string; jurisdictions: readonly RuleSetKey[] }): string =>
  `“${term.term}”: banned in ${term.jurisdictions.map(ruleSetLabel).join(', ')}`;

const Terms = styled.ul`
  margin: ${vars.space[8]} 0 0;
  padding-left: ${vars.space[16]};
  overflow-wrap: anywhere;
`;

/**
 * The banned terms a layout's text contains where it is scheduled (docs/compliance.md#banned-terms),
 * checked against the editor's working tree (nested layouts' text too) by the rule the server's
 * answer uses: said as you type and after a save, never a refusal. Nothing when there are none.
 */
export function BannedTermsWarning({ placements, bannedTerms }: { placements: readonly LayoutNode[]; bannedTerms: readonly BannedTerm[] }) {
  const found = useMemo(() => bannedTermsIn(layoutTexts(placements), bannedTerms), [placements, bannedTerms]);
  if (found.length === 0) return null;
  return (
    <Alert title={BANNED_TERMS_TITLE} role="status" aria-label={BANNED_TERMS_TITLE} data-banned-terms>
      {BANNED_TERMS_HELP}
      <Terms>
        {found.map((term) => (
          <li key={term.term}>{bannedTermLine(term)}</li>
        ))}
      </Terms>
    </Alert>
  );
}
