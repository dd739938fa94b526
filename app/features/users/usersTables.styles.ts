import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** The buttons at the end of a row, side by side, never wrapped under each other. */
export const RowActions = styled.span`
  display: inline-flex;
  justify-content: flex-end;
  gap: ${vars.space[4]};
  white-space: nowrap;
`;

/** An access key: long and unbroken, so it may wrap anywhere. */
export const KeyText = styled.code`
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;
