import styled from 'styled-components';
import { vars } from '../tokens.ts';

const variantStyles = {
  default: { bg: vars.color.surface, border: vars.color.border, fg: vars.color.text, icon: vars.color.textMuted },
  destructive: {
    bg: vars.color.destructiveSubtle,
    border: vars.color.destructiveBorder,
    fg: vars.color.destructiveText,
    icon: vars.color.destructiveText,
  },
} as const;

export const AlertRoot = styled.div`
  display: flex;
  gap: ${vars.space[12]};
  padding: ${vars.space[12]} ${vars.space[16]};
  border: 1px solid;
  border-radius: ${vars.radius.lg};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};

  ${Object.entries(variantStyles)
    .map(
      ([variant, style]) => `
    &[data-variant='${variant}'] {
      background: ${style.bg};
      border-color: ${style.border};
      color: ${style.fg};
    }
    &[data-variant='${variant}'] > svg {
      color: ${style.icon};
    }`,
    )
    .join('\n')}

  > svg {
    margin-top: 1px;
  }
`;

export const AlertBody = styled.div`
  display: flex;
  min-width: 0;
  flex-direction: column;
  gap: ${vars.space[4]};

  a {
    color: inherit;
    font-weight: ${vars.fontWeight.medium};
    text-underline-offset: 3px;
  }
`;

export const AlertTitle = styled.p`
  font-weight: ${vars.fontWeight.semibold};
`;

export const AlertDescription = styled.div`
  [data-variant='default'] & {
    color: ${vars.color.textMuted};
  }
`;
