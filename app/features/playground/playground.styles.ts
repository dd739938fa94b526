import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** One topic of a style-guide page: a heading, then its specimens. */
export const Topic = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[12]};

  & + & {
    margin-top: ${vars.space[32]};
  }

  > h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** Specimens side by side, wrapping on narrow screens. */
export const SpecimenRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[12]};
`;

/** Specimens in columns of a minimum width (form fields, cards). */
export const SpecimenGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${vars.space[16]};
  align-items: start;
`;

/** The token or prop a specimen shows, in small muted type. */
export const SpecimenLabel = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;
