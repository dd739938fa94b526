import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
`;

export const FieldLabel = styled.label`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
`;

/**
 * The kit's text input, drawn by every text-like field (CodeInput and CssLengthInput restyle it).
 * It shows its ring on any focus, not only keyboard focus: typing needs to see where the caret is.
 */
export const Input = styled.input`
  height: 36px;
  width: 100%;
  padding: 0 ${vars.space[12]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  box-shadow: ${vars.shadow.sm};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &::placeholder {
    color: ${vars.color.textSubtle};
  }

  &:hover:not(:disabled) {
    border-color: ${vars.color.textSubtle};
  }

  &:focus {
    outline: none;
    border-color: ${vars.color.focusRing};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent);
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.destructive};
  }

  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px color-mix(in srgb, ${vars.color.destructive} 25%, transparent);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const FieldHint = styled.p`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.textMuted};
`;

export const FieldError = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.destructiveText};
`;
