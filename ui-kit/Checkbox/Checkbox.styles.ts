import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const CheckboxLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[8]};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  cursor: pointer;

  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** The native input stays in place (for clicks, focus and forms) but invisible over the box. */
export const CheckboxInput = styled.input`
  position: absolute;
  left: 0;
  top: 50%;
  width: 16px;
  height: 16px;
  margin: -8px 0 0;
  opacity: 0;
  cursor: inherit;
`;

export const CheckboxBox = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.accentFg};
  box-shadow: ${vars.shadow.sm};

  & > svg {
    display: none;
  }

  input:checked + &,
  input:indeterminate + & {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
  }

  input:checked:not(:indeterminate) + & > [data-mark='check'],
  input:indeterminate + & > [data-mark='dash'] {
    display: block;
  }

  input:focus-visible + & {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  input[aria-invalid='true'] + & {
    border-color: ${vars.color.destructive};
  }
`;

export const CheckboxHint = styled.p`
  padding-left: 24px;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.textMuted};

  &[data-error] {
    color: ${vars.color.destructiveText};
    font-weight: ${vars.fontWeight.medium};
  }
`;
