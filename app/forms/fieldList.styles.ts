import styled from 'styled-components';
import { vars } from '../../ui-kit/index.ts';

/**
 * A form field that is a list of rows the person adds, removes or orders (a playlist's items, a data
 * source's fields): the group, its legend, and the rows one under the other. Each field keeps its own row.
 */
export const FieldListFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[12]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const FieldListLegend = styled.legend`
  margin-bottom: ${vars.space[8]};
  font-weight: ${vars.fontWeight.semibold};
`;

export const FieldListRows = styled.ol`
  display: grid;
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
