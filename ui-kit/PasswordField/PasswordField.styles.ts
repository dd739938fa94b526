import styled from 'styled-components';
import { vars } from '../tokens.ts';

/** Wraps the input so the toggle can sit inside its right edge. */
export const PasswordInputWrap = styled.div`
  display: grid;
  grid-template-areas: 'field';
  align-items: center;

  & > * {
    grid-area: field;
  }

  & > input {
    padding-right: 40px;
  }
`;

/** Sits inside the input, so its focus ring is drawn inside too, within the input's border. */
export const PasswordToggle = styled.button`
  justify-self: end;
  margin-right: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${vars.color.text};
    background: ${vars.color.surfaceHover};
  }

  &:focus-visible {
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
