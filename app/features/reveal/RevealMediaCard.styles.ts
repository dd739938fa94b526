import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

export const MediaList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MediaRow = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[12]};
  padding: ${vars.space[8]} 0;

  & + & {
    border-top: 1px solid ${vars.color.border};
  }

  &[data-no-thumbnail] {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

export const Thumbnail = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 36px;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const MediaFacts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const MediaTitle = styled.span`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  font-weight: ${vars.fontWeight.medium};
  overflow-wrap: anywhere;
`;

export const MediaMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]} ${vars.space[8]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  a {
    color: inherit;
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
`;
