import styled from 'styled-components';
import { vars } from '../tokens.ts';

export const RelativeTimeRoot = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  border-radius: ${vars.radius.sm};

  &[data-alert] {
    color: ${vars.color.destructiveText};
    font-weight: ${vars.fontWeight.bold};
  }

  &[data-never] {
    color: ${vars.color.textMuted};
  }

  &[data-alert][data-never] {
    color: ${vars.color.destructiveText};
  }
`;
