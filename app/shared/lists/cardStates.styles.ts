import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

// Apart from lists.styles.ts: a card that is no table (a logo, a file, Reveal media) needs these,
// and every list screen loads lists.styles.ts whole (/clients has a budget).

/** A muted line inside a card (a file's state, nothing chosen yet). */
export const CardMessage = styled.p`
  padding: ${vars.space[12]} 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** A card's spinner while its list loads. */
export const LoadingRow = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[16]} 0;
`;
