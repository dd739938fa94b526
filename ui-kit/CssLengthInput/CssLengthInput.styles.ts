import styled from 'styled-components';
import { Input } from '../FormControl/index.ts';

/** Lengths are short ("100%", "12.5rem"): a narrow field with tabular figures. */
export const LengthInput = styled(Input)`
  font-variant-numeric: tabular-nums;
`;
