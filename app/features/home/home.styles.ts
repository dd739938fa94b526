import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** The checklist's steps, numbered by the list itself. */
export const StepList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[12]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StepItem = styled.li`
  display: grid;
  grid-template-columns: 20px 1fr;
  gap: ${vars.space[12]};
  align-items: start;
`;

/** An open step's marker: an empty circle where a done step has a tick. */
export const OpenMarker = styled.span`
  display: inline-block;
  box-sizing: border-box;
  width: 18px;
  height: 18px;
  margin: 1px;
  border: 2px solid ${vars.color.border};
  border-radius: ${vars.radius.full};
`;

export const DoneMarker = styled.span`
  display: inline-flex;
  color: ${vars.color.successText};
`;

export const StepTitle = styled.span`
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text};

  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  [data-done] & {
    color: ${vars.color.textMuted};
  }
`;

export const StepText = styled.p`
  margin: ${vars.space[4]} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

/** Venues in alert, one link a line. */
export const AlertList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  margin: 0 0 ${vars.space[12]};
  padding: 0;
  list-style: none;

  a {
    color: ${vars.color.destructiveText};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export const MutedLine = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** The screens out of date, after the venues in alert: a warning, not an alarm. */
export const OutOfDateLine = styled.p`
  margin: ${vars.space[12]} 0 0;

  ul + & {
    margin-top: 0;
  }

  a {
    color: ${vars.color.warningText};
    font-weight: ${vars.fontWeight.medium};
  }
`;
