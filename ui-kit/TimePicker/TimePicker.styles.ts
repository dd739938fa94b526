import styled from 'styled-components';
import { vars } from '../tokens.ts';

/** Looks like the kit's Input: the segments sit in one bordered box with the focus ring around it. */
export const TimeBox = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 36px;
  width: max-content;
  padding: 0 ${vars.space[8]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  font-variant-numeric: tabular-nums;
  box-shadow: ${vars.shadow.sm};

  &:focus-within {
    border-color: ${vars.color.focusRing};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent);
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.destructive};
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const TimeSegment = styled.span`
  display: inline-block;
  min-width: 2ch;
  padding: 2px ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  text-align: center;
  line-height: ${vars.lineHeight.tight};
  outline: none;
  cursor: default;
  caret-color: transparent;

  &[data-segment='period'] {
    min-width: 3ch;
    margin-left: ${vars.space[4]};
  }

  &:focus {
    background: ${vars.color.accent};
    color: ${vars.color.accentFg};
  }
`;

export const TimeSeparator = styled.span`
  color: ${vars.color.textMuted};
`;
