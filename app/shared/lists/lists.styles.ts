import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** Cards and sections of a signed-in page, one under the other. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[24]};
`;

/** A muted hint under a list ("Use the search at the top…"). */
export const ListTip = styled.p`
  margin-top: ${vars.space[12]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** docs/product.md#messages: a list that did not load shows the plain text Error. */
export const ListError = styled.p`
  padding: ${vars.space[16]} 0;
  color: ${vars.color.destructiveText};
  font-weight: ${vars.fontWeight.medium};
`;

/** An avatar (or image) and a label side by side in a table cell. */
export const CellRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[8]};
`;

/** Space between a table and the Show more line under it. */
export const ListFooter = styled.div`
  margin-top: ${vars.space[16]};
`;

/** The header cell of an image column: as narrow as its content. */
export const imageColumnStyle = { width: '1%' } as const;

