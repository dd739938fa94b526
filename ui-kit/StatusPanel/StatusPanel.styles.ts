import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const StatusRoot = styled.section`
  display: flex;
  min-height: 60vh;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[16]};
  padding: ${vars.space[48]} ${vars.space[24]};
  text-align: center;
`;

export const StatusIcon = styled.div`
  display: flex;
  width: 48px;
  height: 48px;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};

  &[data-tone='destructive'] {
    background: ${vars.color.destructiveSubtle};
    color: ${vars.color.destructiveText};
  }
`;

export const StatusEyebrow = styled.p`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${vars.color.accentText};
`;

export const StatusTitle = styled.h1`
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: -0.02em;
`;

export const StatusDescription = styled.p`
  max-width: 440px;
  color: ${vars.color.textMuted};
`;

export const StatusActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[8]};
  margin-top: ${vars.space[8]};
`;
