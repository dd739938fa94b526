import styled from 'styled-components';
import { media, vars } from '../tokens.ts';

export const PageHeaderRoot = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[16]};
  margin-bottom: ${vars.space[24]};

  ${media.belowMd} {
    flex-direction: column;
  }
`;

export const PageHeaderText = styled.div`
  display: flex;
  min-width: 0;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const PageTitle = styled.h1`
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: -0.02em;
`;

/** The leading visual and the h1 side by side. */
export const PageTitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
`;

export const PageDescription = styled.p`
  color: ${vars.color.textMuted};
`;

export const PageActions = styled.div`
  display: flex;
  flex-shrink: 0;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]};
`;
