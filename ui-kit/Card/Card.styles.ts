import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const CardRoot = styled.div`
  display: flex;
  flex-direction: column;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};
`;

export const CardHeaderRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[16]};
  padding: ${vars.space[24]} ${vars.space[24]} 0;

  &:last-child {
    padding-bottom: ${vars.space[24]};
  }
`;

export const CardHeading = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const CardTitleRoot = styled.h2`
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: -0.01em;
`;

export const CardDescriptionRoot = styled.p`
  font-size: ${vars.fontSize.md};
  color: ${vars.color.textMuted};
`;

/** Pulled up by half a button's extra height so a 32–36 px button centres on the title's line. */
export const CardActionsRoot = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${vars.space[8]};
  margin: -${vars.space[8]} 0;
`;

export const CardContentRoot = styled.div`
  padding: ${vars.space[24]};
`;

export const CardFooterRoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[8]};
  padding: ${vars.space[16]} ${vars.space[24]};
  border-top: 1px solid ${vars.color.border};
`;
