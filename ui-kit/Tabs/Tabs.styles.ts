import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[12]};
`;

export const TabListRoot = styled.div`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};

  &[data-full-width] {
    display: flex;
    align-self: stretch;
  }
`;

export const TabRoot = styled.button`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[8]};
  height: 30px;
  padding: 0 ${vars.space[12]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${vars.color.text};
  }

  &[aria-selected='true'] {
    background: ${vars.color.surface};
    color: ${vars.color.text};
    box-shadow: ${vars.shadow.sm};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const TabPanelRoot = styled.div`
  border-radius: ${vars.radius.md};
`;
