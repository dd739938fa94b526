import styled, { css } from 'styled-components';
import { vars } from '../tokens.ts';
import { touchTargetArea } from '../touchTarget.ts';

/** Colours per variant, as token references (Primer-style: a table, not conditionals). */
const variantStyles = {
  primary: { bg: vars.color.accent, fg: vars.color.accentFg, border: 'transparent', hoverBg: vars.color.accentHover },
  secondary: { bg: vars.color.surfaceMuted, fg: vars.color.text, border: 'transparent', hoverBg: vars.color.border },
  outline: { bg: vars.color.surface, fg: vars.color.text, border: vars.color.borderStrong, hoverBg: vars.color.surfaceHover },
  ghost: { bg: 'transparent', fg: vars.color.text, border: 'transparent', hoverBg: vars.color.surfaceHover },
  destructive: {
    bg: vars.color.destructive,
    fg: vars.color.destructiveFg,
    border: 'transparent',
    hoverBg: vars.color.destructiveHover,
  },
  link: { bg: 'transparent', fg: vars.color.accentText, border: 'transparent', hoverBg: 'transparent' },
} as const;

/** Height, horizontal padding and font size per size. */
const sizeStyles = {
  sm: { height: '32px', paddingX: vars.space[12], fontSize: vars.fontSize.sm, gap: vars.space[4] },
  md: { height: '36px', paddingX: vars.space[16], fontSize: vars.fontSize.md, gap: vars.space[8] },
  lg: { height: '40px', paddingX: vars.space[24], fontSize: vars.fontSize.md, gap: vars.space[8] },
  icon: { height: '36px', paddingX: '0', fontSize: vars.fontSize.md, gap: '0' },
} as const;

const variantRules = Object.entries(variantStyles).map(
  ([variant, style]) => css`
    &[data-variant='${variant}'] {
      background: ${style.bg};
      color: ${style.fg};
      border-color: ${style.border};
    }
    &[data-variant='${variant}']:hover:not(:disabled, [aria-disabled='true']) {
      background: ${style.hoverBg};
    }
  `,
);

const sizeRules = Object.entries(sizeStyles).map(
  ([size, style]) => css`
    &[data-size='${size}'] {
      height: ${style.height};
      padding: 0 ${style.paddingX};
      font-size: ${style.fontSize};
      gap: ${style.gap};
    }
  `,
);

/** A disabled link (aria-disabled, not a button) must not navigate. */
export const ButtonRoot = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-weight: ${vars.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;

  ${variantRules}
  ${sizeRules}
  ${touchTargetArea}

  &[data-size='icon'] {
    width: 36px;
  }

  &[data-variant='link'] {
    height: auto;
    padding: 0;
    border: 0;
    text-underline-offset: 4px;
  }

  &[data-variant='link']:hover {
    text-decoration: underline;
  }

  &[data-full-width] {
    width: 100%;
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[data-loading] {
    opacity: 1;
    cursor: progress;
  }

  &[aria-disabled='true']:not([data-loading]):not(button) {
    pointer-events: none;
  }
`;

/**
 * While loading the label stays in place (no width change) and in the accessibility tree (the
 * button keeps its name), only transparent: visibility: hidden would drop the accessible name.
 */
export const ButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;

  [data-loading] > & {
    opacity: 0;
  }
`;

export const ButtonSpinner = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
