import { css, keyframes } from 'styled-components';
import { vars } from '../tokens.ts';

// The individual translate and scale properties, never transform: floating-ui places the panel with
// an inline transform, which an animated transform would replace for the animation's 120 ms (the
// panel then opened at the viewport's top-left corner and jumped to its trigger).
const enter = keyframes`
  from { opacity: 0; translate: var(--floating-enter-x, 0) var(--floating-enter-y, 0); scale: 0.98; }
  to { opacity: 1; translate: none; scale: none; }
`;

/**
 * The surface every floating panel shares: raised background, hairline border, shadow, and a short
 * entrance that slides away from the trigger (direction read from data-side).
 */
export const floatingSurface = css`
  z-index: ${vars.zIndex.popover};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  max-height: var(--floating-available-height, none);
  overflow-y: auto;

  &[data-side='bottom'] { --floating-enter-y: -4px; }
  &[data-side='top'] { --floating-enter-y: 4px; }
  &[data-side='left'] { --floating-enter-x: 4px; }
  &[data-side='right'] { --floating-enter-x: -4px; }

  @media (prefers-reduced-motion: no-preference) {
    animation: ${enter} 120ms ease-out;
  }
`;
