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
