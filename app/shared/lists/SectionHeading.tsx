import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** The h2 over a group of cards on a detail page (Reveal, Generation One). */
export const SectionHeading = styled.h2`
  margin-top: ${vars.space[8]};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: -0.01em;
`;

/** The cards of a section: one column on small screens, two on wide ones. */
export const SectionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  align-items: start;
  gap: ${vars.space[24]};
`;

/** A narrow card beside a wide one (a logo beside a list) on wide screens; stacked below 900 px. */
export const AsideGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  align-items: start;
  gap: ${vars.space[24]};

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
