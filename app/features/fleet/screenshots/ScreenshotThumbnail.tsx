import styled from 'styled-components';
import type { ScreenshotRef } from '../../../../contract/fleetScreenshots.ts';
import { formatRelativeTime, RelativeTime, vars, type RelativeTimeValue } from '../../../../ui-kit/index.ts';
import { ScreenshotImage } from './ScreenshotImage.tsx';
import { screenshotTexts } from './screenshotTexts.ts';
import { useNowMs } from './useNowMs.ts';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[4]};
  justify-items: start;
  & figcaption {
    font-size: ${vars.fontSize.xs};
    color: ${vars.color.textMuted};
  }
`;

const Empty = styled.span<{ $width: string }>`
  display: grid;
  place-items: center;
  width: ${(props) => props.$width};
  max-width: 100%;
  aspect-ratio: 16 / 9;
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  text-align: center;
`;

export interface ScreenshotThumbnailProps {
  displayId: string;
  displayLabel: string;
  screenshot: ScreenshotRef | null;
  /** A CSS width; 160 px by default (a list cell). */
  width?: string;
  now?: RelativeTimeValue | undefined;
}

/**
 * A display's latest screenshot, small, with its time: for the fleet list's rows and the
 * venue page. "No screenshot yet" when there is none.
 */
export function ScreenshotThumbnail({ displayId, displayLabel, screenshot, width = '160px', now }: ScreenshotThumbnailProps) {
  const nowMs = useNowMs(now);
  if (screenshot === null) return <Empty $width={width}>{screenshotTexts.none}</Empty>;
  const when = formatRelativeTime(screenshot.takenUtc, nowMs);
  return (
    <Figure>
      <ScreenshotImage displayId={displayId} screenshotId={screenshot.id} alt={screenshotTexts.alt(displayLabel, when)} width={width} />
      <figcaption>
        <RelativeTime value={screenshot.takenUtc} {...(now === undefined ? {} : { now })} />
      </figcaption>
    </Figure>
  );
}
