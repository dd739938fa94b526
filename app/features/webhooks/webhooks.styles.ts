import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** An endpoint's address: long and unbroken, so it may wrap anywhere. */
export const EndpointUrl = styled.code`
  display: block;
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** The description under the address. */
export const EndpointDescription = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** Buttons at the end of a row; they wrap on a phone rather than widen the card. */
export const EndpointActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[4]};
`;

/** The event checkboxes of the endpoint form, one under the other. */
export const EventChoices = styled.fieldset`
  display: grid;
  gap: ${vars.space[8]};
  border: 0;
  margin: 0;
  padding: 0;

  legend {
    margin-bottom: ${vars.space[8]};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** The form's message for the whole group (no event chosen). */
export const EventChoicesError = styled.p`
  color: ${vars.color.destructive};
  font-size: ${vars.fontSize.sm};
`;

/** A delivery's tries, under its row: one line each, newest first. */
export const TryList = styled.ol`
  display: grid;
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TryItem = styled.li`
  display: grid;
  gap: ${vars.space[4]};
  padding-left: ${vars.space[8]};
  border-left: 2px solid ${vars.color.success};
  font-size: ${vars.fontSize.sm};

  &[data-failed] {
    border-left-color: ${vars.color.destructive};
  }
`;

/** When, the answer and how long: they wrap on a phone rather than widen the card. */
export const TryFacts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]} ${vars.space[12]};
`;

/** Why a try failed, when the answer alone does not say (no answer within the time, a refused address). */
export const TryError = styled.span`
  color: ${vars.color.textMuted};
`;
