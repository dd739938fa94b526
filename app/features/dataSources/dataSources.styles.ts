import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** A card's buttons: they wrap on a phone rather than overflow. */
export const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
`;
