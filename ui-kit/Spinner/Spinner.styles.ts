import styled, { keyframes } from 'styled-components';
import { vars } from '../tokens.ts';

const rotate = keyframes`
  to { transform: rotate(360deg); }
`;

/** A spinner is the one motion that carries meaning, so it keeps turning under reduced motion. */
export const SpinnerSvg = styled.svg`
  flex-shrink: 0;
  animation: ${rotate} 0.8s linear infinite;

  [data-spinner-track] {
    opacity: 0.2;
  }
`;

export const CenteredSpinnerRoot = styled.div`
  display: flex;
  min-height: 100vh;
  width: 100%;
  align-items: center;
  justify-content: center;
  color: ${vars.color.textMuted};
`;
