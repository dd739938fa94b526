import styled from 'styled-components';
import { NOT_ALLOWED_TITLE } from '../../../contract/compliance.ts';
import type { Violation } from '../../../contract/complianceRules.ts';
import { Alert, vars } from '../../../ui-kit/index.ts';
import { VIOLATIONS_HELP, violationReason } from './violationText.ts';

const Items = styled.ul`
  margin: ${vars.space[8]} 0;
  padding-left: ${vars.space[24]};
  display: grid;
  gap: ${vars.space[4]};
  overflow-wrap: anywhere;
`;

export interface ViolationListProps {
  violations: Violation[];
  /** What to do next; the default says to choose fewer screens or another layout. */
  help?: string;
}

/** A refusal (409, docs/compliance.md#how-the-portal-applies-them): every screen it names, with why. */
export function ViolationList({ violations, help = VIOLATIONS_HELP }: ViolationListProps) {
  return (
    <Alert variant="destructive" title={NOT_ALLOWED_TITLE} data-violations>
      <Items aria-label="Screens refused">
        {violations.map((violation) => (
          <li key={`${violation.displayId}:${violation.category}`}>
            <strong>{violation.displayLabel}</strong>
            {`, ${violation.venueName}: ${violationReason(violation)}`}
          </li>
        ))}
      </Items>
      {help}
    </Alert>
  );
}
