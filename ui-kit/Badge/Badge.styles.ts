import styled, { css } from 'styled-components';
import { vars } from '../tokens.ts';

/** Colours per variant, as token references. */
const variantStyles = {
  default: { bg: vars.color.accent, fg: vars.color.accentFg, border: 'transparent' },
  secondary: { bg: vars.color.surfaceMuted, fg: vars.color.text, border: vars.color.border },
  success: { bg: vars.color.successSubtle, fg: vars.color.successText, border: vars.color.successBorder },
  warning: { bg: vars.color.warningSubtle, fg: vars.color.warningText, border: vars.color.warningBorder },
  destructive: { bg: vars.color.destructive, fg: vars.color.destructiveFg, border: 'transparent' },
} as const;

const variantRules = Object.entries(variantStyles).map(
  ([variant, style]) => css`
    &[data-variant='${variant}'] {
      background: ${style.bg};
      color: ${style.fg};
      border-color: ${style.border};
    }
  `,
);

export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[4]};
  flex-shrink: 0;
  height: 22px;
  padding: 0 ${vars.space[8]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;

  /* On one line the same 22 px pill as any badge (3 px + a 14 px line + 3 px, its borders); over
     lines a rounded box, whose corners leave its text clear. */
  &[data-wrap] {
    height: auto;
    padding-block: 3px;
    border-radius: 11px;
    line-height: 14px;
    white-space: normal;
  }

  ${variantRules}

  & > svg {
    width: 12px;
    height: 12px;
  }
`;
