import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const JsonRoot = styled.div`
  position: relative;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
`;

/** Scrolls both ways inside its own box; the max height comes from --json-max-height. */
export const JsonPre = styled.pre`
  margin: 0;
  max-height: var(--json-max-height, 320px);
  overflow: auto;
  padding: ${vars.space[12]} ${vars.space[16]};
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text};
  white-space: pre;
  tab-size: 2;
  border-radius: inherit;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }

  [data-copyable] > & {
    padding-right: 88px;
  }
`;

export const JsonCopy = styled.div`
  position: absolute;
  top: ${vars.space[8]};
  right: ${vars.space[8]};
`;
