import styled, { css } from 'styled-components';
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

  @media (pointer: coarse) {
    height: 44px;
  }

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

/** What hours, minutes and AM/PM share: a highlighted block while focused, no visible caret. */
const segmentLook = css`
  display: inline-block;
  min-width: 2ch;
  padding: 2px ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  text-align: center;
  line-height: ${vars.lineHeight.tight};
  outline: none;
  caret-color: transparent;

  &:focus {
    background: ${vars.color.accent};
    color: ${vars.color.accentFg};
  }

  /* A finger needs a 44 px target: the phone's segments grow to it. */
  @media (pointer: coarse) {
    min-width: 44px;
    min-height: 40px;
  }
`;

/** Hours or minutes: a numeric text input drawn like the rest of the box. */
export const TimeNumberInput = styled.input`
  ${segmentLook}
  /* Two digits plus its padding; an input's own size attribute would make it wider. */
  box-sizing: content-box;
  width: 2ch;
  margin: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;

  &:disabled {
    cursor: not-allowed;
  }

  @media (pointer: coarse) {
    box-sizing: border-box;
    width: 44px;
  }
`;

/** AM/PM: flips on a tap, or with A, P and the arrows. */
export const TimePeriod = styled.span`
  ${segmentLook}
  min-width: 3ch;
  margin-left: ${vars.space[4]};
  cursor: pointer;
  user-select: none;

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

export const TimeSeparator = styled.span`
  color: ${vars.color.textMuted};
`;
