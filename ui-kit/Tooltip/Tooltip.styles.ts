import { FloatingArrow } from '@floating-ui/react';
import styled, { keyframes } from 'styled-components';
import { vars } from '../tokens.ts';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Inverted colours (dark on light, light on dark) so a tooltip never blends into the page. */
export const TooltipBubble = styled.div`
  z-index: ${vars.zIndex.tooltip};
  max-width: min(280px, var(--floating-available-width, 280px));
  padding: ${vars.space[4]} ${vars.space[8]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.text};
  color: ${vars.color.bg};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  box-shadow: ${vars.shadow.md};
  pointer-events: none;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} 100ms ease-out;
  }
`;

export const TooltipArrow = styled(FloatingArrow)`
  fill: ${vars.color.text};
`;
