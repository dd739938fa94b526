import styled from 'styled-components';
import { vars } from '../../../ui-kit/index.ts';

/** The picture on top of a card: 16:9, the file letterboxed on a muted ground. */
export const Preview = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radius.lg} ${vars.radius.lg} 0 0;
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};

  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[16]};
  min-width: 0;
`;

export const FileTitle = styled.h2`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** Small facts under the title; long names wrap rather than widen the card. */
export const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]} ${vars.space[8]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[8]};
  margin-top: auto;
  padding-top: ${vars.space[8]};
`;
