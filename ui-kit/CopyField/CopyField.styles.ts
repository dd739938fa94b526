import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const CopyRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${vars.space[8]};
`;

/**
 * The value itself: selectable, wraps anywhere (a 43-character secret on a 390 px phone). Plain
 * text, not an <output>: that is a live region, and a screen reader would read a secret aloud
 * the moment it appeared. The field's group, named by its label, says what it is.
 */
export const CopyValue = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${vars.space[8]} ${vars.space[12]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: anywhere;
  user-select: all;
`;
