import styled from 'styled-components';
import { floatingSurface } from '../Floating/Floating.styles.ts';
import { vars } from '../tokens.ts';

export const PopoverPanel = styled.div`
  ${floatingSurface}
  width: max-content;
  max-width: min(360px, var(--floating-available-width, 360px));
  padding: ${vars.space[16]};
  outline: none;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;
