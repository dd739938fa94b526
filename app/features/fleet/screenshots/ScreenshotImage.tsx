import styled from 'styled-components';
import { vars } from '../../../../ui-kit/index.ts';
import { useScreenshotSrc } from './useScreenshotSrc.ts';

const Frame = styled.span<{ $width: string }>`
  display: block;
  width: ${(props) => props.$width};
  max-width: 100%;
  aspect-ratio: 16 / 9;
  background: ${vars.color.surfaceMuted};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  overflow: hidden;
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: #000;
  }
`;

export interface ScreenshotImageProps {
  displayId: string;
  screenshotId: string;
  alt: string;
  /** A CSS width (the height follows at 16:9; the picture keeps its own proportions inside). */
  width?: string;
}

/** One screenshot's picture, with a calm box of the same size while its bytes load. */
export function ScreenshotImage({ displayId, screenshotId, alt, width = '100%' }: ScreenshotImageProps) {
  const src = useScreenshotSrc(displayId, screenshotId);
  return (
    <Frame $width={width} aria-busy={src === null}>
      {src === null ? null : <img src={src} alt={alt} />}
    </Frame>
  );
}
