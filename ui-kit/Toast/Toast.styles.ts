import styled, { keyframes } from 'styled-components';
import { vars } from '../tokens.ts';
import { touchTargetArea } from '../touchTarget.ts';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(calc(100% + 16px)); }
  to { opacity: 1; transform: none; }
`;

const variantStyles = {
  default: { bg: vars.color.surfaceRaised, border: vars.color.border, title: vars.color.text, icon: vars.color.textMuted },
  success: { bg: vars.color.surfaceRaised, border: vars.color.successBorder, title: vars.color.text, icon: vars.color.successText },
  warning: { bg: vars.color.surfaceRaised, border: vars.color.warningBorder, title: vars.color.text, icon: vars.color.warningText },
  destructive: {
    bg: vars.color.destructive,
    border: vars.color.destructive,
    title: vars.color.destructiveFg,
    icon: vars.color.destructiveFg,
  },
} as const;

export const ToastRoot = styled.li`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[12]};
  padding: ${vars.space[16]};
  padding-right: ${vars.space[40]};
  border: 1px solid;
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  transform: translateX(var(--toast-swipe-x, 0));

  ${Object.entries(variantStyles)
    .map(
      ([variant, style]) => `
    &[data-variant='${variant}'] {
      background: ${style.bg};
      border-color: ${style.border};
    }
    &[data-variant='${variant}'] [data-toast-title] { color: ${style.title}; }
    &[data-variant='${variant}'] > svg { color: ${style.icon}; }`,
    )
    .join('\n')}

  &[data-variant='destructive'] [data-toast-description] {
    color: ${vars.color.destructiveFg};
  }

  &[data-swipe='cancel'] {
    transition: transform 150ms ease-out;
  }

  &[data-swipe='end'] {
    opacity: 0;
  }

  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} 200ms cubic-bezier(0.16, 1, 0.3, 1);
  }
`;

export const ToastText = styled.div`
  display: flex;
  min-width: 0;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const ToastTitle = styled.p`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
`;

export const ToastDescription = styled.p`
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.textMuted};
`;

export const ToastClose = styled.button`
  position: absolute;
  ${touchTargetArea}
  top: ${vars.space[8]};
  right: ${vars.space[8]};
  display: inline-flex;
  width: 24px;
  height: 24px;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;

  &:hover {
    opacity: 1;
  }

  [data-variant='destructive'] > & {
    color: ${vars.color.destructiveFg};
  }

  [data-variant='destructive'] > &:focus-visible {
    outline-color: ${vars.color.destructiveFg};
  }
`;
