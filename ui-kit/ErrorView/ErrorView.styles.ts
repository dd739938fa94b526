import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const ErrorDetails = styled.pre`
  width: 100%;
  max-width: 720px;
  max-height: 320px;
  overflow: auto;
  padding: ${vars.space[16]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.normal};
  text-align: left;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
