import styled from 'styled-components';
import { Input } from '../FormControl/index.ts';
import { vars } from '../tokens.ts';

/** Wide letter spacing and tabular figures so the 6 characters read as a code. */
export const CodeInputField = styled(Input)`
  width: calc(6ch + 5 * 0.4em + 2 * ${vars.space[12]} + 2px + 1ch);
  max-width: 100%;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  font-family: ${vars.font.mono};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.4em;
  text-transform: uppercase;

  &::placeholder {
    letter-spacing: 0.4em;
    font-weight: ${vars.fontWeight.regular};
  }
`;
