import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const ShowMoreRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[12]};
  padding: ${vars.space[12]} 0;
`;

export const ShowMoreStatus = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;
