import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const ProgressTrack = styled.div`
  position: relative;
  width: 100%;
  height: 6px;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surfaceMuted};
  border: 1px solid ${vars.color.border};
`;

/** Width comes from the --progress variable, so the styles never change with the value. */
export const ProgressFill = styled.div`
  height: 100%;
  width: var(--progress, 0%);
  border-radius: inherit;
  background: ${vars.color.accent};

  [data-complete] > & {
    background: ${vars.color.success};
  }
`;
