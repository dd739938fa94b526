import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** The venues found, one button a line. */
export const ResultList = styled.ul`
  list-style: none;
  margin: ${vars.space[16]} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[8]};
`;
