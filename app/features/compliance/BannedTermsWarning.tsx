import styled from 'styled-components';
import type { BannedTerm } from '../../../contract/bannedTerms.ts';
import { Alert, vars } from '../../../ui-kit/index.ts';
import { BANNED_TERMS_HELP, BANNED_TERMS_TITLE, bannedTermLine } from './complianceTexts.ts';

const Terms = styled.ul`
  margin: ${vars.space[8]} 0 0;
  padding-left: ${vars.space[16]};
  overflow-wrap: anywhere;
`;

/**
 * The banned terms a layout's text contains where it is scheduled (docs/compliance.md#banned-terms):
 * said as you type and after a save, never a refusal. Nothing when there are none.
 */
export function BannedTermsWarning({ found }: { found: readonly BannedTerm[] }) {
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
