import styled from 'styled-components';
import { vars } from '../tokens.ts';

/**
 * 1 to 4 columns by the container's own width: as many columns as fit at the minimum item width,
 * never more than 4 (the max() keeps each column at least a quarter of the row).
 */
export const GridRoot = styled.div`
  --grid-gap: ${vars.space[16]};
  --grid-min: 240px;
  display: grid;
  gap: var(--grid-gap);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, max(var(--grid-min), (100% - 3 * var(--grid-gap)) / 4)), 1fr));

  &[data-gap='sm'] {
    --grid-gap: ${vars.space[8]};
  }

  &[data-gap='lg'] {
    --grid-gap: ${vars.space[24]};
  }

  &[data-min-item-width='sm'] {
    --grid-min: 180px;
  }

  &[data-min-item-width='lg'] {
    --grid-min: 320px;
  }
`;
