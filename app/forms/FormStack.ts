import styled from 'styled-components';
import { vars } from '../../ui-kit/index.ts';

/** Fields of a form one under the other, with room for each field's message. */
export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[16]};
`;

/** A form page's card: forms read badly at full width. */
export const FormPageWidth = styled.div`
  width: 100%;
  max-width: 640px;
`;
