import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const ViewportRoot = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${vars.zIndex.toast};
  width: 100%;
  max-width: 420px;
  padding: ${vars.space[16]};
  pointer-events: none;

  &:focus-visible {
    outline-offset: -4px;
  }
`;

export const ViewportList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
