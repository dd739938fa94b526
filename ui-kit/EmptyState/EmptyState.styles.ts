import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[8]};
  padding: ${vars.space[48]} ${vars.space[24]};
  text-align: center;
  color: ${vars.color.text};

  &[data-size='sm'] {
    padding: ${vars.space[24]} ${vars.space[16]};
  }
`;

export const EmptyStateIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${vars.space[8]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
`;

export const EmptyStateTitle = styled.p`
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};

  [data-size='sm'] > & {
    font-size: ${vars.fontSize.md};
  }
`;

export const EmptyStateDescription = styled.p`
  max-width: 40ch;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.textMuted};
`;

export const EmptyStateAction = styled.div`
  display: flex;
  gap: ${vars.space[8]};
  margin-top: ${vars.space[8]};
`;
