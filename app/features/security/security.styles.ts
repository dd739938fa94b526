import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** The recovery codes, two columns of monospaced text that copy and print cleanly. */
export const RecoveryCodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[8]} ${vars.space[16]};
  margin: 0;
  padding-left: ${vars.space[24]};
  font-family: ${vars.font.mono};
  font-variant-numeric: tabular-nums;
  /* Inter's contextual alternates draw "3x6" as "3×6": a code must show the letters as typed. */
  font-feature-settings: 'calt' 0;
`;

/** Copy, Download and Print under the codes, with what Copy did beside them. */
export const RecoveryCodeActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]};
  margin-top: ${vars.space[16]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const SessionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[12]};
`;

/** One session: what and where on the left, its End button on the right; stacked on a phone. */
export const SessionRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[8]};
  padding-bottom: ${vars.space[12]};
  border-bottom: 1px solid ${vars.color.border};

  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
`;

export const SessionFacts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
