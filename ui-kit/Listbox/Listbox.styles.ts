import { css } from 'styled-components';
import { floatingSurface } from '../Floating/Floating.styles.ts';
import { vars } from '../tokens.ts';

/** The popup under the field: at least as wide as the field, scrolling past 320 px. */
export const listboxPanel = css`
  ${floatingSurface}
  min-width: var(--floating-reference-width, 180px);
  max-width: var(--floating-available-width, none);
  max-height: min(320px, var(--floating-available-height, 320px));
  padding: ${vars.space[4]};
`;

/** One option row: its text, then a check when it is the chosen one (styled by listboxOptionState). */
export const listboxOption = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[8]};
  min-height: 32px;
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  user-select: none;

  &[data-active] {
    background: ${vars.color.surfaceHover};
  }

  &[aria-selected='true'] {
    font-weight: ${vars.fontWeight.medium};
  }

  & > svg {
    flex-shrink: 0;
    color: ${vars.color.accentText};
  }
`;
