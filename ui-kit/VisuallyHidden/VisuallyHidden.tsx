import styled from 'styled-components';
import { visuallyHidden } from './VisuallyHidden.styles.ts';

/** Text for screen readers only (e.g. the "Loading" of a spinner). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
